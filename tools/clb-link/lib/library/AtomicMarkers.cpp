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
// its Scope and Semantics operands exactly (emit/SpirvAtomics.cpp).
#include "library/Library.h"

#include <llvm/ADT/StringSwitch.h>
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
  case Relaxed:
    return llvm::AtomicOrdering::Monotonic;
  case Acquire:
    return llvm::AtomicOrdering::Acquire;
  case Release:
    return llvm::AtomicOrdering::Release;
  case AcqRel:
    return llvm::AtomicOrdering::AcquireRelease;
  default:
    return llvm::AtomicOrdering::SequentiallyConsistent;
  }
}

const char *syncScopeName(unsigned scope) {
  switch (scope) {
  case WorkItem:
    return "singlethread";
  case SubGroup:
    return "subgroup";
  case WorkGroup:
    return "workgroup";
  case Device:
    return "device";
  default:
    return "";  // all_svm_devices: the system
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
  if (!mangled.consume_front("_Z") || mangled.consumeInteger(10, length) || length > mangled.size())
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
llvm::Value *atomicFor(llvm::IRBuilder<> &b, llvm::StringRef op, llvm::Function &f, unsigned order,
                       unsigned scope) {
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
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "%s is not an atomic marker clb-libgen can define "
                                     "(tools/clb-link/lib/library/AtomicMarkers.cpp "
                                     "lists them and the parameters each takes)",
                                     f.getName().str().c_str());
    defineMarker(f, op);
  }
  return llvm::Error::success();
}

}  // namespace clb
