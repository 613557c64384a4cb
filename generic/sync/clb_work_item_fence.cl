// SPIR-V's OpMemoryBarrier takes its scope and semantics as constants, and
// SPIRV-LLVM-Translator refuses atomic_work_item_fence with variable
// arguments. This helper receives the user's flags (mem_fence(flags)) and
// its callers' order and scope across a file boundary, so it dispatches every
// combination to a call with constant arguments. Once clb-link inlines it,
// the arguments are constants again and the switches fold to one call.
// Fences that order nothing (no flags, relaxed order, work-item scope) are
// no-ops and emit no barrier at all.
#include <clb/fence.h>

#define CLB_FENCE_SCOPE(F, O, S)                                                \
  case S:                                                                       \
    atomic_work_item_fence(F, O, S);                                            \
    return;
#define CLB_FENCE_ORDER(F, O)                                                   \
  case O:                                                                       \
    switch ((int)scope) {                                                       \
      CLB_FENCE_SCOPE(F, O, __OPENCL_MEMORY_SCOPE_WORK_GROUP)                   \
      CLB_FENCE_SCOPE(F, O, __OPENCL_MEMORY_SCOPE_DEVICE)                       \
      CLB_FENCE_SCOPE(F, O, __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES)              \
      CLB_FENCE_SCOPE(F, O, __OPENCL_MEMORY_SCOPE_SUB_GROUP)                    \
    }                                                                           \
    return;
#define CLB_FENCE_FLAGS(F)                                                      \
  case F:                                                                       \
    switch ((int)order) {                                                       \
      CLB_FENCE_ORDER(F, __ATOMIC_ACQUIRE)                                      \
      CLB_FENCE_ORDER(F, __ATOMIC_RELEASE)                                      \
      CLB_FENCE_ORDER(F, __ATOMIC_ACQ_REL)                                      \
      CLB_FENCE_ORDER(F, __ATOMIC_SEQ_CST)                                      \
    }                                                                           \
    return;

void __clb_work_item_fence(cl_mem_fence_flags flags, memory_order order, memory_scope scope) {
  // Flags are CLK_LOCAL_MEM_FENCE (1), CLK_GLOBAL_MEM_FENCE (2) and
  // CLK_IMAGE_MEM_FENCE (4), in any combination; other bits are not valid.
  // (Masking them off would let the optimizer narrow the switch to an i3,
  // which SPIR-V cannot express.)
  switch (flags) {
    CLB_FENCE_FLAGS(1)
    CLB_FENCE_FLAGS(2)
    CLB_FENCE_FLAGS(3)
    CLB_FENCE_FLAGS(4)
    CLB_FENCE_FLAGS(5)
    CLB_FENCE_FLAGS(6)
    CLB_FENCE_FLAGS(7)
  }
}
