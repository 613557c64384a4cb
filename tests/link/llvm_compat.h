// What clb-link's tests expect that differs between its two toolchains
// (CLB_LLVM_VERSION: LLVM 15 or 19), written once here.
#ifndef CLBTEST_LLVM_COMPAT_H
#define CLBTEST_LLVM_COMPAT_H

#include "clbuiltins/Link.h"

#include <gtest/gtest.h>
#include <llvm/Config/llvm-config.h>

#include <string>

namespace clbtest {

// LLVM 19 has opaque pointers only; clb-link's LLVM 15 context is typed.
constexpr bool kTypedPointers = LLVM_VERSION_MAJOR < 17;

// How the IR spells a pointer to `pointee` in address space `as`:
// "i32 addrspace(4)*" on LLVM 15, "ptr addrspace(4)" on LLVM 19.
inline std::string pointerIr(const std::string &pointee, unsigned as) {
  const std::string space = as ? " addrspace(" + std::to_string(as) + ")" : "";
  return kTypedPointers ? pointee + space + "*" : "ptr" + space;
}

// Whether clang crashes on clb_link_test.cpp's kFrontEndCrash (LLVM issue
// 61885): clang 15 does; clang 19 reports the program's errors and no crash.
constexpr bool kFrontEndCrashes = LLVM_VERSION_MAJOR < 17;
#define CLBTEST_NEEDS_FRONT_END_CRASH() \
  if (!clbtest::kFrontEndCrashes)       \
  GTEST_SKIP() << "this clang compiles kFrontEndCrash without crashing: no crash to recover from"

// Whether amdgcn's backend gives every kernel of a module that calls printf
// the printf buffer at -O0: LLVM 19 does (without the optimizer it does not
// work out which kernels reach a printf); LLVM 15 only those that call one.
constexpr bool kPrintfBufferInEveryKernelAtO0 = LLVM_VERSION_MAJOR >= 17;

// Whether this build has `target`: spirv64 needs a SPIRV-LLVM-Translator for
// its LLVM, which LLVM 19 on Debian 12 lacks (cmake/ClbDependencies.cmake).
inline bool built(const std::string &target) {
  return clb::findTarget(target) != nullptr;
}

}  // namespace clbtest

// Skips the test where this build lacks the target, saying why.
#define CLBTEST_NEEDS_TARGET(target) \
  if (!clbtest::built(target))       \
  GTEST_SKIP() << (target) << " is not built with this LLVM (no SPIRV-LLVM-Translator for it)"

#endif
