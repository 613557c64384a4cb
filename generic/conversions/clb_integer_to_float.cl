// Integer -> floating helpers, __clb_<dst>_<mode>_<src>. Round to nearest
// even into float and double is what the hardware's own conversion does
// (sitofp/uitofp are correctly rounded), so it is used; every directed mode,
// and every conversion to half (whose range an int can exceed), goes through
// the rounding core (clb_pack_binary.cl) with the magnitude as significand.
#include <clb/convert.h>

#define CLB_NEGATIVE(S, x) (CLB_SIGNED_##S ? (long)(x) < 0 : 0)
// |x| as a 64-bit magnitude; for LONG_MIN the unsigned negation is exact.
#define CLB_MAGNITUDE(S, x) (CLB_NEGATIVE(S, x) ? 0 - (ulong)(long)(x) : (ulong)(x))

#define CLB_INT_TO(MODE, D, S, AS_D, P, W)                                      \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) {                                   \
    if (CLB_MODE_##MODE == CLB_MODE_rte && W != 16)                             \
      return (D)x;                                                              \
    return AS_D(__clb_pack_binary(CLB_NEGATIVE(S, x), CLB_MAGNITUDE(S, x), 0,   \
                                  CLB_MODE_##MODE, P, W));                      \
  }

#define CLB_AS_FLOAT(b) as_float((uint)(b))
#define CLB_AS_DOUBLE(b) as_double((ulong)(b))
#define CLB_AS_HALF(b) as_half((ushort)(b))

#define CLB_TO_FLOAT(S, _) CLB_FOR_EACH_MODE(CLB_INT_TO, float, S, CLB_AS_FLOAT, 24, 32)
CLB_FOR_EACH_INTEGER_SCALAR(CLB_TO_FLOAT, _)
#if CLB_HAS_FP64
#define CLB_TO_DOUBLE(S, _) CLB_FOR_EACH_MODE(CLB_INT_TO, double, S, CLB_AS_DOUBLE, 53, 64)
CLB_FOR_EACH_INTEGER_SCALAR(CLB_TO_DOUBLE, _)
#endif
#if CLB_HAS_FP16
#define CLB_TO_HALF(S, _) CLB_FOR_EACH_MODE(CLB_INT_TO, half, S, CLB_AS_HALF, 11, 16)
CLB_FOR_EACH_INTEGER_SCALAR(CLB_TO_HALF, _)
#endif
