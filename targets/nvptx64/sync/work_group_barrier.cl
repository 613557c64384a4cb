// bar.sync already orders memory among the threads of a CTA, so a barrier of
// work-group (or narrower) scope is bar.sync alone. A wider scope first makes
// this work-item's writes visible at that scope, then waits.
#include <clb/defs.h>
#include <clb/fence.h>

CLB_OVLD void work_group_barrier(cl_mem_fence_flags flags, memory_scope scope) {
  if (scope == memory_scope_device || scope == __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES)
    __clb_work_item_fence(flags, CLB_MEMORY_ORDER_ACQ_REL, scope);
  __nvvm_bar_sync(0);
}

CLB_OVLD void work_group_barrier(cl_mem_fence_flags flags) {
  work_group_barrier(flags, memory_scope_work_group);
}
