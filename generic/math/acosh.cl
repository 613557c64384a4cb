// acosh(x) = log(x + sqrt(x^2 - 1)), x >= 1, the argument a double-double
// (x^2 - 1 exact near 1, where the result is about sqrt(2 (x - 1))) and its
// logarithm as in log1p (<clb/hyperbolic.h>). acosh(1) = +0, +INF is its
// own, below 1 (-INF included) and NaN give NaN.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/acoshf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/hyperbolic.h>
#include <clb/float_math.h>

#define CLB_ACOSH(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_acosh(T x) {                                      \
    T y = __clb_log_special(x, __clb_log_root_sum(x, -1.0));                   \
    return x < 1.0 ? (T)NAN : y;                                               \
  }
CLB_WIDTHS_OF_double(CLB_ACOSH)
CLB_WIDTHS_OF_float(CLB_CR_VIA_DOUBLE, acosh)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, acosh)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, acosh)
