// Itanium demangling spelled the way OpenCL C programmers write types:
// _Z3sinDv3_d is "sin(double3)", not "sin(double vector[3])".
#include "clbuiltins/Link.h"

#include <llvm/Demangle/Demangle.h>

#include <regex>

namespace clb {

std::string demangleBuiltin(const std::string &mangled, const TargetInfo *target) {
  std::string s = llvm::demangle(mangled);
  if (s == mangled)
    return s;
  static const std::vector<std::pair<std::regex, std::string>> types = {
      {std::regex(R"(unsigned (char|short|int|long))"), "u$1"},
      {std::regex(R"((\w+) vector\[(\d+)\])"), "$1$2"},
  };
  for (const auto &[pattern, replacement] : types)
    s = std::regex_replace(s, pattern, replacement);
  if (target)
    for (const auto &[as, name] : target->addressSpaces)
      s = std::regex_replace(s, std::regex("\\bAS" + std::to_string(as) + "\\b"), name);
  return s;
}

}  // namespace clb
