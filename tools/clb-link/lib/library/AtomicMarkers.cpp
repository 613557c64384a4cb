// LLVM atomic instructions for the SPIR targets, which clang 15 cannot emit
// from OpenCL C: it gives spir64/spirv64 a lock-free width of 0, so its C11
// and OpenCL atomic builtins become calls into a runtime library no OpenCL
// runtime has, and even where it emits instructions (__sync_*) it drops the
// memory scope (every SPIR scope is LLVM's system scope). So the library's
// SPIR primitives (targets/spir64/atomics/clb_rmw.cl) call markers that
// clb-libgen defines here, once, as a switch over the run-time order and
// scope whose every case is one instruction with that ordering and syncscope:
//
//   __clb_llvm_atomicrmw_<op>(p, v, order, scope)  op: add and or xor min max
//                                                   umin umax xchg
//   __clb_llvm_cmpxchg(p, expected, desired, order, scope)  -> old value
//   __clb_llvm_load(p, order, scope), __clb_llvm_store(p, v, order, scope)
//
// Builtins called with constant orders and scopes (the usual case) fold to
// the one instruction once clb-link has inlined them. Scopes take the names
// LLVM's SPIR-V backend and later clangs use: work_item "singlethread",
// sub_group "subgroup", work_group "workgroup", device "device",
// all_svm_devices the system scope. PoCL (x86: a scope narrower than the
// system's makes a fence a compiler barrier, and a work-group runs on one
// thread) takes them as they are; llvm-spirv 15 ignores syncscope (every
// atomic becomes Device scope, every fence CrossDevice), so lowerAtomicsForSpirv
// turns each atomic instruction into the SPIR-V friendly call that carries
// its Scope and Semantics operands exactly.
#include "Internal.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

#include <cstring>
#include <string>
#include <vector>

