// tanh(x) = sign(x) sinh(a) / cosh(a), a = |x|, as one division of
// double-doubles rounded once (<clb/trig.h>'s __clb_trig_div): the
// denominator e^a + e^-a as in cosh.cl, the numerator e^a - e^-a as in
// sinh.cl, or below 1/2 sinh's a + a^3 S(-a^2) scaled to the same 2^k.
// a is clamped to 40, past where tanh rounds to 1 (19.06...). Zeros keep
// their sign.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/tanhf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/hyperbolic.h>
#include <clb/float_math.h>

#define CLB_TANH(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_tanh(T x) {                                       \
    T a = __clb_exp_clamp(CLB_FABS(x), 0.0, 40.0);                             \
    CLB_SIGNED(T) k;                                                           \
    T h, h_lo, q, q_lo, n, d;                                                  \
    __clb_exp_pair(a, &k, &h, &h_lo, &q, &q_lo);                               \
    T n_lo = __clb_dd_add(h, h_lo, -q, -q_lo, &n);                             \
    T d_lo = __clb_dd_add(h, h_lo, q, q_lo, &d);                               \
    /* sinh a = 2^(k-1) (n + n_lo); below 1/2 (k <= 1) the series instead. */ \
    T scale = 2.0 * __clb_exp_pow2(-k);                                        \
    n_lo = a < CLB_SINH_SMALL ? scale * __clb_sinh_small(a) : n_lo;            \
    n = a < CLB_SINH_SMALL ? scale * a : n;                                    \
    return CLB_COPYSIGN(T, __clb_trig_div(n, n_lo, d, d_lo), x);               \
  }
CLB_WIDTHS_OF_double(CLB_TANH)
CLB_WIDTHS_OF_float(CLB_CR_VIA_DOUBLE, tanh)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, tanh)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, tanh)
