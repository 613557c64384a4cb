// asinh(x) = sign(x) log(a + sqrt(a^2 + 1)), a = |x|, the argument a
// double-double and its logarithm as in log1p (<clb/hyperbolic.h>). Below
// 2^-28 the result is x (a^3/6 is below 2^-58 of it, under what could
// change its rounding). Zeros keep their sign; INF and NaN are their own.
//
// Measured (2^22 inputs a function against MPFR on an H100, 2026-11-28:
// tools/accuracy/double_sample.cu, docs/accuracy.md): double asinh 0.758 ulp at
// -0x1.64af22aa08d21p-2. float: the float core's comment; its correctly rounded
// variant and half within the clb-ulp line below.
// float and half by default: the float core, generic/math/float/asinhf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
// clb-ulp: asinh double 1 float 0.502 float_cr 0.501 half 0.501
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
