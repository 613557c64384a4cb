// The numerator's inputs: what a bitcode library defines, and what a target's
// runtime says it defines instead.
#ifndef CLB_COVERAGE_SYMBOLS_H
#define CLB_COVERAGE_SYMBOLS_H

#include <set>
#include <string>

namespace clbcov {

// Functions with a body and non-local linkage in a bitcode file: the ones a
// kernel linked against it can resolve to. False with Error set if unreadable.
bool definedFunctions(const std::string &BitcodePath, std::set<std::string> &Names,
                      std::string &Error);

// The mangled names in a runtime-provided list (one a line, '#' comments).
bool readNameList(const std::string &Path, std::set<std::string> &Names, std::string &Error);

}  // namespace clbcov

#endif
