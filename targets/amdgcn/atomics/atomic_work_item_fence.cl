// SPIR runtimes define this themselves; on amdgcn the library does.
#include <clb/defs.h>
#include <clb/fence.h>

CLB_OVLD void atomic_work_item_fence(cl_mem_fence_flags flags, memory_order order,
                                     memory_scope scope) {
  __clb_work_item_fence(flags, order, scope);
}
