// log10(x) = k log10(2) + (f - c) log10(e) (<clb/log.h>): k times log10(2)'s
// first 32 bits is exact; f log10(e) is p + pe (an exact fma for the
// rounding) plus the tails; the two large terms are summed exactly (the
// first is the larger or zero) and the small ones join before the last
// rounding.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/log10f.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/log.h>
#include <clb/float_math.h>

#define CLB_LOG10(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_log10(T x) {                                      \
    CLB_SIGNED(T) k;                                                           \
    T f = __clb_log_reduce(x, &k) - 1.0;                                       \
    T kd = CLB_CONVERT(T, k);                                                  \
    T a = kd * CLB_LOG10_2_HI32;                                               \
    T p = f * CLB_LOG10E_HI;                                                   \
    T q = __clb_exp_fma(f, (T)CLB_LOG10E_HI, -p) + f * CLB_LOG10E_LO -         \
          __clb_log_corr(f) * CLB_LOG10E_HI + kd * CLB_LOG10_2_LO32;           \
    T t = a + p;                                                               \
    T y = t + (((a - t) + p) + q);                                             \
    return __clb_log_special(x, y);                                            \
  }
CLB_WIDTHS_OF_double(CLB_LOG10)
// float: k log10(2) + log(m) log10(e) (<clb/log.h>'s float pieces): for
// k != 0 |log10 x| >= |k| log10(2) / 2 >= |log10 m|, so the two constants'
// roundings (2^-52 and 2^-53 of the result), log(m)'s error (2^-51.9) and
// the two roundings keep it within 2^-50.2 of log10(x); E = 2^-48.
#define CLB_LOG10_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_log10(T x) {                             \
    T kd, a = __clb_logf_m(x, &kd);                                            \
    T y = __clb_exp_fma(kd, (T)CLB_LOGF_LOG10_2, a * CLB_LOG10E_HI);           \
    return __clb_logf_takes(x) ? y : (T)NAN;                                   \
  }
CLB_WIDTHS_OF_double(CLB_LOG10_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, log10, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, log10)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, log10)
