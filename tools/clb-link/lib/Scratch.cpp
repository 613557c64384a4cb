// Work-group collective scratch: each kernel that uses collectives gets its
// own __local buffer, named <kernel>.__clb_work_group_scratch and sized for
// the kernel's work-group; kernels that use none get nothing.
//
// The library's collectives ask for their scratch through a declaration with
// no definition, __clb_work_group_scratch() (include/clb/work_group.h). Here
// every call path from a kernel to it is inlined into the kernel, and each
// call is replaced by the kernel's own buffer. Why both:
//  - PoCL (lib/llvmopencl/AutomaticLocals.cc) gives each concurrently running
//    work-group its own copy of a __local variable only if the variable is
//    named "<kernel>." and every use sits in the kernel's body; a module-level
//    buffer used from a library function is shared by all work-groups, and
//    collectives then race across groups.
//  - A buffer per kernel can be sized for that kernel: from its
//    reqd_work_group_size when it has one, else the target's maximum.
//
// Two more kernel-context calls are resolved here, once inlined, so that a
// target's collectives can use them (nvptx64 does; the generic tree does not):
//  - __clb_work_group_reqd_size(d), d a constant 0..2: the kernel's
//    reqd_work_group_size in dimension d, or 0 if it has none. A constant, so
//    the optimizer specialises the collectives for the group size (the groups
//    of the kernel can still be smaller: a non-uniform last group).
//  - __clb_work_group_phase(): a pointer to a per-work-item counter private to
//    the kernel, 0 on entry (an alloca, promoted to a register by the
//    optimizer). Every work-item calls the same collectives in the same order,
//    so the counter is uniform across the group: collectives flip it to
//    alternate between two halves of the scratch.
//
// And two calls decide a kernel's shape, each defined by a target that calls
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
#include "Internal.h"

#include <llvm/ADT/SetVector.h>
#include <llvm/ADT/Triple.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/Transforms/Utils/Cloning.h>

namespace clb {

static const char kScratchFunction[] = "__clb_work_group_scratch";
static const char kReqdSizeFunction[] = "__clb_work_group_reqd_size";
static const char kPhaseFunction[] = "__clb_work_group_phase";
static const char kHasReqdSizeFunction[] = "__clb_work_group_has_reqd_size";
static const char kFullSubgroupsFunction[] = "__clb_work_group_full_subgroups";
static const char kOneSubgroupFunction[] = "__clb_work_group_one_subgroup";
static const char kTwoSubgroupsFunction[] = "__clb_work_group_two_subgroups";

// The work-items a kernel's groups can have: the product of its
// reqd_work_group_size (at most the target's maximum: checkReqdWorkGroupSizes
// ran first), else the target's maximum.
static uint64_t maxItems(const llvm::Function &kernel, const TargetInfo &target) {
  if (llvm::MDNode *md = kernel.getMetadata("reqd_work_group_size")) {
    uint64_t n = 1;
    for (const llvm::MDOperand &op : md->operands())
      if (auto *c = llvm::mdconst::dyn_extract<llvm::ConstantInt>(op))
        n *= c->getZExtValue();
    if (n)
      return n;
  }
  return target.maxWorkGroupSize;
}

// The contract with the library (include/clb/work_group.h): 8-byte slots,
// one per workGroupScratchItemsPerSlot work-items, plus one per 32 work-items
// (the partials of a tree whose first level folds at least 32), plus two;
// and, for a target whose collectives rake (workGroupScratchRakeItems = R),
// two copies of a 4-byte value for each of up to R work-items, one pad per 8,
// unless the groups have fewer work-items than any group that rakes
// (workGroupScratchRakeMinItems).
static uint64_t scratchSlots(uint64_t items, const TargetInfo &target) {
  uint64_t perSlot = std::max(1u, target.workGroupScratchItemsPerSlot);
  uint64_t raked = items < target.workGroupScratchRakeMinItems
                       ? 0
                       : std::min<uint64_t>(items, target.workGroupScratchRakeItems);
  return (items + perSlot - 1) / perSlot + (items + 31) / 32 + 2 + (9 * raked + 7) / 8;
}

llvm::SetVector<llvm::Function *>
reachingFunctions(llvm::ArrayRef<llvm::Function *> roots) {
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

llvm::Error inlineReaching(llvm::Function &kernel,
                                     const llvm::SetVector<llvm::Function *> &reach,
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
        return llvm::createStringError(
            llvm::inconvertibleErrorCode(), "cannot inline %s into kernel %s: %s",
            call->getCalledFunction()->getName().str().c_str(),
            kernel.getName().str().c_str(), r.getFailureReason());
    }
  }
}

