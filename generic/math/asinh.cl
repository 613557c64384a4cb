// asinh(x) = sign(x) log(a + sqrt(a^2 + 1)), a = |x|, the argument a
// double-double and its logarithm as in log1p (<clb/hyperbolic.h>). Below
// 2^-28 the result is x (a^3/6 is below 2^-58 of it, under what could
// change its rounding). Zeros keep their sign; INF and NaN are their own.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/asinhf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/hyperbolic.h>
#include <clb/float_math.h>

#define CLB_ASINH(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_asinh(T x) {                                      \
    T a = CLB_FABS(x);                                                         \
    T y = __clb_log_special(a, __clb_log_root_sum(a, 1.0));                    \
    return CLB_COPYSIGN(T, a < 0x1p-28 ? a : y, x);                            \
  }
CLB_WIDTHS_OF_double(CLB_ASINH)
CLB_WIDTHS_OF_float(CLB_CR_VIA_DOUBLE, asinh)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, asinh)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, asinh)
