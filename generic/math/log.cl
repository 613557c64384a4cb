// log(x) = k ln2 + (f - c) (<clb/log.h>), summed as k ln2_hi + (f - (c - k
// ln2_lo)): k times ln2's first 32 bits is exact, and the small terms meet
// before the one rounding with the large ones.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/logf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/log.h>
#include <clb/float_math.h>

#define CLB_LOG(T, ...)                                                        \
  CLB_OVLD CLB_CONST T __clb_log(T x) {                                        \
    CLB_SIGNED(T) k;                                                           \
    T f = __clb_log_reduce(x, &k) - 1.0;                                       \
    T kd = CLB_CONVERT(T, k);                                                  \
    T y = kd * CLB_LN2_HI32 + (f - (__clb_log_corr(f) - kd * CLB_LN2_LO32));   \
    return __clb_log_special(x, y);                                            \
  }
CLB_WIDTHS_OF_double(CLB_LOG)
// float: k ln2 + log(m) (<clb/log.h>'s float pieces), one fma: for k != 0
// |log x| >= 0.3466 |k| and >= |log m|, so ln2's rounding (2^-55.26 |k|)
// costs 2^-53.7 of the result, log(m)'s error 2^-51.9 and the fma 2^-53:
// within 2^-50.9 of log(x), and E = 2^-48 leaves a factor of 7.
#define CLB_LOG_FAST(T, ...)                                                   \
  static inline CLB_OVLD T __clb_fast_log(T x) {                               \
    T kd, a = __clb_logf_m(x, &kd);                                            \
    return __clb_logf_takes(x) ? __clb_exp_fma(kd, (T)CLB_LN2, a) : (T)NAN;    \
  }
CLB_WIDTHS_OF_double(CLB_LOG_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, log, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, log)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, log)
