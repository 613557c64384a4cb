#include "steps/Steps.h"
#include "support/LLVMCompat.h"

namespace clb {

// Kernels and runtime ABI symbols stay visible; everything else, builtins and
// __clb_ helpers included, becomes internal so the optimizer may inline,
// specialize and drop it.
void internalize(llvm::Module &m, const TargetInfo &target) {
  llvm::StringSet<> keep;
  for (const std::string &name : target.keepExternal)
    keep.insert(name);
  for (llvm::GlobalValue &gv : m.global_values()) {
    if (gv.isDeclaration() || gv.hasLocalLinkage() || compat::startsWith(gv.getName(), "llvm."))
      continue;
    auto *f = llvm::dyn_cast<llvm::Function>(&gv);
    if ((f && isKernel(*f, target)) || keep.count(gv.getName()))
      continue;
    gv.setLinkage(llvm::GlobalValue::InternalLinkage);
    gv.setVisibility(llvm::GlobalValue::DefaultVisibility);
  }
}

}  // namespace clb
