// The LLVM and Clang API differences between 15 and 19 that the header scan
// (HeaderScan.cpp: clb-signatures, clb-coverage) meets, written once here;
// with 15 each is the call made before 19 was supported.
#ifndef CLB_GEN_CLANGCOMPAT_H
#define CLB_GEN_CLANGCOMPAT_H

#include <llvm/ADT/StringRef.h>
#include <llvm/Config/llvm-config.h>

namespace clbcov::compat {

// StringRef::startswith became starts_with (LLVM 16); 19 has only the new name.
inline bool startsWith(llvm::StringRef s, llvm::StringRef prefix) {
#if LLVM_VERSION_MAJOR >= 17
  return s.starts_with(prefix);
#else
  return s.startswith(prefix);
#endif
}

}  // namespace clbcov::compat

#endif
