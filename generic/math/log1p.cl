// log1p(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/log1p.cl (__clb_log1p_f64, each lane);
// float and half by default: generic/math/float/log1pf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): where lanes may branch, a short evaluation in
// double (__clb_fast_log1p below, <clb/float_fast.h>, <clb/log.h>) and the
// double core on the lanes it does not decide; elsewhere the double core
// rounded once (CLB_FLOAT_CR_LINE).
#include <clb/double_cores.h>
#include <clb/log.h> /* with <clb/float_fast.h> */
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, log1p)
// float: u = 1 + x rounded, d = x - (u - 1) its error below 1 (exact;
// nonzero only for |x| < 2^-29, where k = 0 and d/u = d within 2^-82 of
// the result); from 1 on d is 0: 1 + x is exact up to 2^53 and beyond off
// by 2^-53 of x, 2^-59 of the result (there x - (u - 1) is no error term:
// at x = 2^53, u - 1 = 2^53 - 1 and it would add 1, as the exhaustive
// sweep found), then log(u) by <clb/log.h>'s float pieces
// (m may now have 53 bits: 1 + m and s rounded, 2^-52) plus d: within
// 2^-50.5 of log1p(x), as log's bound plus s's extra rounding; E = 2^-48.
#define CLB_LOG1P_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_log1p(T x) {                             \
    T u = 1.0 + x, d = x < 1.0 ? x - (u - 1.0) : (T)0;                         \
    T kd, a = __clb_logf_m(u, &kd);                                            \
    return __clb_logf_takes(u) ? __clb_fma_f64(kd, (T)CLB_LN2, a + d) : (T)NAN; \
  }
CLB_WIDTHS_OF_double(CLB_LOG1P_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, log1p, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, log1p)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, log1p)
