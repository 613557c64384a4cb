// to_global, to_local, to_private (clang lowers them to calls of __to_global,
// __to_local and __to_private on a generic pointer) and get_fence: PTX's
// isspacep tells which window of the generic address space a pointer is in;
// the cast back to a named space is cvta. A pointer outside the space gives
// NULL, as the spec requires.
#include <clb/defs.h>

#define CLB_ISSPACEP(SPACE)                                                     \
  static bool __clb_is_##SPACE(const generic void *p) {                         \
    uint r;                                                                     \
    __asm__("{\n\t.reg .pred q;\n\tisspacep." #SPACE " q, %1;\n\tselp.u32 %0, 1, 0, q;\n\t}" \
            : "=r"(r) : "l"(p));                                                \
    return r != 0;                                                              \
  }
CLB_ISSPACEP(global)
CLB_ISSPACEP(shared)
CLB_ISSPACEP(local)

global void *__to_global(generic void *p) { return __clb_is_global(p) ? (global void *)p : 0; }
local void *__to_local(generic void *p) { return __clb_is_shared(p) ? (local void *)p : 0; }
private void *__to_private(generic void *p) { return __clb_is_local(p) ? (private void *)p : 0; }

// Local memory orders with a local fence; anything else (global, and private,
// for which any valid value will do) with a global one.
CLB_OVLD cl_mem_fence_flags get_fence(const generic void *p) {
  return __clb_is_shared(p) ? CLK_LOCAL_MEM_FENCE : CLK_GLOBAL_MEM_FENCE;
}
CLB_OVLD cl_mem_fence_flags get_fence(generic void *p) { return get_fence((const generic void *)p); }
