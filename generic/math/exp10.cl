// exp10(x) = 2^k exp(r), k the integer nearest x log2(10), r = x ln10 - k ln2.
// x ln10 is formed exactly as a_hi + a_lo (an exact fma for the product's
// rounding error, plus x times ln10's own tail); k ln2's first 32 bits times
// k is exact and within a factor of 2 of a_hi, so their difference is exact
// too. See <clb/exp.h>.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/exp10f.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/float_math.h>

#define CLB_EXP10(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_exp10(T x) {                                      \
    T xc = __clb_exp_clamp(x, -330.0, 310.0);                                  \
    CLB_SIGNED(T) k;                                                           \
    T kd = __clb_exp_nearest(xc * CLB_LOG2_10, &k);                            \
    T a_hi = xc * CLB_LN10;                                                    \
    T a_lo = __clb_exp_fma(xc, (T)CLB_LN10, -a_hi) + xc * CLB_LN10_LO;         \
    T t_hi = a_hi - kd * CLB_LN2_HI32;                                         \
    T t_lo = a_lo - kd * CLB_LN2_LO32;                                         \
    T r_hi = t_hi + t_lo;                                                      \
    T r_lo = t_lo - (r_hi - t_hi);                                             \
    T y = __clb_exp_scale(1.0 + __clb_exp_s(r_hi, r_lo), k);                   \
    return x != x ? x : y;                                                     \
  }
CLB_WIDTHS_OF_double(CLB_EXP10)
// float: 2^(x log2(10)) through <clb/exp.h>'s float pieces, within 2^-49.9
// of exp10(x) (derived there), so E = 2^-48 leaves a factor of 4.
#define CLB_EXP10_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_exp10(T x) {                             \
    return __clb_expf_scaled(x, CLB_LOG2_10, CLB_EXPF_LOG2_10_LO, 50.0);        \
  }
CLB_WIDTHS_OF_double(CLB_EXP10_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, exp10, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, exp10)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, exp10)
