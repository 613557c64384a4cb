// Floating -> floating helpers, __clb_<dst>_<mode>_<src>.
//
// Widening (half -> float -> double) is exact in every mode. float -> double
// and the correctly rounded double -> float (fptrunc) are the hardware's own;
// half is handled in bits so that no target needs half arithmetic.
// Narrowing in any other mode splits the source exactly and rounds once in
// the core (clb_pack_binary.cl), which knows the destination's subnormals and
// overflow. A NaN becomes the destination's canonical NaN on every target
// (CLB_NAN_CANONICAL in clb/convert.h), whatever the hardware would give;
// infinities stay infinite in every mode. double -> float is
// clb_double_to_float.cl, which a target replaces on its own.
#include <clb/convert.h>

#if CLB_HAS_FP16
// half -> float: rebias a normal; a subnormal is frac * 2^-24, exact in float.
// Compared as magnitudes, not by exponent field: a 5-bit field tempts the
// optimizer into i5 arithmetic, which SPIR-V cannot express.
#define CLB_HALF_TO_FLOAT(MODE, _)                                               \
  CLB_CONST float __clb_float_##MODE##_half(half x) {                           \
    const uint h = as_ushort(x);                                                \
    const uint sign = (h & 0x8000u) << 16, mag = h & 0x7fffu;                   \
    if (mag > 0x7c00u)                                                          \
      return CLB_NAN_OF(float);                                                 \
    if (mag == 0x7c00u)                                                         \
      return as_float(sign | 0x7f800000u);                                      \
    if (mag < 0x0400u) /* zero or subnormal: mag * 2^-24 */                     \
      return as_float(sign | as_uint((float)mag * 0x1p-24f));                   \
    return as_float(sign | ((mag << 13) + ((127u - 15u) << 23)));               \
  }
CLB_FOR_EACH_MODE(CLB_HALF_TO_FLOAT, _)
#endif

#if CLB_HAS_FP64
#define CLB_FLOAT_TO_DOUBLE(MODE, _)                                             \
  CLB_CONST double __clb_double_##MODE##_float(float x) {                       \
    return x == x ? (double)x : CLB_NAN_OF(double);                             \
  }
CLB_FOR_EACH_MODE(CLB_FLOAT_TO_DOUBLE, _)
#if CLB_HAS_FP16
#define CLB_HALF_TO_DOUBLE(MODE, _)                                              \
  CLB_CONST double __clb_double_##MODE##_half(half x) {                         \
    return __clb_double_rte_float(__clb_float_rte_half(x));                     \
  }
CLB_FOR_EACH_MODE(CLB_HALF_TO_DOUBLE, _)
#endif
#endif

#define CLB_AS_HALF(b) as_half((ushort)(b))

#if CLB_HAS_FP16
CLB_FOR_EACH_MODE(CLB_NARROW, half, float, CLB_AS_HALF, 11, 16)
#if CLB_HAS_FP64
CLB_FOR_EACH_MODE(CLB_NARROW, half, double, CLB_AS_HALF, 11, 16)
#endif
#endif
