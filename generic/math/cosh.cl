// cosh(x) = 2^(k-1) ((h + h_lo) + (q + q_lo)), a = |x|: the double-double
// e^a + e^-a of <clb/hyperbolic.h> (no cancellation anywhere), rounded once
// and scaled exactly (past the largest double it overflows once, correctly
// rounded). a is clamped to 711, past the overflow threshold (710.4758...).
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/coshf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/hyperbolic.h>
#include <clb/float_math.h>

#define CLB_COSH(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_cosh(T x) {                                       \
    T a = __clb_exp_clamp(CLB_FABS(x), 0.0, 711.0);                            \
    CLB_SIGNED(T) k;                                                           \
    T h, h_lo, q, q_lo, s;                                                     \
    __clb_exp_pair(a, &k, &h, &h_lo, &q, &q_lo);                               \
    T s_lo = __clb_dd_add(h, h_lo, q, q_lo, &s);                               \
    return __clb_exp_scale(s + s_lo, k - 1);                                   \
  }
CLB_WIDTHS_OF_double(CLB_COSH)
CLB_WIDTHS_OF_float(CLB_CR_VIA_DOUBLE, cosh)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, cosh)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, cosh)
