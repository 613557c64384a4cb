// cosh(x) for double.
//
// cosh(x) = 2^(k-1) ((h + h_lo) + (q + q_lo)), a = |x|: the double-double e^a +
// e^-a of <clb/double_hyperbolic.h> (no cancellation anywhere), rounded once
// and scaled exactly (past the largest double it overflows once, correctly
// rounded). a is clamped to 711, past the overflow threshold (710.4758...).
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.654 ulp at x = 0x1.ed38d681994f9p+8.
#include <clb/double_cores.h>
#include <clb/double_hyperbolic.h>

#if CLB_HAS_FP64
double __clb_cosh_f64(double x) {
  double a = __clb_clamp_f64(__builtin_fabs(x), 0.0, 711.0);
  long k;
  double h, h_lo, q, q_lo, s;
  __clb_exp_pair_f64(a, &k, &h, &h_lo, &q, &q_lo);
  double s_lo = __clb_dd_add_f64(h, h_lo, q, q_lo, &s);
  return __clb_scale_f64(s + s_lo, k - 1);
}
#endif
