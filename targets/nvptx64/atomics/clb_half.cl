// 16-bit atomics on nvptx64: a compare-and-swap loop on the half itself
// (atom.cas.b16, sm_70 and later), where the generic file works on the
// 32-bit word holding it. The word can reach 2 bytes past the end of the
// buffer (a half at the start of a word that is the buffer's last element),
// which compute-sanitizer reports as an out-of-bounds access and which may
// cross into memory the kernel does not own.
#include "ptx_atomics.h"

#if CLB_HAS_FP16
#define CLB_NV_HALF_SPACE(AS, ...)                                                          \
  static inline CLB_OVLD ushort clb_nv_cas16(volatile AS ushort *p, ushort c, ushort v,     \
                                             memory_order o, memory_scope s) {              \
    ushort r;                                                                               \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_CAS, o, s, CLB_PTX_RMW_SEMS, CLB_PTX_SPACE_##AS, ".cas.b16", "h") \
    return r;                                                                               \
  }                                                                                         \
  CLB_OVLD ushort __clb_half_load(volatile AS half *p, memory_order o, memory_scope s) {    \
    ushort r;                                                                               \
    ulong a = (ulong)p;                                                                     \
    CLB_PTX_SCOPED_##AS(CLB_PTX_LD, o, s, CLB_PTX_LOAD_SEMS, CLB_PTX_SPACE_##AS, ".b16", "h") \
    return r;                                                                               \
  }                                                                                         \
  CLB_OVLD ushort __clb_half_rmw(volatile AS half *p, half v, int op, memory_order o,       \
                                 memory_scope s) {                                          \
    volatile AS ushort *w = (volatile AS ushort *)p;                                        \
    ushort old = __clb_half_load(p, CLB_RELAXED, s);                                        \
    for (;;) {                                                                              \
      const half c = __builtin_astype(old, half);                                           \
      const half n = op == CLB_HALF_ADD   ? c + v                                           \
                     : op == CLB_HALF_SUB ? c - v                                           \
                     : op == CLB_HALF_MIN ? CLB_FLOAT_MIN(c, v)                             \
                     : op == CLB_HALF_MAX ? CLB_FLOAT_MAX(c, v)                             \
                                          : v;                                              \
      const ushort seen = clb_nv_cas16(w, old, __builtin_astype(n, ushort), o, s);          \
      if (seen == old)                                                                      \
        return old;                                                                         \
      old = seen;                                                                           \
    }                                                                                       \
  }
CLB_ATOMIC_SPACES(CLB_NV_HALF_SPACE)
#endif
