// The one memory-fence primitive the synchronization builtins are written on.
// Generic: atomic_work_item_fence, which SPIR runtimes define. A target that
// must implement fences itself overrides generic/sync/clb_work_item_fence.cl.
#ifndef CLB_FENCE_H
#define CLB_FENCE_H

void __clb_work_item_fence(cl_mem_fence_flags flags, memory_order order, memory_scope scope);

// memory_order_acq_rel by value: the enumerator exists only where the target
// claims __opencl_c_atomic_order_acq_rel (every target does since the library
// has atomics, but a fence must not depend on a feature claim).
#define CLB_MEMORY_ORDER_ACQ_REL ((memory_order)__ATOMIC_ACQ_REL)

#endif
