// The launch parameter (targets whose TargetInfo::launchParameterBytes is
// set: nvptx64). Every kernel gets one more parameter after the program's
// own, a by-value block of that many bytes describing the NDRange
// (include/clbuiltins/nvptx_launch.h). By value, the backend keeps it in the
// parameter bank: reads are constant-bank operands, and each launch carries
// its own copy, so launches of one module may overlap with different
// NDRanges. Every kernel has it, used or not, so a host passes the same
// trailing argument to any kernel.
//
// The library reads it through two hooks with no definition (targets/nvptx64/
// workitem/launch.h), resolved here in each kernel once every call path to
// them is inlined into it:
//  - __clb_launch_parameter(): the kernel's own launch parameter;
//  - __clb_launch_uniform(): 1 when the program was linked with
//    LinkRequest::uniformLaunch, else 0, so the work-item functions fold to the
//    hardware's ids or to the parameter's fields.
// Kernels called from other functions were already redirected to plain copies
// (separateCalledKernels), which inherit their caller's parameter by being
// inlined into it.
#include "kernels/Kernels.h"
#include "support/LLVMCompat.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Metadata.h>

namespace clb {

static const char kParameterHook[] = "__clb_launch_parameter";
static const char kUniformHook[] = "__clb_launch_uniform";
static const char kParameterName[] = "__clb_launch";

static llvm::Error error(const llvm::Twine &msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), msg);
}

// The OpenCL kernel-argument metadata clang attaches (one operand per
// parameter) gets an entry for the new parameter, so that reflection over the
// linked module sees as many arguments as the kernel has.
static void extendArgumentMetadata(llvm::Function &kernel) {
  llvm::LLVMContext &ctx = kernel.getContext();
  const struct {
    const char *kind;
    const char *text;  // null: an i32 0 (kernel_arg_addr_space: private)
  } entries[] = {{"kernel_arg_addr_space", nullptr},    {"kernel_arg_access_qual", "none"},
                 {"kernel_arg_type", "__clb_launch_t"}, {"kernel_arg_base_type", "__clb_launch_t"},
                 {"kernel_arg_type_qual", "const"},     {"kernel_arg_name", kParameterName}};
  for (const auto &e : entries) {
    llvm::MDNode *md = kernel.getMetadata(e.kind);
    if (!md)
      continue;
    llvm::SmallVector<llvm::Metadata *, 8> ops(md->op_begin(), md->op_end());
    if (e.text)
      ops.push_back(llvm::MDString::get(ctx, e.text));
    else
      ops.push_back(
          llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(llvm::Type::getInt32Ty(ctx), 0)));
    kernel.setMetadata(e.kind, llvm::MDNode::get(ctx, ops));
  }
}

// `kernel` rebuilt with the launch parameter appended: same name, body,
// attributes and metadata; every use of the old function (nvvm.annotations,
// llvm.used) moves to the new one.
static llvm::Expected<llvm::Function *> appendParameter(llvm::Function &kernel, llvm::Type *block) {
  for (llvm::User *u : kernel.users())
    if (llvm::isa<llvm::CallBase>(u))
      return error("internal error: kernel " + kernel.getName() +
                   " is still called after its callers were given a copy");
  llvm::FunctionType *old = kernel.getFunctionType();
  llvm::SmallVector<llvm::Type *, 8> params(old->param_begin(), old->param_end());
  llvm::LLVMContext &ctx = kernel.getContext();
  params.push_back(llvm::PointerType::get(ctx, 0));
  auto *type = llvm::FunctionType::get(old->getReturnType(), params, old->isVarArg());
  llvm::Function *f = llvm::Function::Create(type, kernel.getLinkage(), kernel.getAddressSpace());
  kernel.getParent()->getFunctionList().insert(kernel.getIterator(), f);
  f->copyAttributesFrom(&kernel);
  unsigned last = params.size() - 1;
  llvm::AttrBuilder attrs(ctx);
  attrs.addByValAttr(block);
  attrs.addAlignmentAttr(8);
  attrs.addAttribute(llvm::Attribute::NoUndef);
  attrs.addAttribute(llvm::Attribute::ReadOnly);
  f->addParamAttrs(last, attrs);
  compat::moveBlocksToFront(*f, kernel);
  for (unsigned i = 0; i < last; ++i) {
    kernel.getArg(i)->replaceAllUsesWith(f->getArg(i));
    f->getArg(i)->takeName(kernel.getArg(i));
  }
  f->getArg(last)->setName(kParameterName);
  llvm::SmallVector<std::pair<unsigned, llvm::MDNode *>, 8> mds;
  kernel.getAllMetadata(mds);
  for (const auto &[kind, md] : mds)
    f->setMetadata(kind, md);
  extendArgumentMetadata(*f);
  f->takeName(&kernel);
  kernel.replaceAllUsesWith(f);
  kernel.eraseFromParent();
  return f;
}

llvm::Error addLaunchParameter(llvm::Module &m, const TargetInfo &target, bool uniformLaunch) {
  llvm::Function *parameter = m.getFunction(kParameterHook);
  llvm::Function *uniform = m.getFunction(kUniformHook);
  if (!target.launchParameterBytes) {
    if (uniformLaunch)
      return error("--uniform-launch: " + target.name +
                   " has no launch parameter; its runtime describes the NDRange itself");
    for (llvm::Function *f : {parameter, uniform})
      if (f && !f->use_empty())
        return error("internal error: the library for " + target.name + " calls " + f->getName() +
                     ", which only targets with a launch parameter resolve");
    return llvm::Error::success();
  }
  llvm::LLVMContext &ctx = m.getContext();
  llvm::Type *block =
      llvm::ArrayType::get(llvm::Type::getInt64Ty(ctx), (target.launchParameterBytes + 7) / 8);
  llvm::SmallVector<llvm::Function *, 8> kernels;
  for (llvm::Function &f : m)
    if (isKernel(f, target) && !f.isDeclaration())
      kernels.push_back(&f);
  llvm::SmallVector<llvm::Function *, 2> roots;
  for (llvm::Function *f : {parameter, uniform})
    if (f && !f->use_empty())
      roots.push_back(f);
  llvm::SetVector<llvm::Function *> reach = reachingFunctions(roots);
  for (llvm::Function *old : kernels) {
    auto kernel = appendParameter(*old, block);
    if (!kernel)
      return kernel.takeError();
    llvm::Function &k = **kernel;
    if (reach.count(old)) {
      reach.remove(old);
      reach.insert(&k);
    }
    if (!reach.count(&k))
      continue;
    if (llvm::Error e = inlineReaching(k, reach, {}))
      return e;
    for (llvm::CallBase *call : callsIn(parameter, k)) {
      call->replaceAllUsesWith(k.getArg(k.arg_size() - 1));
      call->eraseFromParent();
    }
    for (llvm::CallBase *call : callsIn(uniform, k)) {
      call->replaceAllUsesWith(llvm::ConstantInt::get(call->getType(), uniformLaunch));
      call->eraseFromParent();
    }
  }
  return dropKernelContextHooks(reach, roots, "work-item functions", target);
}

}  // namespace clb
