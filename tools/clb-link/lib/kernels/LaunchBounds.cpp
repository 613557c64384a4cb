// The work-group bound of a kernel whose collectives clb-link sized (WorkGroupScratch.cpp),
// told to the backend in the form the target's CLB_LAUNCH_BOUNDS names. The
// bound is the kernel's reqd_work_group_size, else the target's maximum
// (CLB_MAX_WORK_GROUP_SIZE), the size the collective scratch was made for.
#include "kernels/Kernels.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Metadata.h>

namespace clb {

// nvvm.annotations, read by the NVPTX backend. The nvptx64 collectives keep a
// value per warp in registers for the fold across warps; ptxas, told nothing,
// may then use more registers than a group of the size the kernel is
// enqueued with can have (CUDA_ERROR_OUT_OF_RESOURCES at launch). With
// reqd_work_group_size the bound is that size (.maxntid, as CUDA's
// __launch_bounds__); without, any group up to the target's maximum must
// launch, so registers are capped for it (.maxnreg: 65536 registers per SM
// on sm_80 and later, at most 255 per thread).
static void addNvvmLaunchBounds(llvm::Function &kernel, const TargetInfo &target) {
  llvm::Module &m = *kernel.getParent();
  llvm::LLVMContext &ctx = m.getContext();
  llvm::NamedMDNode *annotations = m.getOrInsertNamedMetadata("nvvm.annotations");
  auto add = [&](const char *key, uint64_t value) {
    llvm::Metadata *ops[] = {
        llvm::ValueAsMetadata::get(&kernel), llvm::MDString::get(ctx, key),
        llvm::ConstantAsMetadata::get(llvm::ConstantInt::get(llvm::Type::getInt32Ty(ctx), value))};
    annotations->addOperand(llvm::MDNode::get(ctx, ops));
  };
  if (reqdSize(kernel, 0)) {
    add("maxntidx", reqdSize(kernel, 0));
    add("maxntidy", std::max<uint64_t>(1, reqdSize(kernel, 1)));
    add("maxntidz", std::max<uint64_t>(1, reqdSize(kernel, 2)));
  } else {
    add("maxnreg", std::min<uint64_t>(255, 65536 / std::max(1u, target.maxWorkGroupSize)));
  }
}

// "amdgpu-flat-work-group-size"="min,max", read by the AMDGPU backend (it
// sizes registers and LDS use for at most max work-items, and the code object
// tells the runtime that max). clang 15 gives every OpenCL kernel without
// reqd_work_group_size "1,256"; a kernel whose scratch is sized for the
// target's maximum must be allowed to launch that many.
static void addAmdgpuLaunchBounds(llvm::Function &kernel, const TargetInfo &target) {
  uint64_t items = target.maxWorkGroupSize, least = 1;
  if (reqdSize(kernel, 0)) {
    items = reqdSize(kernel, 0) * std::max<uint64_t>(1, reqdSize(kernel, 1)) *
            std::max<uint64_t>(1, reqdSize(kernel, 2));
    least = items;
  }
  kernel.addFnAttr("amdgpu-flat-work-group-size",
                   std::to_string(least) + "," + std::to_string(items));
}

// CLB_LAUNCH_BOUNDS names one of these; unset adds nothing.
static const struct {
  const char *name;
  void (*add)(llvm::Function &, const TargetInfo &);
} kStyles[] = {{"nvvm", addNvvmLaunchBounds}, {"amdgpu", addAmdgpuLaunchBounds}};

bool isLaunchBoundsStyle(const std::string &style) {
  if (style.empty())
    return true;
  for (const auto &s : kStyles)
    if (style == s.name)
      return true;
  return false;
}

void addLaunchBounds(llvm::Function &kernel, const TargetInfo &target) {
  for (const auto &s : kStyles)
    if (target.launchBounds == s.name)
      s.add(kernel, target);
}

}  // namespace clb
