// log2(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/log2.cl (__clb_log2_f64, each lane);
// float and half by default: generic/math/float/log2f.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): where lanes may branch, a short evaluation in
// double (__clb_fast_log2 below, <clb/float_fast.h>, <clb/log.h>) and the
// double core on the lanes it does not decide; elsewhere the double core
// rounded once (CLB_FLOAT_CR_LINE).
#include <clb/double_cores.h>
#include <clb/log.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, log2)
// float: k + log(m) log2(e) (<clb/log.h>'s float pieces), one fma: for
// k != 0 |log2 x| >= |k| - 1/2 >= |log2 m|, so log(m)'s error (2^-51.9),
// log2(e)'s rounding and the fma's keep it within 2^-50.8 of log2(x), and
// E = 2^-48 leaves a factor of 7.
#define CLB_LOG2_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_fast_log2(T x) {                              \
    T kd, a = __clb_logf_m(x, &kd);                                            \
    return __clb_logf_takes(x) ? __clb_fma_f64(a, (T)CLB_LOG2E_HI, kd) : (T)NAN; \
  }
CLB_WIDTHS_OF_double(CLB_LOG2_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, log2, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, log2)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, log2)
