// Samplers declared in the program. clang 15 compiles
//   const sampler_t s = CLK_NORMALIZED_COORDS_TRUE | CLK_FILTER_LINEAR;
// (at program scope or in a function) into a call
// __translate_sampler_initializer(i32 bits) wherever s is used, leaving the
// runtime to turn the bits into its sampler. Where the library implements
// images itself (include/clb/image.h), a sampler is a pointer whose value is
// its bits, the same value a sampler kernel argument carries, so each call
// becomes inttoptr of its argument and nothing is left for the runtime.
#include "steps/Steps.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

#include <algorithm>

namespace clb {

static const char kSamplerInitializer[] = "__translate_sampler_initializer";

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

// Where the runtime makes the samplers and the program becomes SPIR-V, the
// bits must stay constants: SPIR-V's sampler from bits is an OpConstantSampler
// of literal operands, and the translator aborts on a call whose bits are a
// run-time value. The optimizer makes one when it merges the calls of
// several branches into one call of a phi of their bits (a switch over
// program samplers, tests/kernels/image_samplers.cl); nomerge forbids that.
static void keepSamplerInitializersApart(llvm::Function &f) {
  for (llvm::User *u : f.users())
    if (auto *call = llvm::dyn_cast<llvm::CallBase>(u))
      call->addFnAttr(llvm::Attribute::NoMerge);
}

llvm::Error lowerSamplerInitializers(llvm::Module &m, const TargetInfo &target) {
  llvm::Function *f = m.getFunction(kSamplerInitializer);
  if (!f || !f->isDeclaration())
    return llvm::Error::success();
  if (!target.libraryImages) {
    if (std::count(target.emitForms.begin(), target.emitForms.end(), "spv"))
      keepSamplerInitializersApart(*f);
    return llvm::Error::success();
  }
  llvm::FunctionType *type = f->getFunctionType();
  if (type->getNumParams() != 1 || !type->getParamType(0)->isIntegerTy() ||
      !type->getReturnType()->isPointerTy()) {
    std::string printed;
    llvm::raw_string_ostream os(printed);
    type->print(os);
    return error(llvm::Twine(kSamplerInitializer) + " has the type " + os.str() +
                 "; clang declares it as a pointer (the sampler) taking an i32 (its bits)");
  }
  for (llvm::User *u : llvm::make_early_inc_range(f->users())) {
    auto *call = llvm::dyn_cast<llvm::CallInst>(u);
    if (!call || call->getCalledFunction() != f)
      return error(llvm::Twine(kSamplerInitializer) +
                   " is used other than by a call (its address is taken in " +
                   (llvm::isa<llvm::Instruction>(u)
                        ? llvm::cast<llvm::Instruction>(u)->getFunction()->getName()
                        : llvm::StringRef("a constant")) +
                   ")");
    llvm::IRBuilder<> b(call);
    llvm::Value *bits = b.CreateZExtOrTrunc(call->getArgOperand(0), b.getInt64Ty());
    llvm::Value *sampler = b.CreateIntToPtr(bits, call->getType());
    call->replaceAllUsesWith(sampler);
    call->eraseFromParent();
  }
  f->eraseFromParent();
  return llvm::Error::success();
}

}  // namespace clb
