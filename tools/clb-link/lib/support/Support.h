// What every component of the linker library uses: the target facts beyond
// TargetInfo's fields, kernels, and LLVM's diagnostics caught as text. Each
// component (input/, steps/, kernels/, emit/, library/, pipeline/) has a
// header of its own for the rest.
#ifndef CLB_LINK_SUPPORT_H
#define CLB_LINK_SUPPORT_H

#include "clbuiltins/Link.h"

#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>

#include <string>

namespace clb {

// A kernel entry point: a calling convention the target lists in
// CLB_KERNEL_CALLING_CONVENTIONS (Targets.cpp).
bool isKernel(const llvm::Function &f, const TargetInfo &target);

// An error naming the first value of targets/<t>/target.cmake that clb-link
// cannot act on (an unknown emit form, launch-bounds or printf style).
// clb-libgen checks each target it builds, so bad data fails the build.
llvm::Error checkTarget(const TargetInfo &target);

// What LLVM reported through a context's diagnostic handler (Diagnostics.cpp).
struct DiagnosticLog {
  std::string errors;    // one per line
  std::string warnings;  // one "warning: " line each
  std::string takeErrors();
};

// Installs on `ctx` a handler that appends to `log`, which must outlive the
// context's use, instead of LLVM's default, which exits the process on errors.
void collectDiagnostics(llvm::LLVMContext &ctx, DiagnosticLog &log);

}  // namespace clb

#endif
