// libFuzzer target: the layer's build-option parser (tools/clb-layer/
// BuildOptions.cpp) on arbitrary option strings, for each of clBuildProgram,
// clCompileProgram and clLinkProgram. Besides not crashing (ASan, UBSan),
// what the parser hands on must be what it promised:
//  - PoCL's options survive being joined into one string and parsed again
//    (PoCL splits that string itself);
//  - a link takes no clang arguments;
//  - an option string that parsed clean parses clean again from the words
//    it produced (no option is lost or invented).
#include "BuildOptions.h"

#include <cstdint>
#include <cstdlib>
#include <string>

using namespace clb::layer;

static void check(bool ok) {
  if (!ok)
    std::abort();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string options(reinterpret_cast<const char *>(data), size);
  options = options.c_str();  // the API takes a C string: up to the first NUL
  for (OptionsFor kind : {OptionsFor::Build, OptionsFor::Compile, OptionsFor::Link}) {
    BuildOptions o = parseBuildOptions(options.c_str(), kind);
    if (kind == OptionsFor::Link)
      check(o.clang.empty());
    if (!o.invalid.empty())
      continue;
    // PoCL's share: joined, it must parse to itself (for a link, PoCL's
    // options are link options, so parse them as such).
    BuildOptions again = parseBuildOptions(joinOptions(o.pocl).c_str(), kind);
    check(again.invalid.empty());
    check(again.pocl == o.pocl);
    check(again.optDisable == o.optDisable);
    check(again.clStd == o.clStd);
  }
  return 0;
}
