// Integer -> integer saturation, __clb_sat_<dst>_s64 / _u64: the source is
// first widened to 64 bits (exact: sign- or zero-extended by its own type),
// then clamped to the destination's range. After inlining, the comparisons
// against constants fold back to the source's own width.
#include <clb/convert.h>

#define CLB_SATURATE(D, _)                                                       \
  CLB_CONST D __clb_sat_##D##_s64(long x) {                                     \
    if (x < (long)CLB_MIN_##D)                                                  \
      return (D)CLB_MIN_##D;                                                    \
    if (CLB_MAX_##D <= (ulong)LONG_MAX && x > (long)CLB_MAX_##D)                \
      return (D)CLB_MAX_##D;                                                    \
    return (D)x;                                                                \
  }                                                                             \
  CLB_CONST D __clb_sat_##D##_u64(ulong x) {                                    \
    return x > (ulong)CLB_MAX_##D ? (D)CLB_MAX_##D : (D)x;                      \
  }
CLB_FOR_EACH_INTEGER_SCALAR(CLB_SATURATE, _)
