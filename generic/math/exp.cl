// exp(x) = 2^k exp(r), k the integer nearest x / ln2, r = x - k ln2 as
// r_hi + r_lo: k ln2's first 32 bits times k is exact, and so is x minus it
// (the two are within a factor of 2 of each other, or k is 0), so r_hi is
// exact and r_lo = -k (ln2 - those bits) carries the rest. See <clb/exp.h>.
// x is clamped to [-746, 710], beyond which every result is 0 or INF, and
// the scaling by 2^k then overflows or underflows correctly rounded.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/expf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/float_math.h>

#define CLB_EXP(T, ...)                                                        \
  CLB_OVLD CLB_CONST T __clb_exp(T x) {                                        \
    T xc = __clb_exp_clamp(x, -746.0, 710.0);                                  \
    CLB_SIGNED(T) k;                                                           \
    T kd = __clb_exp_nearest(xc * CLB_LOG2E, &k);                              \
    T r_hi = xc - kd * CLB_LN2_HI32;                                           \
    T r_lo = -kd * CLB_LN2_LO32;                                               \
    T y = __clb_exp_scale(1.0 + __clb_exp_s(r_hi, r_lo), k);                   \
    return x != x ? x : y;                                                     \
  }
CLB_WIDTHS_OF_double(CLB_EXP)
// float: x clamped to +-120 (far outside float's range of exp), k =
// nearest(x log2(e)) (the product rounded: |r| <= ln2/2 + 2^-45), r = x -
// k ln2 by two fmas, ln2 as a pair (each rounding 2^-55 absolute, the
// pair's own error |k| 2^-108), then exp(r) by <clb/exp.h>'s float pieces
// (2^-50.55, the evaluation 2^-52.7 and 2^-53) times 2^k exactly: within
// 2^-49.9 of exp(x) (a host replica saw 2^-50.29), and E = 2^-48.
#define CLB_EXP_FAST(T, ...)                                                   \
  static inline CLB_OVLD T __clb_fast_exp(T x) {                               \
    T xc = __clb_exp_clamp(x, -120.0, 120.0), scale;                           \
    T kd = __clb_expf_nearest(xc * CLB_LOG2E, &scale);                         \
    T r = __clb_exp_fma(-kd, (T)CLB_LN2, xc);                                  \
    r = __clb_exp_fma(-kd, (T)CLB_EXPF_LN2_LO, r);                             \
    return __clb_expf_poly_e(r) * scale;                                       \
  }
CLB_WIDTHS_OF_double(CLB_EXP_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, exp, 0x1p-48)
// The default: the float core, generic/math/float/expf.cl.
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, exp)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, exp)
