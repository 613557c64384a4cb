// Rewrites what llvm-spirv 15 translates wrongly into plain instructions
// before translation. The optimizer forms these from ordinary code, the
// library's or the user's: a saturating add written as `s < x ? MAX : s`
// becomes llvm.uadd.sat (rejected), a sum of vector components
// llvm.vector.reduce.add (rejected), a bit reversal llvm.bitreverse (made
// OpBitReverse, which needs the Shader capability: invalid in an OpenCL
// module), and a vector select on a scalar condition stays one (OpSelect
// needs a vector condition before SPIR-V 1.4). It also orders functions
// where the translator's output depends on their order (samplers).
#include "emit/Emit.h"
#include "support/LLVMCompat.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Intrinsics.h>

#include <vector>

namespace clb {
namespace {

// x +/- y clamped to the range of the (element) type.
llvm::Value *saturating(llvm::IRBuilder<> &b, llvm::Intrinsic::ID id, llvm::Value *x,
                        llvm::Value *y) {
  llvm::Type *t = x->getType();
  const unsigned bits = t->getScalarSizeInBits();
  switch (id) {
  case llvm::Intrinsic::uadd_sat: {
    llvm::Value *s = b.CreateAdd(x, y);
    return b.CreateSelect(b.CreateICmpULT(s, x), llvm::Constant::getAllOnesValue(t), s);
  }
  case llvm::Intrinsic::usub_sat:
    return b.CreateSelect(b.CreateICmpULT(x, y), llvm::Constant::getNullValue(t),
                          b.CreateSub(x, y));
  default: {
    // Signed: overflow when the operands' signs make it possible and the
    // result's sign differs from x's; then x's sign picks the end.
    const bool add = id == llvm::Intrinsic::sadd_sat;
    llvm::Value *r = add ? b.CreateAdd(x, y) : b.CreateSub(x, y);
    llvm::Value *xr = b.CreateXor(x, r);
    llvm::Value *ovf = b.CreateAnd(xr, add ? b.CreateXor(y, r) : b.CreateXor(x, y));
    llvm::Value *zero = llvm::Constant::getNullValue(t);
    llvm::Value *limit = b.CreateSelect(
        b.CreateICmpSLT(x, zero), llvm::ConstantInt::get(t, llvm::APInt::getSignedMinValue(bits)),
        llvm::ConstantInt::get(t, llvm::APInt::getSignedMaxValue(bits)));
    return b.CreateSelect(b.CreateICmpSLT(ovf, zero), limit, r);
  }
  }
}

// The components of v folded left to right by the reduction's operation.
llvm::Value *reduce(llvm::IRBuilder<> &b, llvm::Intrinsic::ID id, llvm::Value *v) {
  auto *vt = llvm::cast<llvm::FixedVectorType>(v->getType());
  llvm::Value *acc = b.CreateExtractElement(v, uint64_t(0));
  for (unsigned i = 1; i < vt->getNumElements(); ++i) {
    llvm::Value *e = b.CreateExtractElement(v, uint64_t(i));
    switch (id) {
    case llvm::Intrinsic::vector_reduce_add:
      acc = b.CreateAdd(acc, e);
      break;
    case llvm::Intrinsic::vector_reduce_mul:
      acc = b.CreateMul(acc, e);
      break;
    case llvm::Intrinsic::vector_reduce_and:
      acc = b.CreateAnd(acc, e);
      break;
    case llvm::Intrinsic::vector_reduce_or:
      acc = b.CreateOr(acc, e);
      break;
    case llvm::Intrinsic::vector_reduce_xor:
      acc = b.CreateXor(acc, e);
      break;
    case llvm::Intrinsic::vector_reduce_smax:
      acc = b.CreateSelect(b.CreateICmpSGT(acc, e), acc, e);
      break;
    case llvm::Intrinsic::vector_reduce_smin:
      acc = b.CreateSelect(b.CreateICmpSLT(acc, e), acc, e);
      break;
    case llvm::Intrinsic::vector_reduce_umax:
      acc = b.CreateSelect(b.CreateICmpUGT(acc, e), acc, e);
      break;
    default:
      acc = b.CreateSelect(b.CreateICmpULT(acc, e), acc, e);
      break;  // umin
    }
  }
  return acc;
}

// Bits reversed by swapping ever larger halves: adjacent bits, pairs,
// nibbles, ... up to the two halves of the element.
llvm::Value *bitReverse(llvm::IRBuilder<> &b, llvm::Value *v) {
  llvm::Type *t = v->getType();
  const unsigned bits = t->getScalarSizeInBits();
  for (unsigned s = 1; s < bits; s *= 2) {
    llvm::APInt m(bits, 0);  // s ones, s zeros, repeated: the low half of each 2s-bit group
    for (unsigned k = 0; k < bits; ++k)
      if ((k / s) % 2 == 0)
        m.setBit(k);
    llvm::Value *mask = llvm::ConstantInt::get(t, m);
    llvm::Value *shift = llvm::ConstantInt::get(t, s);
    v = b.CreateOr(b.CreateAnd(b.CreateLShr(v, shift), mask),
                   b.CreateShl(b.CreateAnd(v, mask), shift));
  }
  return v;
}

// A sampler as clang 15 passes it on SPIR: a pointer to opencl.sampler_t.
bool isSampler(llvm::Type *t) {
  auto *p = llvm::dyn_cast<llvm::PointerType>(t);
  if (!p || compat::isOpaque(p))
    return false;
  auto *s = llvm::dyn_cast<llvm::StructType>(compat::typedPointee(p));
  return s && s->hasName() && s->getName() == "opencl.sampler_t";
}

// llvm-spirv 15 declares OpTypeSampler twice, which spirv-val rejects, when
// it translates a sampler declared in the program (OpConstantSampler, from
// __translate_sampler_initializer) before the first function that takes a
// sampler parameter; translated after such a function, the constant reuses
// its type. So functions with sampler parameters go first (checked by
// tests/link/spirv_images_test.cpp).
void samplerParametersFirst(llvm::Module &m) {
  std::vector<llvm::Function *> first;
  for (llvm::Function &f : m)
    if (llvm::any_of(f.args(), [](const llvm::Argument &a) { return isSampler(a.getType()); }))
      first.push_back(&f);
  for (auto it = first.rbegin(); it != first.rend(); ++it) {
    (*it)->removeFromParent();
    m.getFunctionList().push_front(*it);
  }
}

}  // namespace

void lowerForSpirv(llvm::Module &m, bool crossDevice) {
  lowerAtomicsForSpirv(m, crossDevice);
  samplerParametersFirst(m);
  std::vector<llvm::IntrinsicInst *> calls;
  std::vector<llvm::SelectInst *> selects;
  for (llvm::Function &f : m)
    for (llvm::BasicBlock &bb : f)
      for (llvm::Instruction &i : bb)
        if (auto *si = llvm::dyn_cast<llvm::SelectInst>(&i)) {
          if (si->getType()->isVectorTy() && !si->getCondition()->getType()->isVectorTy())
            selects.push_back(si);
        } else if (auto *ii = llvm::dyn_cast<llvm::IntrinsicInst>(&i))
          switch (ii->getIntrinsicID()) {
          case llvm::Intrinsic::uadd_sat:
          case llvm::Intrinsic::usub_sat:
          case llvm::Intrinsic::sadd_sat:
          case llvm::Intrinsic::ssub_sat:
          case llvm::Intrinsic::vector_reduce_add:
          case llvm::Intrinsic::vector_reduce_mul:
          case llvm::Intrinsic::vector_reduce_and:
          case llvm::Intrinsic::vector_reduce_or:
          case llvm::Intrinsic::vector_reduce_xor:
          case llvm::Intrinsic::vector_reduce_smax:
          case llvm::Intrinsic::vector_reduce_smin:
          case llvm::Intrinsic::vector_reduce_umax:
          case llvm::Intrinsic::vector_reduce_umin:
          case llvm::Intrinsic::bitreverse:
            calls.push_back(ii);
            break;
          default:
            break;
          }
  for (llvm::IntrinsicInst *ii : calls) {
    llvm::IRBuilder<> b(ii);
    const llvm::Intrinsic::ID id = ii->getIntrinsicID();
    llvm::Value *r = id == llvm::Intrinsic::bitreverse ? bitReverse(b, ii->getArgOperand(0))
                     : ii->arg_size() == 2
                         ? saturating(b, id, ii->getArgOperand(0), ii->getArgOperand(1))
                         : reduce(b, id, ii->getArgOperand(0));
    ii->replaceAllUsesWith(r);
    ii->eraseFromParent();
  }
  for (llvm::SelectInst *si : selects) {
    llvm::IRBuilder<> b(si);
    auto *vt = llvm::cast<llvm::FixedVectorType>(si->getType());
    si->setCondition(b.CreateVectorSplat(vt->getNumElements(), si->getCondition()));
  }
}

}  // namespace clb
