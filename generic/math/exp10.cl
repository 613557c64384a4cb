// exp10(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/exp10.cl (__clb_exp10_f64, each lane);
// float and half by default: generic/math/float/exp10f.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): where lanes may branch, a short evaluation in
// double (__clb_fast_exp10 below, <clb/float_fast.h>, <clb/exp.h>) and the
// double core on the lanes it does not decide; elsewhere the double core
// rounded once (CLB_FLOAT_CR_LINE).
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, exp10)
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
