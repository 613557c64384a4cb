// Lane-wise vector overloads inlined into their callers before the optimizer.
//
// Most vector builtins apply their scalar overload to each component: the
// body is extractelement, one call per lane, insertelement. The optimizer's
// inliner works bottom-up, so it first inlines the scalar body into every
// lane of such a wrapper and simplifies the result, then inlines the wrapper
// into its callers and simplifies it again; a lane whose result the caller
// never reads is optimized all the same. Inlined first, each lane's call
// stands alone in the caller: an unused one is deleted before its body is
// inlined, and no wrapper is optimized by itself (a program calling every
// conversion builds 4x faster, with the same kernels).
#include "steps/Steps.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/Cloning.h>

namespace clb {

// One block of component moves and at least two calls to non-intrinsics,
// returning a vector: what gen/ writes for a vector overload.
static bool isLaneWise(const llvm::Function &f, const TargetInfo &target) {
  if (f.isDeclaration() || isKernel(f, target) || !f.getReturnType()->isVectorTy() || f.size() != 1)
    return false;
  unsigned calls = 0;
  for (const llvm::Instruction &i : f.getEntryBlock()) {
    if (auto *call = llvm::dyn_cast<llvm::CallInst>(&i)) {
      const llvm::Function *callee = call->getCalledFunction();
      if (!callee || callee->isIntrinsic() || callee == &f)
        return false;
      ++calls;
    } else if (!llvm::isa<llvm::ExtractElementInst>(i) && !llvm::isa<llvm::InsertElementInst>(i) &&
               !llvm::isa<llvm::ShuffleVectorInst>(i) && !llvm::isa<llvm::ReturnInst>(i)) {
      return false;
    }
  }
  return calls >= 2;
}

void inlineLaneWiseOverloads(llvm::Module &m, const TargetInfo &target) {
  std::vector<llvm::Function *> wrappers;
  for (llvm::Function &f : m)
    if (isLaneWise(f, target))
      wrappers.push_back(&f);
  for (llvm::Function *f : wrappers) {
    std::vector<llvm::CallBase *> sites;
    for (llvm::User *u : f->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        if (call->getCalledFunction() == f)
          sites.push_back(call);
    for (llvm::CallBase *call : sites) {
      llvm::InlineFunctionInfo info;
      (void)llvm::InlineFunction(*call, info);
    }
    if (f->use_empty() && f->hasLocalLinkage())
      f->eraseFromParent();
  }
}

}  // namespace clb
