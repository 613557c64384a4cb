// log(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/log.cl (__clb_log_f64, each lane);
// float and half by default: generic/math/float/logf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): where lanes may branch, a short evaluation in
// double (__clb_fast_log below, <clb/float_fast.h>, <clb/log.h>) and the
// double core on the lanes it does not decide; elsewhere the double core
// rounded once (CLB_FLOAT_CR_LINE).
#include <clb/double_cores.h>
#include <clb/log.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, log)
// float: k ln2 + log(m) (<clb/log.h>'s float pieces), one fma: for k != 0
// |log x| >= 0.3466 |k| and >= |log m|, so ln2's rounding (2^-55.26 |k|)
// costs 2^-53.7 of the result, log(m)'s error 2^-51.9 and the fma 2^-53:
// within 2^-50.9 of log(x), and E = 2^-48 leaves a factor of 7.
#define CLB_LOG_FAST(T, ...)                                                   \
  static inline CLB_OVLD T __clb_fast_log(T x) {                               \
    T kd, a = __clb_logf_m(x, &kd);                                            \
    return __clb_logf_takes(x) ? __clb_fma_f64(kd, (T)CLB_LN2, a) : (T)NAN;    \
  }
CLB_WIDTHS_OF_double(CLB_LOG_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, log, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, log)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, log)
