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
// And the kernel is versioned on its group's shape (ShapeVersions.cpp), and
// told the work-group bound its scratch was sized for (LaunchBounds.cpp).
#include "kernels/Kernels.h"

#include <llvm/ADT/SetVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

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

static llvm::Error resolveReqdSize(llvm::Function *f, llvm::Function &kernel) {
  for (llvm::CallBase *call : callsIn(f, kernel)) {
    auto *d = llvm::dyn_cast<llvm::ConstantInt>(call->getArgOperand(0));
    if (!d)
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(), "%s with a non-constant dimension in kernel %s",
          static_cast<const char *>(kReqdSizeFunction), kernel.getName().str().c_str());
    call->replaceAllUsesWith(
        llvm::ConstantInt::get(call->getType(), reqdSize(kernel, d->getZExtValue())));
    call->eraseFromParent();
  }
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
