// A kernel versioned on its work-group's shape, for the collectives
// (WorkGroupScratch.cpp runs it on each kernel it gives scratch).
//
// Two calls decide a kernel's shape, each defined by a target that calls
// it (nvptx64): __clb_work_group_has_reqd_size() in a kernel with
// reqd_work_group_size, __clb_work_group_full_subgroups() in one without.
// The kernel is versioned on the one that applies: a new entry block calls it
// once and branches to one of two copies of the kernel's body, in which every
// call is the constant true (the copy for groups of the reqd size, or for
// one-dimensional groups of whole sub-groups) or false (the original, for
// any other group), so the optimizer keeps one instance of each collective per
// copy, with no branch around each call. The condition is the same in every
// work-item of a group, so barriers stay uniform. Calls to the other check
// are false in both copies. A kernel without reqd_work_group_size gets two
// more copies: inside the whole-sub-groups one, __clb_work_group_one_subgroup()
// and then __clb_work_group_two_subgroups() (nvptx64: (32, 1, 1) and
// (64, 1, 1)) version it again, the smallest common groups, whose collectives
// need no shared memory or fold the sub-group totals in one operation; the
// whole-sub-groups copy left has groups of at least three. After the pipeline
// the copies' common first instructions are hoisted above the dispatch
// (HoistDispatch.cpp).
#include "kernels/Kernels.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/Transforms/Utils/Cloning.h>

namespace clb {

// A shape check's call answered: the constant `value` in its place.
static void answer(llvm::CallBase *call, bool value) {
  call->replaceAllUsesWith(llvm::ConstantInt::getBool(call->getType(), value));
  call->eraseFromParent();
}
static void answerAll(llvm::Function *check, llvm::Function &kernel, bool value) {
  for (llvm::CallBase *call : callsIn(check, kernel))
    answer(call, value);
}

// Copies `body` (blocks of `kernel`) and branches from `from` to the copy's
// entry where `check` is true, to the body's where it is false: every call of
// `check` is true in the copy and false in the body. `from` ends in an
// unconditional branch to the body's entry, or in nothing (a new block). The
// copy gets its own static allocas, clones of `allocas` (those the body
// uses), returned in `clones`: a body and its copy never run together, but an
// alloca shared by copies, when the kernel is called by another in a loop,
// was left on a stack frame by SROA (LinkReqdSize.ReqdKernelCalledInALoopLinks).
// Returns the copy's blocks.
static llvm::Expected<llvm::SmallVector<llvm::BasicBlock *, 64>> versionBody(
    llvm::Function &kernel, llvm::ArrayRef<llvm::BasicBlock *> body, llvm::Function *check,
    llvm::BasicBlock *from, llvm::ArrayRef<llvm::AllocaInst *> allocas,
    llvm::SmallVectorImpl<llvm::AllocaInst *> &clones) {
  llvm::ValueToValueMapTy map;
  for (llvm::AllocaInst *a : allocas) {
    auto *c = llvm::cast<llvm::AllocaInst>(a->clone());
    c->insertAfter(a);
    map[a] = c;
    clones.push_back(c);
  }
  llvm::SmallVector<llvm::BasicBlock *, 64> copy;
  for (llvm::BasicBlock *bb : body) {
    llvm::BasicBlock *c = llvm::CloneBasicBlock(bb, map, ".shaped", &kernel);
    map[bb] = c;
    copy.push_back(c);
  }
  llvm::remapInstructionsInBlocks(copy, map);
  for (llvm::BasicBlock *bb : body)
    for (llvm::Instruction &i : llvm::make_early_inc_range(*bb))
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i))
        if (call->getCalledFunction() == check) {
          answer(llvm::cast<llvm::CallBase>(&*map[call]), true);
          answer(call, false);
        }
  if (llvm::Instruction *t = from->getTerminator())
    t->eraseFromParent();
  llvm::IRBuilder<> b(from);
  llvm::CallInst *once = b.CreateCall(check);
  llvm::BranchInst *pick = b.CreateCondBr(once, copy.front(), body.front());
  pick->setMetadata(kDispatchMetadata, llvm::MDNode::get(kernel.getContext(), {}));
  llvm::InlineFunctionInfo info;
  llvm::InlineResult r = llvm::InlineFunction(*once, info);
  if (!r.isSuccess())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(), "cannot inline %s into kernel %s: %s",
        check->getName().str().c_str(), kernel.getName().str().c_str(), r.getFailureReason());
  return copy;
}

