// The target table is generated from targets/*/target.cmake at configure time
// (cmake/ClbLibrary.cmake, clb_write_target_table, as cmake/ClbTargetSchema.cmake
// maps each variable to a field), and the questions clb-link asks about a
// target are answered from it alone.
#include "support/Support.h"

#include "emit/Emit.h"
#include "kernels/Kernels.h"
#include "steps/Steps.h"

#include <llvm/IR/CallingConv.h>

#include <algorithm>

namespace clb {

const std::vector<TargetInfo> &targets() {
  static const std::vector<TargetInfo> table = [] {
    std::vector<TargetInfo> table;
#include "clb/TargetTable.inc"
    return table;
  }();
  return table;
}

const TargetInfo *findTarget(const std::string &name) {
  for (const TargetInfo &t : targets())
    if (t.name == name)
      return &t;
  return nullptr;
}

std::string targetNames() {
  std::string names;
  for (const TargetInfo &t : targets())
    names += (names.empty() ? "" : ", ") + t.name;
  return names;
}

llvm::Error checkTarget(const TargetInfo &t) {
  auto bad = [&](const std::string &what) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "targets/" + t.name + "/target.cmake: " + what);
  };
  for (const std::string &form : t.emitForms)
    if (!isEmitForm(form))
      return bad("unknown emit form '" + form + "' in CLB_EMITS (bc, ll, spv, asm, obj)");
  if (!isLaunchBoundsStyle(t.launchBounds))
    return bad("unknown CLB_LAUNCH_BOUNDS '" + t.launchBounds + "' (nvvm, amdgpu or unset)");
  if (!isPrintfStyle(t.printf))
    return bad("unknown CLB_PRINTF '" + t.printf + "' (vprintf, printf-buffer or unset)");
  return llvm::Error::success();
}

bool isKernel(const llvm::Function &f, const TargetInfo &target) {
  return std::count(target.kernelCallingConventions.begin(), target.kernelCallingConventions.end(),
                    f.getCallingConv());
}

}  // namespace clb
