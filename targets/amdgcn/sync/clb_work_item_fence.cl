// AMDGPU fences by order and scope: __builtin_amdgcn_fence takes both as
// constants (the scope as the backend's synchronization-scope name), so each
// combination is its own call; once clb-link inlines this, the arguments are
// constants and the switches fold to one fence. A fence orders every address
// space, at least what any flags ask for. Relaxed and no-flag fences order
// nothing and compile away. Scopes are named by value: some enumerators exist
// only under features amdgcn does not claim.
#include <clb/fence.h>

#define CLB_AMDGCN_FENCE(O)                                                     \
  case O:                                                                       \
    switch ((int)scope) {                                                       \
    case __OPENCL_MEMORY_SCOPE_SUB_GROUP:                                       \
      __builtin_amdgcn_fence(O, "wavefront");                                   \
      return;                                                                   \
    case __OPENCL_MEMORY_SCOPE_WORK_GROUP:                                      \
      __builtin_amdgcn_fence(O, "workgroup");                                   \
      return;                                                                   \
    case __OPENCL_MEMORY_SCOPE_DEVICE:                                          \
      __builtin_amdgcn_fence(O, "agent");                                       \
      return;                                                                   \
    case __OPENCL_MEMORY_SCOPE_ALL_SVM_DEVICES:                                 \
      __builtin_amdgcn_fence(O, "");                                            \
      return;                                                                   \
    }                                                                           \
    return;

void __clb_work_item_fence(cl_mem_fence_flags flags, memory_order order, memory_scope scope) {
  if (!flags)
    return;
  switch ((int)order) {
    CLB_AMDGCN_FENCE(__ATOMIC_ACQUIRE)
    CLB_AMDGCN_FENCE(__ATOMIC_RELEASE)
    CLB_AMDGCN_FENCE(__ATOMIC_ACQ_REL)
    CLB_AMDGCN_FENCE(__ATOMIC_SEQ_CST)
  }
}
