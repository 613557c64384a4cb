// LLVM atomic instructions as llvm-spirv 15 cannot translate them: it ignores
// syncscope (every atomic becomes Device scope, every fence CrossDevice), so
// each becomes the SPIR-V friendly call (__spirv_AtomicIAdd, ...) whose Scope
// and Semantics operands say exactly what the instruction's syncscope and
// ordering do. The scopes are named as the library's SPIR atomic markers
// name them (library/AtomicMarkers.cpp).
#include "emit/Emit.h"

#include <llvm/ADT/StringSwitch.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

#include <cstring>
#include <string>
#include <vector>

namespace clb {
namespace {

// SPIR-V's Scope of an LLVM syncscope named as the markers name them;
// `system`: what the system scope becomes.
unsigned spirvScope(llvm::LLVMContext &c, llvm::SyncScope::ID id, unsigned system) {
  llvm::SmallVector<llvm::StringRef, 8> names;
  c.getSyncScopeNames(names);
  const llvm::StringRef name = id < names.size() ? names[id] : "";
  if (id == llvm::SyncScope::SingleThread || name == "singlethread")
    return 4;  // Invocation
  return llvm::StringSwitch<unsigned>(name)
      .Case("subgroup", 3)
      .Case("workgroup", 2)
      .Case("device", 1)
      .Default(system);  // the system, all_svm_devices
}

// SPIR-V's MemorySemantics of an ordering on memory in address space `as`:
// the ordering's bit and, for any but relaxed, the storage the pointer can
// reach (generic: both), which the ordering applies to.
unsigned spirvSemantics(llvm::AtomicOrdering o, unsigned as) {
  using O = llvm::AtomicOrdering;
  const unsigned order = o == O::Acquire                  ? 0x2
                         : o == O::Release                ? 0x4
                         : o == O::AcquireRelease         ? 0x8
                         : o == O::SequentiallyConsistent ? 0x10
                                                          : 0;
  if (order == 0)
    return 0;
  const unsigned storage = as == 1 ? 0x200 : as == 3 ? 0x100 : as == 4 ? 0x300 : 0;
  return order | storage;
}

// Itanium mangling of the SPIR-V friendly builtin `name` with these
// parameters, which is how llvm-spirv recognises it.
std::string mangledType(llvm::Type *t) {
  if (t->isPointerTy()) {
    const unsigned as = t->getPointerAddressSpace();
    return as ? "PU3AS" + std::to_string(as) : "P";
  }
  if (t->isFloatTy())
    return "f";
  if (t->isDoubleTy())
    return "d";
  switch (t->getIntegerBitWidth()) {
  case 16:
    return "s";
  case 32:
    return "i";
  default:
    return "l";
  }
}

llvm::CallInst *spirvCall(llvm::IRBuilder<> &b, const char *name, llvm::Type *result,
                          llvm::ArrayRef<llvm::Value *> args, llvm::Type *pointee) {
  std::string mangled = "_Z" + std::to_string(std::strlen(name)) + name;
  std::vector<llvm::Type *> params;
  for (llvm::Value *a : args) {
    params.push_back(a->getType());
    mangled += mangledType(a->getType());
    if (a->getType()->isPointerTy())
      mangled += mangledType(pointee);
  }
  llvm::Module &m = *b.GetInsertBlock()->getModule();
  llvm::FunctionCallee callee =
      m.getOrInsertFunction(mangled, llvm::FunctionType::get(result, params, false));
  if (auto *f = llvm::dyn_cast<llvm::Function>(callee.getCallee()))
    f->setCallingConv(llvm::CallingConv::SPIR_FUNC);
  llvm::CallInst *call = b.CreateCall(callee, args);
  call->setCallingConv(llvm::CallingConv::SPIR_FUNC);
  return call;
}

const char *spirvRmw(llvm::AtomicRMWInst::BinOp op) {
  using B = llvm::AtomicRMWInst;
  switch (op) {
  case B::Add:
    return "__spirv_AtomicIAdd";
  case B::Sub:
    return "__spirv_AtomicISub";
  case B::And:
    return "__spirv_AtomicAnd";
  case B::Or:
    return "__spirv_AtomicOr";
  case B::Xor:
    return "__spirv_AtomicXor";
  case B::Min:
    return "__spirv_AtomicSMin";
  case B::Max:
    return "__spirv_AtomicSMax";
  case B::UMin:
    return "__spirv_AtomicUMin";
  case B::UMax:
    return "__spirv_AtomicUMax";
  case B::Xchg:
    return "__spirv_AtomicExchange";
  default:
    return nullptr;  // floating: the translator says it cannot
  }
}

}  // namespace

void lowerAtomicsForSpirv(llvm::Module &m, bool crossDevice) {
  const unsigned system = crossDevice ? 0 : 1;  // CrossDevice or Device
  std::vector<llvm::Instruction *> atomics;
  for (llvm::Function &f : m)
    for (llvm::BasicBlock &bb : f)
      for (llvm::Instruction &i : bb)
        if (i.isAtomic() && !(llvm::isa<llvm::AtomicRMWInst>(i) &&
                              !spirvRmw(llvm::cast<llvm::AtomicRMWInst>(i).getOperation())))
          atomics.push_back(&i);
  llvm::LLVMContext &c = m.getContext();
  llvm::Type *i32 = llvm::Type::getInt32Ty(c);
  auto u32 = [&](unsigned v) { return llvm::ConstantInt::get(i32, v); };
  for (llvm::Instruction *i : atomics) {
    llvm::IRBuilder<> b(i);
    llvm::Value *r = nullptr;
    if (auto *rmw = llvm::dyn_cast<llvm::AtomicRMWInst>(i)) {
      llvm::Value *p = rmw->getPointerOperand();
      llvm::Type *t = rmw->getType();
      r = spirvCall(
          b, spirvRmw(rmw->getOperation()), t,
          {p, u32(spirvScope(c, rmw->getSyncScopeID(), system)),
           u32(spirvSemantics(rmw->getOrdering(), p->getType()->getPointerAddressSpace())),
           rmw->getValOperand()},
          t);
    } else if (auto *cas = llvm::dyn_cast<llvm::AtomicCmpXchgInst>(i)) {
      llvm::Value *p = cas->getPointerOperand();
      const unsigned as = p->getType()->getPointerAddressSpace();
      llvm::Value *expected = cas->getCompareOperand();
      llvm::Type *t = expected->getType();
      llvm::Value *old = spirvCall(
          b, "__spirv_AtomicCompareExchange", t,
          {p, u32(spirvScope(c, cas->getSyncScopeID(), system)),
           u32(spirvSemantics(cas->getSuccessOrdering(), as)),
           u32(spirvSemantics(cas->getFailureOrdering(), as)), cas->getNewValOperand(), expected},
          t);
      llvm::Value *pair = b.CreateInsertValue(llvm::UndefValue::get(cas->getType()), old, 0);
      r = b.CreateInsertValue(pair, b.CreateICmpEQ(old, expected), 1);
    } else if (auto *load = llvm::dyn_cast<llvm::LoadInst>(i)) {
      llvm::Value *p = load->getPointerOperand();
      r = spirvCall(
          b, "__spirv_AtomicLoad", load->getType(),
          {p, u32(spirvScope(c, load->getSyncScopeID(), system)),
           u32(spirvSemantics(load->getOrdering(), p->getType()->getPointerAddressSpace()))},
          load->getType());
    } else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(i)) {
      llvm::Value *p = store->getPointerOperand();
      llvm::Value *v = store->getValueOperand();
      spirvCall(
          b, "__spirv_AtomicStore", llvm::Type::getVoidTy(c),
          {p, u32(spirvScope(c, store->getSyncScopeID(), system)),
           u32(spirvSemantics(store->getOrdering(), p->getType()->getPointerAddressSpace())), v},
          v->getType());
    } else if (auto *fence = llvm::dyn_cast<llvm::FenceInst>(i)) {
      spirvCall(b, "__spirv_MemoryBarrier", llvm::Type::getVoidTy(c),
                {u32(spirvScope(c, fence->getSyncScopeID(), system)),
                 u32(spirvSemantics(fence->getOrdering(), 4))},
                nullptr);
    } else {
      continue;
    }
    if (r)
      i->replaceAllUsesWith(r);
    i->eraseFromParent();
  }
}

}  // namespace clb
