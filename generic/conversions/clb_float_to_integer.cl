// Floating -> integer helpers, __clb_<dst>_sat_<mode>_<src>: the value is
// split exactly into sign, integer significand and exponent and handed to the
// integer core (clb_scaled_to_integer.cl), which rounds once and saturates.
// NaN gives 0 and infinities saturate, as _sat requires; the unsaturated
// conversions use the same helpers, since their out-of-range results are
// implementation-defined and saturation is the useful definition.
// A half is widened to float first: that is exact, and one path is tested.
#include <clb/convert.h>

#define CLB_TO_INTEGER(D, neg, m, e, MODE)                                      \
  (CLB_SIGNED_##D                                                               \
       ? (D)__clb_scaled_to_s64_sat(neg, m, e, CLB_MODE_##MODE, CLB_MIN_##D,    \
                                    CLB_MAX_##D)                                \
       : (D)__clb_scaled_to_u64_sat(neg, m, e, CLB_MODE_##MODE, CLB_MAX_##D))

#define CLB_FROM_BINARY(MODE, D, S)                                              \
  CLB_CONST D __clb_##D##_sat_##MODE##_##S(S x) {                               \
    const CLB_BITS_##S bits = CLB_AS_BITS_##S(x);                               \
    const CLB_BITS_##S inf = (CLB_BITS_##S)CLB_AS_BITS_##S((S)INFINITY);        \
    const CLB_BITS_##S abs = bits & (inf | (((CLB_BITS_##S)1 << CLB_MANT_##S) - 1)); \
    int neg, e;                                                                 \
    ulong m;                                                                    \
    if (abs > inf) /* NaN */                                                    \
      return 0;                                                                 \
    CLB_SPLIT(CLB_BITS_##S, bits, CLB_MANT_##S, CLB_BIAS_##S, neg, m, e);       \
    if (abs == inf) /* beyond every limit: saturate */                          \
      e = 4096;                                                                 \
    return CLB_TO_INTEGER(D, neg, m, e, MODE);                                  \
  }
#define CLB_FROM_HALF(MODE, D, S)                                                \
  CLB_CONST D __clb_##D##_sat_##MODE##_half(half x) {                           \
    return __clb_##D##_sat_##MODE##_float(__clb_float_rte_half(x));              \
  }

#define CLB_MODES_FROM_BINARY(D, S) CLB_FOR_EACH_MODE(CLB_FROM_BINARY, D, S)
#define CLB_MODES_FROM_HALF(D, S) CLB_FOR_EACH_MODE(CLB_FROM_HALF, D, S)

CLB_FOR_EACH_INTEGER_SCALAR(CLB_MODES_FROM_BINARY, float)
#if CLB_HAS_FP64
CLB_FOR_EACH_INTEGER_SCALAR(CLB_MODES_FROM_BINARY, double)
#endif
#if CLB_HAS_FP16
CLB_FOR_EACH_INTEGER_SCALAR(CLB_MODES_FROM_HALF, half)
#endif
