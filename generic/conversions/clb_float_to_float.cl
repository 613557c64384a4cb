// Floating -> floating helpers, __clb_<dst>_<mode>_<src>.
//
// Widening (half -> float -> double) is exact in every mode. float -> double
// and the correctly rounded double -> float (fptrunc) are the hardware's own;
// half is handled in bits so that no target needs half arithmetic.
// Narrowing in any other mode splits the source exactly and rounds once in
// the core (clb_pack_binary.cl), which knows the destination's subnormals and
// overflow. NaN stays NaN by one rule on every target (CLB_NAN_BITS in
// clb/convert.h: sign and leading payload kept, made quiet), not by the
// hardware's; infinities stay infinite in every mode.
#include <clb/convert.h>

#ifdef cl_khr_fp16
// half -> float: rebias a normal; a subnormal is frac * 2^-24, exact in float.
// Compared as magnitudes, not by exponent field: a 5-bit field tempts the
// optimizer into i5 arithmetic, which SPIR-V cannot express.
#define CLB_HALF_TO_FLOAT(MODE, _)                                               \
  CLB_CONST float __clb_float_##MODE##_half(half x) {                           \
    const uint h = as_ushort(x);                                                \
    const uint sign = (h & 0x8000u) << 16, mag = h & 0x7fffu;                   \
    if (mag > 0x7c00u)                                                          \
      return as_float((uint)CLB_NAN_BITS(half, h, 24, 32));                     \
    if (mag == 0x7c00u)                                                         \
      return as_float(sign | 0x7f800000u);                                      \
    if (mag < 0x0400u) /* zero or subnormal: mag * 2^-24 */                     \
      return as_float(sign | as_uint((float)mag * 0x1p-24f));                   \
    return as_float(sign | ((mag << 13) + ((127u - 15u) << 23)));               \
  }
CLB_FOR_EACH_MODE(CLB_HALF_TO_FLOAT, _)
#endif

#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
#define CLB_FLOAT_TO_DOUBLE(MODE, _)                                             \
  CLB_CONST double __clb_double_##MODE##_float(float x) {                       \
    return x == x ? (double)x : as_double(CLB_NAN_BITS(float, as_uint(x), 53, 64)); \
  }
CLB_FOR_EACH_MODE(CLB_FLOAT_TO_DOUBLE, _)
#ifdef cl_khr_fp16
#define CLB_HALF_TO_DOUBLE(MODE, _)                                              \
  CLB_CONST double __clb_double_##MODE##_half(half x) {                         \
    return __clb_double_rte_float(__clb_float_rte_half(x));                     \
  }
CLB_FOR_EACH_MODE(CLB_HALF_TO_DOUBLE, _)
#endif
#endif

// Narrowing S -> D in MODE (NaN: CLB_NAN_BITS).
#define CLB_NARROW(MODE, D, S, AS_D, P, W)                                       \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) {                                   \
    const CLB_BITS_##S bits = CLB_AS_BITS_##S(x);                               \
    const int SW = sizeof(CLB_BITS_##S) * 8;                                    \
    const CLB_BITS_##S sign = (CLB_BITS_##S)1 << (SW - 1);                      \
    const CLB_BITS_##S inf = (CLB_BITS_##S)CLB_AS_BITS_##S((S)INFINITY);        \
    const ulong dsign = (ulong)(bits >> (SW - 1)) << (W - 1);                   \
    const ulong dinf = (((ulong)1 << (W - P)) - 1) << (P - 1);                  \
    if ((bits & ~sign) > inf)                                                   \
      return AS_D(CLB_NAN_BITS(S, bits, P, W));                                 \
    if ((bits & ~sign) == inf)                                                  \
      return AS_D(dsign | dinf);                                                \
    int neg, e;                                                                 \
    ulong m;                                                                    \
    CLB_SPLIT(CLB_BITS_##S, bits, CLB_MANT_##S, CLB_BIAS_##S, neg, m, e);       \
    return AS_D(__clb_pack_binary(neg, m, e, CLB_MODE_##MODE, P, W));           \
  }

#define CLB_AS_FLOAT(b) as_float((uint)(b))
#define CLB_AS_HALF(b) as_half((ushort)(b))

#ifdef cl_khr_fp16
CLB_FOR_EACH_MODE(CLB_NARROW, half, float, CLB_AS_HALF, 11, 16)
#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
CLB_FOR_EACH_MODE(CLB_NARROW, half, double, CLB_AS_HALF, 11, 16)
#endif
#endif
#if defined(cl_khr_fp64) || defined(__opencl_c_fp64)
// Round to nearest even is fptrunc itself; the directed modes use the core.
CLB_CONST float __clb_float_rte_double(double x) {
  return x == x ? (float)x : as_float((uint)CLB_NAN_BITS(double, as_ulong(x), 24, 32));
}
CLB_NARROW(rtz, float, double, CLB_AS_FLOAT, 24, 32)
CLB_NARROW(rtp, float, double, CLB_AS_FLOAT, 24, 32)
CLB_NARROW(rtn, float, double, CLB_AS_FLOAT, 24, 32)
#endif
