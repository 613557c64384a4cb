// OpenCL C 2.0 defines mem_fence(flags) as
// atomic_work_item_fence(flags, memory_order_acq_rel, memory_scope_work_group).
#include <clb/defs.h>
#include <clb/fence.h>

CLB_OVLD void mem_fence(cl_mem_fence_flags flags) {
  __clb_work_item_fence(flags, CLB_MEMORY_ORDER_ACQ_REL, memory_scope_work_group);
}
