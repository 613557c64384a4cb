#include <clb/defs.h>

CLB_OVLD void barrier(cl_mem_fence_flags flags) {
  work_group_barrier(flags, memory_scope_work_group);
}
