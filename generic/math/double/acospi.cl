// acospi(x) for double.
//
// acos's angle of the point (x, sqrt(1 - x^2)) (<clb/double_atan.h>) as a
// double-double, beyond pi/2 for negative x and -0, times 1/pi as a
// double-double and rounded once. acospi(1) = +0, acospi(-1) = 1,
// acospi(+-0) = 0.5; |x| > 1 and NaN give NaN. Bound 0.8 ulp
// (gen/math_functions.def).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.509 ulp
// at x = 0x1.ffffffc38c291p-1. A host prototype of the same code saw 0.5072
// on 3 * 10^5 more inputs, a third near +-1.
#include <clb/double_cores.h>
#include <clb/double_atan.h>

#if CLB_HAS_FP64
double __clb_acospi_f64(double x) {
  double a = __builtin_fabs(x), sl, lo;
  double s = __clb_atan_cos_of_sin_f64(a, &sl);
  long kx;
  double h = __clb_atan_angle_f64(s, sl, a, 0.0, x, &lo, &kx);
  double r = __clb_scale_f64(__clb_atan_over_pi_f64(h, lo), kx);
  return a > 1.0 ? (double)NAN : x != x ? x : r;
}
#endif
