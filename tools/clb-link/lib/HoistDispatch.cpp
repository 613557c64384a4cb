// The first instructions of a versioned kernel's copies, hoisted above the
// branch that picks the copy (Scratch.cpp versions kernels on their group's
// shape).
//
// Every copy starts as the kernel's body did, usually with the user's first
// global load (`x = in[get_global_id(0)]`). With two copies LLVM's SimplifyCFG
// moves their common first instructions above the branch, so the load is in
// flight while the shape is checked; a memory-bound kernel needs that. With a
// copy versioned again inside one of them (nested dispatch, groups of two
// warps) it cannot: it hoists only a common prefix of both successors, and one
// successor now starts with the inner check. Here each instruction of one
// successor that the other also computes, before anything in either that
// writes memory or may not return, moves to the dispatch block, and the
// other's copy is replaced by it: both successors ran it first anyway, so
// nothing runs that did not, and nothing moves past a store.
#include "Internal.h"

#include <llvm/Analysis/ValueTracking.h>
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

static void hoistInto(llvm::BasicBlock &dispatch, llvm::BasicBlock &from, llvm::BasicBlock &other) {
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
    // Its twin in `other`, with nothing before it there that writes memory
    // or may not return.
    llvm::Instruction *twin = nullptr;
    for (llvm::Instruction &j : other) {
      if (j.isIdenticalToWhenDefined(&i)) {
        twin = &j;
        break;
      }
      if (!hoistable(j))
        break;
    }
    if (!twin)
      continue;
    i.moveBefore(at);
    i.andIRFlags(twin);
    llvm::combineMetadataForCSE(&i, twin, /*DoesKMove=*/true);
    twin->replaceAllUsesWith(&i);
    twin->eraseFromParent();
  }
}

void hoistDispatchedPrefix(llvm::Module &m) {
  for (llvm::Function &f : m) {
    if (f.isDeclaration() || !f.hasFnAttribute(kVersioned))
      continue;
    f.removeFnAttr(kVersioned);
    auto *br = llvm::dyn_cast<llvm::BranchInst>(f.getEntryBlock().getTerminator());
    if (!br || !br->isConditional())
      continue;
    llvm::BasicBlock *a = br->getSuccessor(0), *b = br->getSuccessor(1);
    if (a == b || !a->getSinglePredecessor() || !b->getSinglePredecessor())
      continue;
    hoistInto(f.getEntryBlock(), *b, *a);
  }
}

}  // namespace clb
