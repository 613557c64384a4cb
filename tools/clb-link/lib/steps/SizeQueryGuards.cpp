#include "steps/Steps.h"

#include <llvm/IR/IRBuilder.h>

namespace clb {

// A runtime whose size queries answer 0 past dimension 2 (PoCL 3.1 does)
// gets each call wrapped: d < 3 ? query(d) : 1, as the spec requires. With a
// constant d, as nearly every kernel has, the select folds away.
void guardSizeQueries(llvm::Module &m, const TargetInfo &target) {
  for (const std::string &name : target.sizeQueryGuards) {
    llvm::Function *f = m.getFunction(name);
    if (!f || !f->isDeclaration())
      continue;
    for (llvm::User *u : llvm::make_early_inc_range(f->users())) {
      auto *call = llvm::dyn_cast<llvm::CallInst>(u);
      if (!call || call->getCalledFunction() != f)
        continue;
      llvm::IRBuilder<> b(call->getNextNode());
      llvm::Value *inRange = b.CreateICmpULT(call->getArgOperand(0), b.getInt32(3));
      llvm::Value *one = llvm::ConstantInt::get(call->getType(), 1);
      llvm::Value *fixed = b.CreateSelect(inRange, call, one);
      call->replaceUsesWithIf(fixed, [&](llvm::Use &use) { return use.getUser() != fixed; });
    }
  }
}

}  // namespace clb
