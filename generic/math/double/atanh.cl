// atanh(x) for double.
//
// atanh(x) = sign(x) log(v) / 2, a = |x|, v = (1 + a) / (1 - a) as a
// double-double (both sums exact as two doubles, one correction step of the
// quotient) and its logarithm as in log1p (<clb/double_log.h>'s
// __clb_log_sum_f64), so near 0, where v is near 1, the small result keeps its
// bits. Below 2^-28 the result is x (a^3/3 is below 2^-57 of it). atanh(+-1) =
// +-INF, NaN beyond 1 and for NaN; zeros keep their sign.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.832 ulp at x = 0x1.f7ce6b91b150dp-4.
#include <clb/double_cores.h>
#include <clb/double_hyperbolic.h>

#if CLB_HAS_FP64
double __clb_atanh_f64(double x) {
  double a = __builtin_fabs(x);
  double n = 1.0 + a;
  double n_lo = a - (n - 1.0);
  double d = 1.0 - a;
  double d_lo = (1.0 - d) - a;
  double q = n / d;
  double q_lo = (__clb_fma_f64(-q, d, n) + (n_lo - q * d_lo)) / d;
  double v = q + q_lo;
  double y = 0.5 * __clb_log_sum_f64(v, q_lo - (v - q), 0.0);
  y = a < 0x1p-28 ? a : a < 1.0 ? y : a == 1.0 ? (double)INFINITY : (double)NAN;
  return __clb_copysign_f64(y, x);
}
#endif
