// NVVM's address-space queries (llvm.nvvm.isspacep.{global,shared,const,
// local}) answered where the IR shows the answer: the pointer is, through
// GEPs and casts, a cast to generic of a pointer in a named space. LLVM 15
// leaves them to run time. The library's nvptx64 atomics dispatch a generic
// pointer on these queries (targets/nvptx64/atomics/clb_rmw.cl); once a
// call is inlined into a kernel that passed a global or local pointer, the
// fold leaves only the instruction for that space. Run as a peephole after
// each instcombine, so the branches it decides are removed by the same
// pipeline.
#include "Internal.h"

#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/IntrinsicsNVPTX.h>
#include <llvm/IR/Operator.h>

namespace clb {

// The named address space `p` points into, or 0 (generic) when unknown.
static unsigned knownSpace(const llvm::Value *p) {
  for (int depth = 0; depth < 32; ++depth) {
    const unsigned as = p->getType()->getPointerAddressSpace();
    if (as != 0)
      return as;
    if (auto *gep = llvm::dyn_cast<llvm::GEPOperator>(p))
      p = gep->getPointerOperand();
    else if (auto *cast = llvm::dyn_cast<llvm::BitCastOperator>(p))
      p = cast->getOperand(0);
    else if (auto *cast = llvm::dyn_cast<llvm::AddrSpaceCastOperator>(p))
      p = cast->getPointerOperand();
    else
      return 0;
  }
  return 0;
}

llvm::PreservedAnalyses
FoldAddressSpaceQueries::run(llvm::Function &f, llvm::FunctionAnalysisManager &) {
  // NVPTX's address spaces, which the queries name.
  struct Query {
    llvm::Intrinsic::ID id;
    unsigned space;
  };
  static const Query queries[] = {{llvm::Intrinsic::nvvm_isspacep_global, 1},
                                  {llvm::Intrinsic::nvvm_isspacep_shared, 3},
                                  {llvm::Intrinsic::nvvm_isspacep_const, 4},
                                  {llvm::Intrinsic::nvvm_isspacep_local, 5}};
  std::vector<llvm::IntrinsicInst *> folded;
  for (llvm::BasicBlock &b : f)
    for (llvm::Instruction &i : b)
      if (auto *call = llvm::dyn_cast<llvm::IntrinsicInst>(&i))
        for (const Query &q : queries)
          if (call->getIntrinsicID() == q.id) {
            const unsigned space = knownSpace(call->getArgOperand(0));
            if (space == 0)
              break;
            call->replaceAllUsesWith(
                llvm::ConstantInt::getBool(call->getContext(), space == q.space));
            folded.push_back(call);
            break;
          }
  for (llvm::IntrinsicInst *call : folded)
    call->eraseFromParent();
  return folded.empty() ? llvm::PreservedAnalyses::all() : llvm::PreservedAnalyses::none();
}

}  // namespace clb
