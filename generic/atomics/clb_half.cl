// 16-bit atomics on the 32-bit word that holds them (see <clb/atomic.h>).
#include <clb/atomic.h>

#if CLB_HAS_FP16
// The word, and the half's bit offset in it (little-endian on every target).
#define CLB_HALF_WORD(AS)                                                                   \
  volatile AS uint *w = (volatile AS uint *)((volatile AS uchar *)p - ((size_t)p & 2));     \
  const uint sh = ((uint)(size_t)p & 2) * 8;

#define CLB_HALF_SPACE(AS, ...)                                                             \
  CLB_OVLD ushort __clb_half_rmw(volatile AS half *p, half v, int op, memory_order o,       \
                                 memory_scope s) {                                          \
    CLB_HALF_WORD(AS)                                                                       \
    uint old = __clb_rmw_load(w, CLB_RELAXED, s);                                           \
    for (;;) {                                                                              \
      const half c = __builtin_astype((ushort)(old >> sh), half);                           \
      const half n = op == CLB_HALF_ADD   ? c + v                                           \
                     : op == CLB_HALF_SUB ? c - v                                           \
                     : op == CLB_HALF_MIN ? CLB_FLOAT_MIN(c, v)                             \
                     : op == CLB_HALF_MAX ? CLB_FLOAT_MAX(c, v)                             \
                                          : v;                                              \
      const uint word = (old & ~(0xffffu << sh)) | ((uint)__builtin_astype(n, ushort) << sh); \
      const uint seen = __clb_rmw_cas(w, old, word, o, s);                                  \
      if (seen == old)                                                                      \
        return (ushort)(old >> sh);                                                         \
      old = seen;                                                                           \
    }                                                                                       \
  }                                                                                         \
  CLB_OVLD ushort __clb_half_load(volatile AS half *p, memory_order o, memory_scope s) {    \
    CLB_HALF_WORD(AS)                                                                       \
    return (ushort)(__clb_rmw_load(w, o, s) >> sh);                                         \
  }
CLB_ATOMIC_SPACES(CLB_HALF_SPACE)
#endif
