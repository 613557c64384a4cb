// Runs a fuzz target's LLVMFuzzerTestOneInput once on every file of the
// corpus directories given, as libFuzzer does with files for arguments, so
// the normal (non-fuzzing) build replays the checked-in corpora in CI: an
// input that once crashed a target, or that reaches new code, keeps being
// run. A crash, an abort (a target's check) or a sanitizer report fails.
// Allocations fail past 8 GB above the start, on every machine, as they do
// past 2 GB under libFuzzer (tools/scripts/fuzz.sh): the corpus holds an
// input for which LLVM's reader asks for 32 GB.
#include "../support/address_space_cap.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s CORPUS_DIR...\n", argv[0]);
    return 2;
  }
  clbtest::AddressSpaceCap cap;
  size_t runs = 0;
  for (int i = 1; i < argc; ++i) {
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto &e : std::filesystem::directory_iterator(argv[i], ec))
      if (e.is_regular_file())
        files.push_back(e.path());
    if (ec || files.empty()) {
      std::fprintf(stderr, "%s: no corpus files in %s\n", argv[0], argv[i]);
      return 2;
    }
    std::sort(files.begin(), files.end());
    for (const auto &f : files) {
      std::ifstream in(f, std::ios::binary);
      std::stringstream ss;
      ss << in.rdbuf();
      const std::string bytes = ss.str();
      LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(bytes.data()), bytes.size());
      ++runs;
    }
  }
  std::printf("%zu inputs replayed\n", runs);
  return 0;
}
