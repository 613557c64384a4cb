// exp2(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/exp2.cl (__clb_exp2_f64, each lane);
// float and half by default: generic/math/float/exp2f.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): where lanes may branch, a short evaluation in
// double (__clb_fast_exp2 below, <clb/float_fast.h>, <clb/exp.h>) and the
// double core on the lanes it does not decide; elsewhere the double core
// rounded once (CLB_FLOAT_CR_LINE).
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, exp2)
// float: k = nearest(x) and r = x - k exactly (<clb/exp.h>'s float pieces),
// so 2^r's polynomial and evaluation alone: within 2^-50 of exp2(x), and
// E = 2^-48 leaves a factor of 4. x is clamped to +-160, beyond which the
// float result is 0 or INF by far.
#define CLB_EXP2_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_fast_exp2(T x) {                              \
    T scale, r = __clb_expf_split(__clb_clamp_f64(x, -160.0, 160.0), &scale);  \
    return __clb_expf_poly(r) * scale;                                         \
  }
CLB_WIDTHS_OF_double(CLB_EXP2_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, exp2, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, exp2)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, exp2)