// See the header comment: answers the checks that do not apply (`others`)
// false, versions `kernel` on `check`, then the copy where it holds on each
// of `inner` in turn, each time the part the checks before left false.
llvm::Error versionOnShape(llvm::Function *check, llvm::ArrayRef<llvm::Function *> others,
                           llvm::ArrayRef<llvm::Function *> inner, llvm::Function &kernel) {
  for (llvm::Function *other : others)
    answerAll(other, kernel, false);
  auto answerInner = [&] {
    for (llvm::Function *f : inner)
      answerAll(f, kernel, false);
  };
  if (callsIn(check, kernel).empty()) {
    answerInner();
    return llvm::Error::success();
  }
  llvm::LLVMContext &ctx = kernel.getContext();
  // The entry's static allocas move to the new entry, cloned for each copy,
  // and stay static: where SROA and mem2reg look for them,
  // in the frame rather than on a stack (a __local_depot in PTX), and never
  // under stacksave when the kernel is inlined into a loop. They are picked
  // before the new block exists: after, they are no longer the entry's.
  llvm::BasicBlock *entry = &kernel.getEntryBlock();
  llvm::SmallVector<llvm::AllocaInst *, 16> statics;
  for (llvm::Instruction &i : *entry)
    if (auto *a = llvm::dyn_cast<llvm::AllocaInst>(&i))
      if (a->isStaticAlloca())
        statics.push_back(a);
  llvm::BasicBlock *dispatch = llvm::BasicBlock::Create(ctx, "clb.shape", &kernel, entry);
  kernel.addFnAttr(kVersioned);
  for (llvm::AllocaInst *a : statics)
    a->moveBefore(*dispatch, dispatch->end());
  llvm::SmallVector<llvm::BasicBlock *, 64> original;
  for (llvm::BasicBlock &bb : kernel)
    if (&bb != dispatch)
      original.push_back(&bb);
  llvm::SmallVector<llvm::AllocaInst *, 16> shapedStatics;
  auto shaped = versionBody(kernel, original, check, dispatch, statics, shapedStatics);
  if (!shaped)
    return shaped.takeError();
  // The shaped copy (a clone: it calls the inner checks if the original
  // does) is versioned on each inner check from a block of its own, put on
  // the edge into what is left of it: first the dispatch's true edge, then
  // each inner block's false edge. Calls left afterwards are in copies that
  // never have that shape: the original, and the copies of the checks before.
  llvm::SmallVector<llvm::BasicBlock *, 64> rest = std::move(*shaped);
  llvm::BranchInst *edge = llvm::cast<llvm::BranchInst>(dispatch->getTerminator());
  unsigned successor = 0;
  for (llvm::Function *f : inner) {
    if (callsIn(f, kernel).empty())
      continue;
    llvm::BasicBlock *block =
        llvm::BasicBlock::Create(ctx, "clb.shape.inner", &kernel, rest.front());
    llvm::BranchInst::Create(rest.front(), block);
    edge->setSuccessor(successor, block);
    llvm::SmallVector<llvm::AllocaInst *, 16> copyStatics;  // the copy's own
    auto copy = versionBody(kernel, rest, f, block, shapedStatics, copyStatics);
    if (!copy)
      return copy.takeError();
    edge = llvm::cast<llvm::BranchInst>(block->getTerminator());
    successor = 1;
  }
  answerInner();
  return llvm::Error::success();
}

}  // namespace clb
