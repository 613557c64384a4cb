// sub_group_barrier on nvptx64: bar.warp.sync over the sub-group's lanes,
// which also orders memory among them; a fence of wider scope than the
// sub-group comes first, as work_group_barrier does for wide scopes.
#include "sub_group.h"
#include <clb/fence.h>

CLB_OVLD void __clb_sub_group_barrier(cl_mem_fence_flags flags, memory_scope scope) {
  if (scope != __OPENCL_MEMORY_SCOPE_SUB_GROUP)
    __clb_work_item_fence(flags, CLB_MEMORY_ORDER_ACQ_REL, scope);
  __nvvm_bar_warp_sync(__clb_nvptx_sub_group_mask());
}
CLB_OVLD void __clb_sub_group_barrier(cl_mem_fence_flags flags) {
  __nvvm_bar_warp_sync(__clb_nvptx_sub_group_mask());
}
