// tanh(x) for double.
//
// tanh(x) = sign(x) sinh(a) / cosh(a), a = |x|, as one division of
// double-doubles rounded once (<clb/double_trig.h>'s __clb_trig_div_f64): the
// denominator e^a + e^-a as in cosh.cl, the numerator e^a - e^-a as in
// sinh.cl, or below 1/2 sinh's a + a^3 S(-a^2) scaled to the same 2^k.
// a is clamped to 40, past where tanh rounds to 1 (19.06...). Zeros keep
// their sign.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.566 ulp at x = -0x1.f2163a4e2af53p-2.
#include <clb/double_cores.h>
#include <clb/double_hyperbolic.h>

#if CLB_HAS_FP64
double __clb_tanh_f64(double x) {
  double a = __clb_clamp_f64(__builtin_fabs(x), 0.0, 40.0);
  long k;
  double h, h_lo, q, q_lo, n, d;
  __clb_exp_pair_f64(a, &k, &h, &h_lo, &q, &q_lo);
  double n_lo = __clb_dd_add_f64(h, h_lo, -q, -q_lo, &n);
  double d_lo = __clb_dd_add_f64(h, h_lo, q, q_lo, &d);
  // sinh a = 2^(k-1) (n + n_lo); below 1/2 (k <= 1) the series instead.
  double scale = 2.0 * __clb_pow2_f64(-k);
  n_lo = a < CLB_SINH_SMALL ? scale * __clb_sinh_small_f64(a) : n_lo;
  n = a < CLB_SINH_SMALL ? scale * a : n;
  return __clb_copysign_f64(__clb_trig_div_f64(n, n_lo, d, d_lo), x);
}
#endif
