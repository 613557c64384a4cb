// acosh(x) = log(x + sqrt(x^2 - 1)), x >= 1, the argument a double-double
// (x^2 - 1 exact near 1, where the result is about sqrt(2 (x - 1))) and its
// logarithm as in log1p (<clb/hyperbolic.h>). acosh(1) = +0, +INF is its
// own, below 1 (-INF included) and NaN give NaN.
//
// Measured (2^22 inputs a function against MPFR on an H100, 2026-11-28:
// tools/accuracy/double_sample.cu, docs/accuracy.md): double acosh 0.733 ulp at
// 0x1.0ee59bcbb495ap+0. float: the float core's comment; its correctly rounded
// variant and half within the clb-ulp line below.
// float and half by default: the float core, generic/math/float/acoshf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
// clb-ulp: acosh double 1 float 0.502 float_cr 0.501 half 0.501
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
