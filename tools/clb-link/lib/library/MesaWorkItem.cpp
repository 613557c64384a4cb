// The rusticl drop-in's work-item queries: SPIR-V built-in variables, not
// calls. The library's async copies ask get_local_linear_id and
// get_local_size, which the drop-in would import from the runtime (Mesa's
// libclc loader wants the module without OpenCL C's builtins lowered,
// library/BuildLibrary.cpp). Mesa 22.3 resolves no such import: inlining a copy into
// a kernel dereferenced the missing function and crashed rusticl in
// NirShader::inline (every async_work_group_copy and _strided_copy, found by
// tests/rusticl/every_export_test.cpp). libclc's file reads the same
// answers from the LocalInvocationId and WorkgroupSize built-ins, which the
// translator makes of globals with these names; so does the drop-in now.
#include "library/Library.h"

#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/Instructions.h>

namespace clb {

namespace {

// The SPIR-V built-in input `name`, a vector of three size_t.
llvm::GlobalVariable *builtIn(llvm::Module &m, const char *name) {
  llvm::Type *v3 = llvm::FixedVectorType::get(llvm::Type::getInt64Ty(m.getContext()), 3);
  if (llvm::GlobalVariable *gv = m.getGlobalVariable(name))
    return gv;
  // Address space 7: the translator's Input storage class.
  auto *gv = new llvm::GlobalVariable(m, v3, true, llvm::GlobalValue::ExternalLinkage, nullptr,
                                      name, nullptr, llvm::GlobalValue::NotThreadLocal, 7);
  gv->setAlignment(llvm::Align(32));
  return gv;
}

llvm::Value *component(llvm::IRBuilder<> &b, llvm::GlobalVariable *gv, unsigned i) {
  return b.CreateExtractElement(b.CreateLoad(gv->getValueType(), gv), b.getInt32(i));
}

}  // namespace

void lowerWorkItemQueriesForMesa(llvm::Module &m) {
  for (llvm::Function &f : llvm::make_early_inc_range(m)) {
    if (!f.isDeclaration())
      continue;
    const llvm::StringRef name = f.getName();
    const bool size = name == "_Z14get_local_sizej", linear = name == "_Z19get_local_linear_idv";
    if (!size && !linear)
      continue;
    for (llvm::User *u : llvm::make_early_inc_range(f.users())) {
      auto *call = llvm::dyn_cast<llvm::CallInst>(u);
      if (!call || call->getCalledFunction() != &f)
        continue;
      llvm::IRBuilder<> b(call);
      llvm::GlobalVariable *wgSize = builtIn(m, "__spirv_BuiltInWorkgroupSize");
      llvm::Value *result;
      if (size) {
        // Dimensions past 2 have size 1 (the spec's answer).
        llvm::Value *d = call->getArgOperand(0);
        llvm::Value *v = b.CreateLoad(wgSize->getValueType(), wgSize);
        llvm::Value *in = b.CreateICmpULT(d, b.getInt32(3));
        llvm::Value *safe = b.CreateSelect(in, d, b.getInt32(0));
        result = b.CreateSelect(in, b.CreateExtractElement(v, safe), b.getInt64(1));
      } else {
        // (z * size.y + y) * size.x + x.
        llvm::GlobalVariable *id = builtIn(m, "__spirv_BuiltInLocalInvocationId");
        result = b.CreateAdd(
            b.CreateMul(b.CreateAdd(b.CreateMul(component(b, id, 2), component(b, wgSize, 1)),
                                    component(b, id, 1)),
                        component(b, wgSize, 0)),
            component(b, id, 0));
      }
      call->replaceAllUsesWith(b.CreateZExtOrTrunc(result, call->getType()));
      call->eraseFromParent();
    }
    if (f.use_empty())
      f.eraseFromParent();
  }
}

}  // namespace clb
