// Itanium demangling spelled the way OpenCL C programmers write types:
// _Z3sinDv3_d is "sin(double3)", not "sin(double vector[3])".
#include "clbuiltins/Link.h"

#include <llvm/Demangle/Demangle.h>

#include <regex>

namespace clb {

std::string demangleBuiltin(const std::string &mangled) {
  std::string s = llvm::demangle(mangled);
  if (s == mangled)
    return s;
  static const std::vector<std::pair<std::regex, std::string>> rewrites = {
      {std::regex(R"(unsigned (char|short|int|long))"), "u$1"},
      {std::regex(R"((\w+) vector\[(\d+)\])"), "$1$2"},
      {std::regex(R"(\bAS1\b)"), "__global"},
      {std::regex(R"(\bAS2\b)"), "__constant"},
      {std::regex(R"(\bAS3\b)"), "__local"},
      {std::regex(R"(\bAS4\b)"), "__generic"},
  };
  for (const auto &[pattern, replacement] : rewrites)
    s = std::regex_replace(s, pattern, replacement);
  return s;
}

}  // namespace clb
