// LinkRequest::variadicVectorsAsX86_64: printf's vector arguments as PoCL's
// printf reads them.
//
// PoCL's printf is C code compiled for the CPU (lib/kernel/printf.c), which
// takes each vector argument with va_arg under the x86-64 C convention.
// clang, compiling for x86-64 as PoCL's own compile does, passes a vector of
// 4 bytes or fewer (char2, char3, char4, short2, half2) as an integer of its
// size, which travels in a general-purpose register, and one of 8 bytes as a
// double, in an SSE register. The linked program is SPIR, where clang passes
// every vector as itself; the x86 backend then puts a char2 in an SSE
// register, where va_arg does not look: printf("%#v2hhx", (uchar2)(1, 2))
// printed "0x0,0x0". So each such argument is passed as clang would for
// x86-64; wider vectors already travel the same way both ways.
#include "steps/Steps.h"
#include "support/LLVMCompat.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

namespace clb {

void passVariadicVectorsAsX86_64(llvm::Module &m) {
  const llvm::DataLayout &dl = m.getDataLayout();
  for (llvm::Function &f : m) {
    if (!f.isDeclaration() || !f.isVarArg())
      continue;
    for (llvm::User *u : f.users()) {
      auto *call = llvm::dyn_cast<llvm::CallInst>(u);
      if (!call || call->getCalledOperand() != &f)
        continue;
      unsigned fixed = f.getFunctionType()->getNumParams();
      for (unsigned i = fixed; i < call->arg_size(); ++i) {
        llvm::Value *v = call->getArgOperand(i);
        if (!v->getType()->isVectorTy())
          continue;
        uint64_t bytes = dl.getTypeAllocSize(v->getType());
        llvm::IRBuilder<> b(call);
        llvm::Type *as = bytes <= 4   ? (llvm::Type *)b.getIntNTy(8 * bytes)
                         : bytes == 8 ? b.getDoubleTy()
                                      : nullptr;
        if (!as)
          continue;
        // Through memory: a 3-element vector's padding lane is undefined,
        // as in OpenCL C, and only its stored bytes are read back by PoCL.
        llvm::IRBuilder<> top(&call->getFunction()->getEntryBlock(),
                              call->getFunction()->getEntryBlock().begin());
        llvm::AllocaInst *slot = top.CreateAlloca(as, dl.getAllocaAddrSpace());
        slot->setAlignment(std::max(dl.getPrefTypeAlign(as), dl.getPrefTypeAlign(v->getType())));
        b.CreateStore(v, b.CreatePointerBitCastOrAddrSpaceCast(
                             slot, llvm::PointerType::get(v->getType(), dl.getAllocaAddrSpace())));
        call->setArgOperand(i, b.CreateLoad(as, slot));
        call->removeParamAttrs(i, llvm::AttributeFuncs::typeIncompatible(as));
      }
    }
  }
}

}  // namespace clb
