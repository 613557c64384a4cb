// sub_group_barrier in the size-1 emulation: a sub-group of one work-item
// has nobody to wait for, so the barrier is its memory fence alone (at the
// scope given; sub-group scope by default, as the spec's one-argument form).
#include <clb/fence.h>
#include <clb/sub_group.h>

CLB_OVLD void __clb_sub_group_barrier(cl_mem_fence_flags flags, memory_scope scope) {
  __clb_work_item_fence(flags, CLB_MEMORY_ORDER_ACQ_REL, scope);
}
CLB_OVLD void __clb_sub_group_barrier(cl_mem_fence_flags flags) {
  __clb_sub_group_barrier(flags, (memory_scope)__OPENCL_MEMORY_SCOPE_SUB_GROUP);
}
