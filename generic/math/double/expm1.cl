// expm1(x) for double.
//
// expm1(x) = exp(x) - 1 without the cancellation near 0: with k and r as in
// exp (generic/math/double/exp.cl) and s = exp(r) - 1 (<clb/double_exp.h>),
//   k = 0:  s itself (|x| < ln2/2: no 1 is ever added)
//   k > 0:  2^k ((1 - 2^-k) + s)   1 - 2^-k is exact while it matters
//   k < 0:  (2^k - 1) + 2^k s       2^k - 1 is exact for k >= -53
// each rounded once before the exact scaling. x is clamped to [-40, 710]:
// below -40 the result rounds to -1 (it is within 2^-57 of it).
//
// c + r + r^2/2 is summed exactly before the small rest is added, so the
// cancellation of c + s (k = 1, x near 0.39) costs nothing.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.994 ulp at x = 0x1.2a2e3d73f8d3bp+5.
#include <clb/double_cores.h>
#include <clb/double_exp.h>

#if CLB_HAS_FP64
double __clb_expm1_f64(double x) {
  double xc = __clb_clamp_f64(x, -40.0, 710.0);
  long k;
  double kd = __clb_nearest_f64(xc * CLB_LOG2E, &k);
  // exp(r) - 1 = r + h2 + rest: r + d = r_hi + r_lo exactly (Cody-Waite
  // and a fast two-sum), h2 = r^2/2 rounded (its error e2 exact by fma),
  // rest small enough that its own rounding errors stay far below the
  // result's ulp.
  double r_hi = xc - kd * CLB_LN2_HI32, r_lo = -kd * CLB_LN2_LO32;
  double r = r_hi + r_lo, d = (r_hi - r) + r_lo;
  double h2 = 0.5 * r * r, e2 = __clb_fma_f64(0.5 * r, r, -h2);
  double rest = (d + e2) + (r * d + r * r * (r * __clb_exp_q_f64(r)));
  // 2^-k for k > 0 (negligible past 1000), 2^k for k < 0 (k >= -58).
  double u = __clb_pow2_f64(k > 1000 ? -1000 : -k);
  double p = __clb_pow2_f64(k < 0 ? k : 0);
  // c + r + h2 summed exactly, then rest, rounded once: c = 0, 1 - 2^-k
  // (k > 0; the result is then scaled by 2^k) or 2^k - 1 (k < 0, terms
  // scaled by 2^k exactly). s = exp(r) - 1 rounded first would cost up to
  // a whole ulp where c + s cancels (k = 1, x near 0.39: 1/2 + s is about
  // 1/4).
  double c = k == 0 ? 0.0 : k > 0 ? 1.0 - u : p - 1.0;
  double scale = k < 0 ? p : 1.0;
  double a_lo, b_lo;
  double a = __clb_two_sum_f64(c, scale * r, &a_lo);
  double b = __clb_two_sum_f64(a, scale * h2, &b_lo);
  double y = b + ((a_lo + b_lo) + scale * rest);
  y = k > 0 ? __clb_scale_f64(y, k) : y;
  return x != x || x == 0.0 ? x : y;
}
#endif
