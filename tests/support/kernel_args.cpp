#include "backend.h"

#include <fstream>
#include <sstream>

namespace clbtest {

std::vector<std::string> kernelArgs(const std::string &file, MathMode mode) {
  std::vector<std::string> args = mathModeArgs(mode);
  std::ifstream in(std::string(CLB_TEST_KERNEL_DIR) + "/args.txt");
  std::string line;
  while (std::getline(in, line)) {
    std::istringstream words(line);
    std::string name;
    if (!(words >> name) || name[0] == '#' || name != file)
      continue;
    // @CLB_INCLUDE_DIR@ names the library's public headers (include/).
    const std::string includeDir = "@CLB_INCLUDE_DIR@";
    for (std::string w; words >> w;) {
      if (size_t at = w.find(includeDir); at != std::string::npos)
        w.replace(at, includeDir.size(), CLB_TEST_KERNEL_DIR "/../../include");
      args.push_back(w);
    }
    return args;
  }
  return args;
}

}  // namespace clbtest
