// The one memory-fence primitive the synchronization builtins are written on.
// Generic: atomic_work_item_fence, which SPIR runtimes define. A target that
// must implement fences itself overrides generic/sync/clb_work_item_fence.cl.
#ifndef CLB_FENCE_H
#define CLB_FENCE_H

void __clb_work_item_fence(cl_mem_fence_flags flags, memory_order order, memory_scope scope);

#endif
