// log10(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/log10.cl (__clb_log10_f64, each lane);
// float and half by default: generic/math/float/log10f.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): where lanes may branch, a short evaluation in
// double (__clb_fast_log10 below, <clb/float_fast.h>, <clb/log.h>) and the
// double core on the lanes it does not decide; elsewhere the double core
// rounded once (CLB_FLOAT_CR_LINE).
#include <clb/double_cores.h>
#include <clb/log.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, log10)
// float: k log10(2) + log(m) log10(e) (<clb/log.h>'s float pieces): for
// k != 0 |log10 x| >= |k| log10(2) / 2 >= |log10 m|, so the two constants'
// roundings (2^-52 and 2^-53 of the result), log(m)'s error (2^-51.9) and
// the two roundings keep it within 2^-50.2 of log10(x); E = 2^-48.
#define CLB_LOG10_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_log10(T x) {                             \
    T kd, a = __clb_logf_m(x, &kd);                                            \
    T y = __clb_fma_f64(kd, (T)CLB_LOGF_LOG10_2, a * CLB_LOG10E_HI);           \
    return __clb_logf_takes(x) ? y : (T)NAN;                                   \
  }
CLB_WIDTHS_OF_double(CLB_LOG10_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, log10, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, log10)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, log10)