llvm::SmallVector<llvm::CallBase *, 16> callsIn(llvm::Function *f,
                                                      llvm::Function &kernel) {
  llvm::SmallVector<llvm::CallBase *, 16> calls;
  if (f)
    for (llvm::User *u : f->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        if (call->getFunction() == &kernel)
          calls.push_back(call);
  return calls;
}

// reqd_work_group_size in dimension d, 0 if the kernel has none.
uint64_t reqdSize(const llvm::Function &kernel, uint64_t d) {
  if (llvm::MDNode *md = kernel.getMetadata("reqd_work_group_size"))
    if (d < md->getNumOperands())
      if (auto *c = llvm::mdconst::dyn_extract<llvm::ConstantInt>(md->getOperand(d)))
        return c->getZExtValue();
  return 0;
}

llvm::Error checkReqdWorkGroupSizes(const llvm::Module &m, const TargetInfo &target) {
  const uint64_t max = target.maxWorkGroupSize;
  for (const llvm::Function &kernel : m) {
    llvm::MDNode *md = kernel.getMetadata("reqd_work_group_size");
    if (!md || !isKernel(kernel, target) || kernel.isDeclaration())
      continue;
    uint64_t size[3] = {1, 1, 1};
    std::string shown;
    for (unsigned d = 0; d < 3 && d < md->getNumOperands(); ++d) {
      size[d] = reqdSize(kernel, d);
      shown += (d ? ", " : "") + std::to_string(size[d]);
    }
    auto tooBig = [&](const std::string &what) {
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "kernel %s: reqd_work_group_size(%s) exceeds the largest work-group %s runs "
          "(%llu work-items): %s",
          kernel.getName().str().c_str(), shown.c_str(), target.name.c_str(),
          (unsigned long long)max, what.c_str());
    };
    for (unsigned d = 0; d < 3; ++d)
      if (size[d] > max)
        return tooBig(std::to_string(size[d]) + " in dimension " + std::to_string(d));
    // In 64 bits, overflow checked: the sizes are 32-bit each.
    uint64_t items = 1;
    bool overflow = false;
    for (unsigned d = 0; d < 3; ++d)
      overflow |= __builtin_mul_overflow(items, size[d], &items);
    if (overflow || items > max)
      return tooBig((overflow ? std::string("over 2^64") : std::to_string(items)) +
                    " work-items in all");
  }
  return llvm::Error::success();
}

static llvm::Error resolveReqdSize(llvm::Function *f, llvm::Function &kernel) {
  for (llvm::CallBase *call : callsIn(f, kernel)) {
    auto *d = llvm::dyn_cast<llvm::ConstantInt>(call->getArgOperand(0));
    if (!d)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "%s with a non-constant dimension in kernel %s",
                                     static_cast<const char *>(kReqdSizeFunction), kernel.getName().str().c_str());
    call->replaceAllUsesWith(llvm::ConstantInt::get(call->getType(), reqdSize(kernel, d->getZExtValue())));
    call->eraseFromParent();
  }
  return llvm::Error::success();
}

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
static llvm::Expected<llvm::SmallVector<llvm::BasicBlock *, 64>>
versionBody(llvm::Function &kernel, llvm::ArrayRef<llvm::BasicBlock *> body,
            llvm::Function *check, llvm::BasicBlock *from,
            llvm::ArrayRef<llvm::AllocaInst *> allocas,
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
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "cannot inline %s into kernel %s: %s",
                                   check->getName().str().c_str(),
                                   kernel.getName().str().c_str(), r.getFailureReason());
  return copy;
}

