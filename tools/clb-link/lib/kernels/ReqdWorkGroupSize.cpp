// A kernel's reqd_work_group_size, checked against the target's largest
// work-group once the kernels are known (after separateCalledKernels), so
// that every size the later steps and the library see (scratch size, launch
// bounds, the 32-bit __clb_work_group_reqd_size product) is at most it.
#include "kernels/Kernels.h"

#include <llvm/IR/Constants.h>

namespace clb {

// reqd_work_group_size in dimension d, 0 if the kernel has none.
uint64_t reqdSize(const llvm::Function &kernel, uint64_t d) {
  if (llvm::MDNode *md = kernel.getMetadata("reqd_work_group_size"))
    if (d < md->getNumOperands())
      if (auto *c = llvm::mdconst::dyn_extract<llvm::ConstantInt>(md->getOperand(d)))
        return c->getZExtValue();
  return 0;
}

llvm::Error checkReqdWorkGroupSizes(const llvm::Module &m, const TargetInfo &target) {
  const uint64_t max = target.maxWorkGroupSize;
  for (const llvm::Function &kernel : m) {
    llvm::MDNode *md = kernel.getMetadata("reqd_work_group_size");
    if (!md || !isKernel(kernel, target) || kernel.isDeclaration())
      continue;
    uint64_t size[3] = {1, 1, 1};
    std::string shown;
    for (unsigned d = 0; d < 3 && d < md->getNumOperands(); ++d) {
      size[d] = reqdSize(kernel, d);
      shown += (d ? ", " : "") + std::to_string(size[d]);
    }
    auto tooBig = [&](const std::string &what) {
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "kernel %s: reqd_work_group_size(%s) exceeds the largest work-group %s runs "
          "(%llu work-items): %s",
          kernel.getName().str().c_str(), shown.c_str(), target.name.c_str(),
          (unsigned long long)max, what.c_str());
    };
    for (unsigned d = 0; d < 3; ++d)
      if (size[d] > max)
        return tooBig(std::to_string(size[d]) + " in dimension " + std::to_string(d));
    // In 64 bits, overflow checked: the sizes are 32-bit each.
    uint64_t items = 1;
    bool overflow = false;
    for (unsigned d = 0; d < 3; ++d)
      overflow |= __builtin_mul_overflow(items, size[d], &items);
    if (overflow || items > max)
      return tooBig((overflow ? std::string("over 2^64") : std::to_string(items)) +
                    " work-items in all");
  }
  return llvm::Error::success();
}

}  // namespace clb