namespace clb {
namespace {

// OpenCL C's memory_order and memory_scope values (clang's __ATOMIC_* and
// __OPENCL_MEMORY_SCOPE_*).
enum : unsigned { Relaxed = 0, Acquire = 2, Release = 3, AcqRel = 4, SeqCst = 5 };
enum : unsigned { WorkItem = 0, WorkGroup = 1, Device = 2, AllSvmDevices = 3, SubGroup = 4 };
const unsigned kOrders[] = {Relaxed, Acquire, Release, AcqRel, SeqCst};
const unsigned kScopes[] = {WorkItem, WorkGroup, Device, AllSvmDevices, SubGroup};

llvm::AtomicOrdering ordering(unsigned order) {
  switch (order) {
  case Relaxed: return llvm::AtomicOrdering::Monotonic;
  case Acquire: return llvm::AtomicOrdering::Acquire;
  case Release: return llvm::AtomicOrdering::Release;
  case AcqRel: return llvm::AtomicOrdering::AcquireRelease;
  default: return llvm::AtomicOrdering::SequentiallyConsistent;
  }
}

const char *syncScopeName(unsigned scope) {
  switch (scope) {
  case WorkItem: return "singlethread";
  case SubGroup: return "subgroup";
  case WorkGroup: return "workgroup";
  case Device: return "device";
  default: return "";  // all_svm_devices: the system
  }
}

// What a load, store or failed compare-and-swap may carry of an order: the
// part of it that applies to that access (OpenCL leaves a release load or an
// acquire store undefined; LLVM rejects them).
llvm::AtomicOrdering loadPart(llvm::AtomicOrdering o) {
  using O = llvm::AtomicOrdering;
  return o == O::Release ? O::Monotonic : o == O::AcquireRelease ? O::Acquire : o;
}
llvm::AtomicOrdering storePart(llvm::AtomicOrdering o) {
  using O = llvm::AtomicOrdering;
  return o == O::Acquire ? O::Monotonic : o == O::AcquireRelease ? O::Release : o;
}

// The identifier of an overloadable function's mangled name.
llvm::StringRef identifier(llvm::StringRef mangled) {
  unsigned length = 0;
  if (!mangled.consume_front("_Z") || mangled.consumeInteger(10, length) ||
      length > mangled.size())
    return {};
  return mangled.take_front(length);
}

// atomicrmw_<op>'s operation, BAD_BINOP for any other name.
llvm::AtomicRMWInst::BinOp rmwOp(llvm::StringRef op) {
  using B = llvm::AtomicRMWInst;
  if (!op.consume_front("atomicrmw_"))
    return B::BAD_BINOP;
  return llvm::StringSwitch<B::BinOp>(op)
      .Case("add", B::Add)
      .Case("and", B::And)
      .Case("or", B::Or)
      .Case("xor", B::Xor)
      .Case("min", B::Min)
      .Case("max", B::Max)
      .Case("umin", B::UMin)
      .Case("umax", B::UMax)
      .Case("xchg", B::Xchg)
      .Default(B::BAD_BINOP);
}

// The one instruction of a marker for one order and scope.
llvm::Value *atomicFor(llvm::IRBuilder<> &b, llvm::StringRef op, llvm::Function &f,
                       unsigned order, unsigned scope) {
  llvm::Value *p = f.getArg(0);
  const llvm::AtomicOrdering o = ordering(order);
  const llvm::SyncScope::ID s = f.getContext().getOrInsertSyncScopeID(syncScopeName(scope));
  if (op == "load") {
    llvm::Type *t = f.getReturnType();
    llvm::LoadInst *load = b.CreateAlignedLoad(t, p, llvm::Align(t->getPrimitiveSizeInBits() / 8));
    load->setAtomic(loadPart(o), s);
    return load;
  }
  llvm::Value *v = f.getArg(1);
  const llvm::Align align(v->getType()->getPrimitiveSizeInBits() / 8);
  if (op == "store") {
    b.CreateAlignedStore(v, p, align)->setAtomic(storePart(o), s);
    return nullptr;
  }
  if (op == "cmpxchg") {
    llvm::Value *pair = b.CreateAtomicCmpXchg(p, v, f.getArg(2), align, o, loadPart(o), s);
    return b.CreateExtractValue(pair, 0);
  }
  const llvm::AtomicRMWInst::BinOp bin = rmwOp(op);
  if (bin == llvm::AtomicRMWInst::BAD_BINOP)
    return nullptr;
  return b.CreateAtomicRMW(bin, p, v, align, o, s);
}

bool isMarkerOp(llvm::StringRef op) {
  return op == "load" || op == "store" || op == "cmpxchg" ||
         rmwOp(op) != llvm::AtomicRMWInst::BAD_BINOP;
}

// switch (order) { switch (scope) { one instruction } } -> join. An order
// or scope that is none of OpenCL's takes the strongest: seq_cst, and the
// system scope (all_svm_devices).
void defineMarker(llvm::Function &f, llvm::StringRef op) {
  llvm::LLVMContext &c = f.getContext();
  const unsigned n = f.arg_size();
  llvm::Value *order = f.getArg(n - 2);
  llvm::Value *scope = f.getArg(n - 1);
  auto *entry = llvm::BasicBlock::Create(c, "entry", &f);
  auto *join = llvm::BasicBlock::Create(c, "join", &f);
  llvm::IRBuilder<> b(join);
  llvm::PHINode *phi = nullptr;
  if (f.getReturnType()->isVoidTy())
    b.CreateRetVoid();
  else {
    phi = b.CreatePHI(f.getReturnType(), 25);
    b.CreateRet(phi);
  }
  auto constant = [](llvm::Value *sel, unsigned k) {
    return llvm::ConstantInt::get(llvm::cast<llvm::IntegerType>(sel->getType()), k);
  };
  std::vector<llvm::BasicBlock *> orderBlocks;
  for (unsigned i = 0; i < std::size(kOrders); ++i)
    orderBlocks.push_back(llvm::BasicBlock::Create(c, "order", &f, join));
  b.SetInsertPoint(entry);
  llvm::SwitchInst *byOrder = b.CreateSwitch(order, orderBlocks.back(), 4);
  for (unsigned i = 0; i < std::size(kOrders); ++i) {
    if (kOrders[i] != SeqCst)
      byOrder->addCase(constant(order, kOrders[i]), orderBlocks[i]);
    std::vector<llvm::BasicBlock *> leaves;
    for (unsigned j = 0; j < std::size(kScopes); ++j)
      leaves.push_back(llvm::BasicBlock::Create(c, "scope", &f, join));
    b.SetInsertPoint(orderBlocks[i]);
    llvm::SwitchInst *byScope = b.CreateSwitch(scope, leaves[0], 4);
    for (unsigned j = 0; j < std::size(kScopes); ++j) {
      if (kScopes[j] == AllSvmDevices)
        byScope->setDefaultDest(leaves[j]);
      else
        byScope->addCase(constant(scope, kScopes[j]), leaves[j]);
      b.SetInsertPoint(leaves[j]);
      llvm::Value *r = atomicFor(b, op, f, kOrders[i], kScopes[j]);
      b.CreateBr(join);
      if (phi)
        phi->addIncoming(r, leaves[j]);
    }
  }
  f.setLinkage(llvm::GlobalValue::ExternalLinkage);
  f.removeFnAttr(llvm::Attribute::NoInline);
  f.removeFnAttr(llvm::Attribute::OptimizeNone);
  f.addFnAttr(llvm::Attribute::AlwaysInline);
}

// A marker's parameters and result, as its op needs them: a pointer, the
// 32- or 64-bit integer it points to as every value, then order and scope.
bool wellFormed(const llvm::Function &f, llvm::StringRef op) {
  const unsigned values = op == "load" ? 0 : op == "cmpxchg" ? 2 : 1;
  if (f.arg_size() != values + 3 || !f.getArg(0)->getType()->isPointerTy())
    return false;
  llvm::Type *t = op == "load" ? f.getReturnType() : f.getArg(1)->getType();
  if (!t->isIntegerTy(32) && !t->isIntegerTy(64))
    return false;
  if (op == "store" ? !f.getReturnType()->isVoidTy() : f.getReturnType() != t)
    return false;
  for (unsigned i = 1; i <= values; ++i)
    if (f.getArg(i)->getType() != t)
      return false;
  return f.getArg(values + 1)->getType()->isIntegerTy() &&
         f.getArg(values + 2)->getType()->isIntegerTy();
}

}  // namespace

llvm::Error defineAtomicMarkers(llvm::Module &m) {
  for (llvm::Function &f : m) {
    if (!f.isDeclaration())
      continue;
    llvm::StringRef op = identifier(f.getName());
    if (!op.consume_front("__clb_llvm_"))
      continue;
    if (!isMarkerOp(op) || !wellFormed(f, op))
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "%s is not an atomic marker clb-libgen can define (tools/clb-link/lib/LlvmAtomics.cpp "
          "lists them and the parameters each takes)",
          f.getName().str().c_str());
    defineMarker(f, op);
  }
  return llvm::Error::success();
}

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
  const unsigned order = o == O::Acquire ? 0x2 : o == O::Release ? 0x4
                       : o == O::AcquireRelease ? 0x8 : o == O::SequentiallyConsistent ? 0x10 : 0;
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
  case 16: return "s";
  case 32: return "i";
  default: return "l";
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
  case B::Add: return "__spirv_AtomicIAdd";
  case B::Sub: return "__spirv_AtomicISub";
  case B::And: return "__spirv_AtomicAnd";
  case B::Or: return "__spirv_AtomicOr";
  case B::Xor: return "__spirv_AtomicXor";
  case B::Min: return "__spirv_AtomicSMin";
  case B::Max: return "__spirv_AtomicSMax";
  case B::UMin: return "__spirv_AtomicUMin";
  case B::UMax: return "__spirv_AtomicUMax";
  case B::Xchg: return "__spirv_AtomicExchange";
  default: return nullptr;  // floating: the translator says it cannot
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
      r = spirvCall(b, spirvRmw(rmw->getOperation()), t,
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
      r = spirvCall(b, "__spirv_AtomicLoad", load->getType(),
                    {p, u32(spirvScope(c, load->getSyncScopeID(), system)),
                     u32(spirvSemantics(load->getOrdering(), p->getType()->getPointerAddressSpace()))},
                    load->getType());
    } else if (auto *store = llvm::dyn_cast<llvm::StoreInst>(i)) {
      llvm::Value *p = store->getPointerOperand();
      llvm::Value *v = store->getValueOperand();
      spirvCall(b, "__spirv_AtomicStore", llvm::Type::getVoidTy(c),
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
