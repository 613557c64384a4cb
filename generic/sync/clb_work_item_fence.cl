#include <clb/fence.h>

void __clb_work_item_fence(cl_mem_fence_flags flags, memory_order order, memory_scope scope) {
  atomic_work_item_fence(flags, order, scope);
}
