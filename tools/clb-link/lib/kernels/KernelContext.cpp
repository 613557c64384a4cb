// What the steps that resolve a kernel-context hook share (the collectives'
// scratch, phase and reqd size: WorkGroupScratch.cpp; the launch parameter:
// LaunchParameter.cpp): a hook is a declaration the library calls and only
// a kernel can answer, so every call path from a kernel to it is inlined
// into the kernel, each call there is answered, and what reaches a hook
// from no kernel is dropped.
#include "kernels/Kernels.h"

#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/Transforms/Utils/Cloning.h>

namespace clb {

llvm::SetVector<llvm::Function *> reachingFunctions(llvm::ArrayRef<llvm::Function *> roots) {
  llvm::SetVector<llvm::Function *> reach;
  llvm::SmallVector<llvm::Function *, 16> work(roots.begin(), roots.end());
  while (!work.empty()) {
    llvm::Function *f = work.pop_back_val();
    for (llvm::User *u : f->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        if (reach.insert(call->getFunction()))
          work.push_back(call->getFunction());
  }
  return reach;
}

llvm::Error inlineReaching(llvm::Function &kernel, const llvm::SetVector<llvm::Function *> &reach,
                           llvm::ArrayRef<const llvm::Function *> keep) {
  for (;;) {
    llvm::SmallVector<llvm::CallBase *, 16> calls;
    for (llvm::Instruction &i : llvm::instructions(kernel))
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i))
        if (llvm::Function *callee = call->getCalledFunction())
          if (reach.count(callee) && !callee->isDeclaration() && !llvm::is_contained(keep, callee))
            calls.push_back(call);
    if (calls.empty())
      return llvm::Error::success();
    for (llvm::CallBase *call : calls) {
      llvm::InlineFunctionInfo info;
      llvm::InlineResult r = llvm::InlineFunction(*call, info);
      if (!r.isSuccess())
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "cannot inline %s into kernel %s: %s",
                                       call->getCalledFunction()->getName().str().c_str(),
                                       kernel.getName().str().c_str(), r.getFailureReason());
    }
  }
}

llvm::SmallVector<llvm::CallBase *, 16> callsIn(llvm::Function *f, llvm::Function &kernel) {
  llvm::SmallVector<llvm::CallBase *, 16> calls;
  if (f)
    for (llvm::User *u : f->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        if (call->getFunction() == &kernel)
          calls.push_back(call);
  return calls;
}

llvm::Error dropKernelContextHooks(llvm::SetVector<llvm::Function *> &reach,
                                   llvm::ArrayRef<llvm::Function *> roots, const char *what,
                                   const TargetInfo &target) {
  // What still reaches a kernel-context function is called from no kernel now
  // (the library's own definitions, helpers of dead code): drop it.
  for (bool erased = true; erased;) {
    erased = false;
    for (llvm::Function *f : reach)
      if (f->getParent() && f->use_empty() && !isKernel(*f, target)) {
        f->eraseFromParent();
        reach.remove(f);
        erased = true;
        break;
      }
  }
  for (llvm::Function *f : roots) {
    if (!f->use_empty()) {
      std::string where;
      for (llvm::User *u : f->users())
        if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
          where = call->getFunction()->getName().str();
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "%s reached outside any kernel (from %s)", what,
                                     where.c_str());
    }
  }
  for (llvm::Function *f : roots)
    f->eraseFromParent();
  return llvm::Error::success();
}

}  // namespace clb
