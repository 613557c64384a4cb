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
#include "Internal.h"

#include <llvm/ADT/SetVector.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Instructions.h>
#include <llvm/Transforms/Utils/Cloning.h>

namespace clb {

static const char kScratchFunction[] = "__clb_work_group_scratch";

static bool isKernel(const llvm::Function &f) {
  return f.getCallingConv() == llvm::CallingConv::SPIR_KERNEL ||
         f.getCallingConv() == llvm::CallingConv::PTX_Kernel;
}

// The work-items a kernel's groups can have: the product of its
// reqd_work_group_size, else the target's maximum.
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
// (the partials of a tree whose first level folds at least 32), plus two.
static uint64_t scratchSlots(uint64_t items, const TargetInfo &target) {
  uint64_t perSlot = std::max(1u, target.workGroupScratchItemsPerSlot);
  return (items + perSlot - 1) / perSlot + (items + 31) / 32 + 2;
}

// Functions with a body from which a call to the scratch function is reachable.
static llvm::SetVector<llvm::Function *> reachingFunctions(llvm::Function &scratch) {
  llvm::SetVector<llvm::Function *> reach;
  llvm::SmallVector<llvm::Function *, 16> work{&scratch};
  while (!work.empty()) {
    llvm::Function *f = work.pop_back_val();
    for (llvm::User *u : f->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        if (reach.insert(call->getFunction()))
          work.push_back(call->getFunction());
  }
  return reach;
}

// Inlines every call in `kernel` that can reach the scratch function, until
// only direct calls to it remain. OpenCL C has no recursion, so this ends.
static llvm::Error inlineCollectives(llvm::Function &kernel,
                                     const llvm::SetVector<llvm::Function *> &reach) {
  for (;;) {
    llvm::SmallVector<llvm::CallBase *, 16> calls;
    for (llvm::Instruction &i : llvm::instructions(kernel))
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(&i))
        if (llvm::Function *callee = call->getCalledFunction())
          if (reach.count(callee) && !callee->isDeclaration())
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

llvm::Error assignWorkGroupScratch(llvm::Module &m, const TargetInfo &target) {
  llvm::Function *scratch = m.getFunction(kScratchFunction);
  if (!scratch || scratch->use_empty())
    return llvm::Error::success();
  llvm::SetVector<llvm::Function *> reach = reachingFunctions(*scratch);

  llvm::SmallVector<llvm::Function *, 8> kernels;
  for (llvm::Function &f : m)
    if (isKernel(f) && !f.isDeclaration())
      kernels.push_back(&f);
  for (llvm::Function *kernel : kernels) {
    if (!reach.count(kernel))
      continue;
    if (llvm::Error e = inlineCollectives(*kernel, reach))
      return e;
    llvm::SmallVector<llvm::CallBase *, 16> uses;
    for (llvm::User *u : scratch->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        if (call->getFunction() == kernel)
          uses.push_back(call);
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
      call->replaceAllUsesWith(buffer);
      call->eraseFromParent();
    }
  }

  // What still reaches the scratch function is called from no kernel now
  // (the collectives' own definitions, helpers of dead code): drop it.
  for (bool erased = true; erased;) {
    erased = false;
    for (llvm::Function *f : reach)
      if (f->getParent() && f->use_empty() && !isKernel(*f)) {
        f->eraseFromParent();
        reach.remove(f);
        erased = true;
        break;
      }
  }
  if (!scratch->use_empty()) {
    std::string where;
    for (llvm::User *u : scratch->users())
      if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
        where = call->getFunction()->getName().str();
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "work-group collectives reached outside any kernel (from %s)",
                                   where.c_str());
  }
  scratch->eraseFromParent();
  return llvm::Error::success();
}

}  // namespace clb