// See the header comment: answers the checks that do not apply (`others`)
// false, versions `kernel` on `check`, then the copy where it holds on each
// of `inner` in turn, each time the part the checks before left false.
static llvm::Error versionOnShape(llvm::Function *check, llvm::ArrayRef<llvm::Function *> others,
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
    llvm::BasicBlock *block = llvm::BasicBlock::Create(ctx, "clb.shape.inner", &kernel, rest.front());
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

static void resolvePhase(llvm::Function *f, llvm::Function &kernel) {
  llvm::SmallVector<llvm::CallBase *, 16> calls = callsIn(f, kernel);
  if (calls.empty())
    return;
  const llvm::DataLayout &dl = kernel.getParent()->getDataLayout();
  llvm::IRBuilder<> b(&*kernel.getEntryBlock().getFirstInsertionPt());
  llvm::Type *counter = b.getInt32Ty();
  llvm::AllocaInst *slot =
      b.CreateAlloca(counter, dl.getAllocaAddrSpace(), nullptr, "__clb_work_group_phase");
  b.CreateStore(b.getInt32(0), slot);
  llvm::Value *ptr = b.CreatePointerBitCastOrAddrSpaceCast(slot, f->getReturnType());
  for (llvm::CallBase *call : calls) {
    call->replaceAllUsesWith(ptr);
    call->eraseFromParent();
  }
}

llvm::Error assignWorkGroupScratch(llvm::Module &m, const TargetInfo &target) {
  llvm::Function *scratch = m.getFunction(kScratchFunction);
  llvm::Function *reqd = m.getFunction(kReqdSizeFunction);
  llvm::Function *phase = m.getFunction(kPhaseFunction);
  llvm::Function *hasReqdSize = m.getFunction(kHasReqdSizeFunction);
  llvm::Function *fullSubgroups = m.getFunction(kFullSubgroupsFunction);
  llvm::Function *oneSubgroup = m.getFunction(kOneSubgroupFunction);
  llvm::Function *twoSubgroups = m.getFunction(kTwoSubgroupsFunction);
  llvm::SmallVector<llvm::Function *, 3> roots;
  for (llvm::Function *f : {scratch, reqd, phase})
    if (f && !f->use_empty())
      roots.push_back(f);
  if (roots.empty())
    return llvm::Error::success();
  llvm::SetVector<llvm::Function *> reach = reachingFunctions(roots);

  llvm::SmallVector<llvm::Function *, 8> kernels;
  for (llvm::Function &f : m)
    if (isKernel(f, target) && !f.isDeclaration())
      kernels.push_back(&f);
  for (llvm::Function *kernel : kernels) {
    if (!reach.count(kernel))
      continue;
    const bool hasReqd = reqdSize(*kernel, 0) != 0;
    llvm::Function *check = hasReqd ? hasReqdSize : fullSubgroups;
    llvm::Function *other = hasReqd ? fullSubgroups : hasReqdSize;
    llvm::SmallVector<llvm::Function *, 2> inner = {oneSubgroup, twoSubgroups};
    if (llvm::Error e = inlineReaching(*kernel, reach, {check, other, oneSubgroup, twoSubgroups}))
      return e;
    // A kernel with reqd_work_group_size is versioned on that alone.
    llvm::SmallVector<llvm::Function *, 3> others = {other};
    llvm::ArrayRef<llvm::Function *> versionedInner = inner;
    if (hasReqd) {
      others.append(inner.begin(), inner.end());
      versionedInner = {};
    }
    if (llvm::Error e = versionOnShape(check, others, versionedInner, *kernel))
      return e;
    if (llvm::Error e = resolveReqdSize(reqd, *kernel))
      return e;
    resolvePhase(phase, *kernel);
    addLaunchBounds(*kernel, target);
    llvm::SmallVector<llvm::CallBase *, 16> uses = callsIn(scratch, *kernel);
    if (uses.empty())
      continue;
    auto *type = llvm::ArrayType::get(llvm::Type::getInt64Ty(m.getContext()),
                                      scratchSlots(maxItems(*kernel, target), target));
    unsigned as = scratch->getReturnType()->getPointerAddressSpace();
    auto *buffer = new llvm::GlobalVariable(
        m, type, /*isConstant=*/false, llvm::GlobalValue::InternalLinkage,
        llvm::UndefValue::get(type), kernel->getName() + "." + kScratchFunction, nullptr,
        llvm::GlobalValue::NotThreadLocal, as);
    buffer->setAlignment(llvm::Align(16));
    buffer->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Local);
    for (llvm::CallBase *call : uses) {
      // (A cast for typed pointers: spir64 and spirv64 modules have them, and
      // an i64-array pointer where the call gave `local void *` is written
      // to bitcode that a typed-pointer reader refuses.)
      call->replaceAllUsesWith(
          llvm::ConstantExpr::getPointerBitCastOrAddrSpaceCast(buffer, call->getType()));
      call->eraseFromParent();
    }
  }

  return dropKernelContextHooks(reach, roots, "work-group collectives", target);
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

void defineSharedWorkGroupScratch(llvm::Module &m, const TargetInfo &target) {
  llvm::Function *f = m.getFunction(kScratchFunction);
  if (!f || !f->isDeclaration())
    return;
  llvm::LLVMContext &ctx = m.getContext();
  auto *result = llvm::cast<llvm::PointerType>(f->getReturnType());
  auto *array = llvm::ArrayType::get(llvm::Type::getInt64Ty(ctx),
                                     scratchSlots(target.maxWorkGroupSize, target));
  auto *storage = new llvm::GlobalVariable(
      m, array, /*isConstant=*/false, llvm::GlobalValue::InternalLinkage,
      llvm::UndefValue::get(array), std::string(kScratchFunction) + ".shared", nullptr,
      llvm::GlobalValue::NotThreadLocal, result->getAddressSpace());
  storage->setAlignment(llvm::Align(16));
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "", f));
  llvm::Value *first = b.CreateConstInBoundsGEP2_32(array, storage, 0, 0);
  b.CreateRet(b.CreatePointerBitCastOrAddrSpaceCast(first, result));
  f->setLinkage(llvm::GlobalValue::InternalLinkage);
}

}  // namespace clb
