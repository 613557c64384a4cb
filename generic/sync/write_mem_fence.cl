// OpenCL C 2.0 defines write_mem_fence(flags) as
// atomic_work_item_fence(flags, memory_order_release, memory_scope_work_group).
#include <clb/defs.h>
#include <clb/fence.h>

CLB_OVLD void write_mem_fence(cl_mem_fence_flags flags) {
  __clb_work_item_fence(flags, memory_order_release, memory_scope_work_group);
}
