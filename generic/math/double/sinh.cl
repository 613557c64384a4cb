// sinh(x) for double.
//
// sinh(x) = sign(x) sinh(a), a = |x|: below 1/2, a + a^3 S(-a^2); from 1/2 on
// 2^(k-1) ((h + h_lo) - (q + q_lo)), the double-double e^a - e^-a of
// <clb/double_hyperbolic.h> rounded once and scaled exactly (a result past the
// largest double overflows once, correctly rounded). a is clamped to 711,
// past the overflow threshold (710.4758...). Zeros keep their sign.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.654 ulp at x = 0x1.ed38d681994f9p+8.
#include <clb/double_cores.h>
#include <clb/double_hyperbolic.h>

#if CLB_HAS_FP64
double __clb_sinh_f64(double x) {
  double a = __clb_clamp_f64(__builtin_fabs(x), 0.0, 711.0);
  long k;
  double h, h_lo, q, q_lo, d;
  __clb_exp_pair_f64(a, &k, &h, &h_lo, &q, &q_lo);
  double d_lo = __clb_dd_add_f64(h, h_lo, -q, -q_lo, &d);
  double y = a < CLB_SINH_SMALL ? a + __clb_sinh_small_f64(a)
                                : __clb_scale_f64(d + d_lo, k - 1);
  return __clb_copysign_f64(y, x);
}
#endif
