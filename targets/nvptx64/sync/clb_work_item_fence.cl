// PTX fences by scope. membar has sequentially consistent semantics, which is
// at least as strong as every OpenCL order; relaxed and no-flag fences order
// nothing and compile away. Sub-group scope falls to the CTA fence. The
// all-devices scope is named by its value, so the fence does not depend on
// the __opencl_c_atomic_scope_all_devices claim.
#include <clb/fence.h>

void __clb_work_item_fence(cl_mem_fence_flags flags, memory_order order, memory_scope scope) {
  if (!flags || order == memory_order_relaxed || scope == memory_scope_work_item)
    return;
  if (scope == memory_scope_device)
    __nvvm_membar_gl();
  else if (scope == __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES)
    __nvvm_membar_sys();
  else
    __nvvm_membar_cta();
}
