// s_barrier waits for the work-group's waves but orders no memory (the AMDGPU
// memory model, LLVM's AMDGPUUsage): the fences around it make this
// work-item's writes visible at `scope` before the wait and the others'
// writes visible to it after.
#include <clb/defs.h>
#include <clb/fence.h>

CLB_OVLD void work_group_barrier(cl_mem_fence_flags flags, memory_scope scope) {
  __clb_work_item_fence(flags, (memory_order)__ATOMIC_RELEASE, scope);
  __builtin_amdgcn_s_barrier();
  __clb_work_item_fence(flags, (memory_order)__ATOMIC_ACQUIRE, scope);
}

CLB_OVLD void work_group_barrier(cl_mem_fence_flags flags) {
  work_group_barrier(flags, memory_scope_work_group);
}
