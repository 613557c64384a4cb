// The first instructions of a versioned kernel's copies, hoisted above the
// branch that picks the copy (ShapeVersions.cpp versions kernels on their group's
// shape).
//
// Every copy starts as the kernel's body did, usually with the user's first
// global load (`x = in[get_global_id(0)]`). With two copies LLVM's SimplifyCFG
// moves their common first instructions above the branch, so the load is in
// flight while the shape is checked; a memory-bound kernel needs that. With a
// copy versioned again inside one of them (nested dispatch: groups of one and
// of two warps) it cannot: it hoists only a common prefix of both successors,
// and one successor now starts with the inner check. Here each instruction of
// one successor that the other also computes, before anything in either that
// writes memory or may not return, moves to the dispatch block, and the
// other's copy is replaced by it: both successors ran it first anyway, so
// nothing runs that did not, and nothing moves past a store. The innermost
// dispatch goes first, so what reaches the head of an inner dispatch block
// can move on up to the next.
#include "kernels/Kernels.h"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/CFG.h>
#include <llvm/IR/InlineAsm.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/Transforms/Utils/Local.h>

namespace clb {

// What may run before the branch because the path it came from ran it
// first: arithmetic, speculatable intrinsics (the special registers), plain
// loads, inline asm without side effects. (mayHaveSideEffects would refuse
// the special registers: their intrinsics are not marked willreturn.)
static bool hoistable(const llvm::Instruction &i) {
  if (i.isTerminator() || llvm::isa<llvm::PHINode>(i) || llvm::isa<llvm::AllocaInst>(i))
    return false;
  if (auto *load = llvm::dyn_cast<llvm::LoadInst>(&i))
    return load->isSimple();
  if (auto *call = llvm::dyn_cast<llvm::CallInst>(&i))
    if (auto *code = llvm::dyn_cast<llvm::InlineAsm>(call->getCalledOperand()))
      return !code->hasSideEffects() && !call->mayReadOrWriteMemory();
  return llvm::isSafeToSpeculativelyExecute(&i);
}

// Moves what `from` (a successor of `dispatch`) computes first that each of
// `others` (the other successors) also computes first into `dispatch`.
static void hoistInto(llvm::BasicBlock &dispatch, llvm::BasicBlock &from,
                      llvm::ArrayRef<llvm::BasicBlock *> others) {
  llvm::Instruction *at = dispatch.getTerminator();
  for (llvm::Instruction &i : llvm::make_early_inc_range(from)) {
    if (!hoistable(i))
      break;
    // Operands must be available at the dispatch: not computed in `from`
    // by an instruction that stayed there.
    bool ready = true;
    for (const llvm::Value *op : i.operands())
      if (auto *def = llvm::dyn_cast<llvm::Instruction>(op))
        ready &= def->getParent() != &from;
    if (!ready)
      continue;
    // Its twin in each other successor, with nothing before it there that
    // writes memory or may not return.
    llvm::SmallVector<llvm::Instruction *, 4> twins;
    for (llvm::BasicBlock *other : others)
      for (llvm::Instruction &j : *other) {
        if (j.isIdenticalToWhenDefined(&i)) {
          twins.push_back(&j);
          break;
        }
        if (!hoistable(j))
          break;
      }
    if (twins.size() != others.size())
      continue;
    i.moveBefore(at);
    for (llvm::Instruction *twin : twins) {
      i.andIRFlags(twin);
      llvm::combineMetadataForCSE(&i, twin, /*DoesKMove=*/true);
      twin->replaceAllUsesWith(&i);
      twin->eraseFromParent();
    }
  }
}

// The blocks that pick a copy, outermost first: the entry, then, among the
// successors of those found, the blocks whose branch ShapeVersions.cpp marked (an
// inner check) or that end in a switch (SimplifyCFG merges two inner checks
// of one value into one). Moving what every successor computes first
// is sound at any branch, so a switch of the user's own met there is fine.
static llvm::SmallVector<llvm::BasicBlock *, 4> dispatches(llvm::Function &f) {
  llvm::SmallVector<llvm::BasicBlock *, 4> out = {&f.getEntryBlock()};
  for (size_t k = 0; k < out.size(); ++k)
    for (llvm::BasicBlock *s : llvm::successors(out[k])) {
      const llvm::Instruction *t = s->getTerminator();
      bool inner = llvm::isa<llvm::SwitchInst>(t) ||
                   (llvm::isa<llvm::BranchInst>(t) && t->getMetadata(kDispatchMetadata));
      if (inner && s->getSinglePredecessor() && !llvm::is_contained(out, s))
        out.push_back(s);
    }
  return out;
}

void hoistDispatchedPrefix(llvm::Module &m) {
  for (llvm::Function &f : m) {
    if (f.isDeclaration())
      continue;
    if (f.hasFnAttribute(kVersioned)) {
      f.removeFnAttr(kVersioned);
      // Innermost first: what reaches the head of an inner dispatch block can
      // then move on up.
      llvm::SmallVector<llvm::BasicBlock *, 4> chain = dispatches(f);
      for (llvm::BasicBlock *d : llvm::reverse(chain)) {
        llvm::SmallVector<llvm::BasicBlock *, 4> succs;
        for (llvm::BasicBlock *s : llvm::successors(d))
          if (!llvm::is_contained(succs, s))
            succs.push_back(s);
        if (succs.size() < 2 || !llvm::all_of(succs, [](llvm::BasicBlock *s) {
              return s->getSinglePredecessor() != nullptr;
            }))
          continue;
        // The last successor (a branch's false edge, a switch's default: the
        // general copy, or the rest of the whole-warps one) against the others.
        llvm::BasicBlock *from = d->getTerminator()->getSuccessor(
            llvm::isa<llvm::SwitchInst>(d->getTerminator()) ? 0 : 1);
        llvm::SmallVector<llvm::BasicBlock *, 4> others;
        for (llvm::BasicBlock *s : succs)
          if (s != from)
            others.push_back(s);
        hoistInto(*d, *from, others);
      }
    }
    for (llvm::BasicBlock &bb : f)
      bb.getTerminator()->setMetadata(kDispatchMetadata, nullptr);
  }
}

}  // namespace clb
