// tanh(x) = sign(x) sinh(a) / cosh(a), a = |x|, as one division of
// double-doubles rounded once (<clb/trig.h>'s __clb_trig_div): the
// denominator e^a + e^-a as in cosh.cl, the numerator e^a - e^-a as in
// sinh.cl, or below 1/2 sinh's a + a^3 S(-a^2) scaled to the same 2^k.
// a is clamped to 40, past where tanh rounds to 1 (19.06...). Zeros keep
// their sign.
//
// Measured (2^22 inputs a function against MPFR on an H100, 2026-11-28:
// tools/accuracy/double_sample.cu, docs/accuracy.md): double tanh 0.566 ulp at
// -0x1.f2163a4e2af53p-2. float: the float core's comment; its correctly rounded
// variant and half within the clb-ulp line below.
// float and half by default: the float core, generic/math/float/tanhf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
// clb-ulp: tanh double 1 float 0.73 float_cr 0.501 half 0.501
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
