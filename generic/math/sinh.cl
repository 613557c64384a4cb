// sinh(x) = sign(x) sinh(a), a = |x|: below 1/2, a + a^3 S(-a^2); from 1/2 on
// 2^(k-1) ((h + h_lo) - (q + q_lo)), the double-double e^a - e^-a of
// <clb/hyperbolic.h> rounded once and scaled exactly (a result past the
// largest double overflows once, correctly rounded). a is clamped to 711,
// past the overflow threshold (710.4758...). Zeros keep their sign.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/sinhf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/hyperbolic.h>
#include <clb/float_math.h>

#define CLB_SINH(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_sinh(T x) {                                       \
    T a = __clb_exp_clamp(CLB_FABS(x), 0.0, 711.0);                            \
    CLB_SIGNED(T) k;                                                           \
    T h, h_lo, q, q_lo, d;                                                     \
    __clb_exp_pair(a, &k, &h, &h_lo, &q, &q_lo);                               \
    T d_lo = __clb_dd_add(h, h_lo, -q, -q_lo, &d);                             \
    T y = a < CLB_SINH_SMALL ? a + __clb_sinh_small(a)                         \
                             : __clb_exp_scale(d + d_lo, k - 1);               \
    return CLB_COPYSIGN(T, y, x);                                              \
  }
CLB_WIDTHS_OF_double(CLB_SINH)
CLB_WIDTHS_OF_float(CLB_CR_VIA_DOUBLE, sinh)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, sinh)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, sinh)
