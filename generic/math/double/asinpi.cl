// asinpi(x) for double.
//
// asin's angle of the point (sqrt(1 - x^2), |x|) (<clb/double_atan.h>) as a
// double-double, times 1/pi as a double-double and rounded once, with x's
// sign (below 2^-900 divided by pi before the exact scaling: a denormal
// result rounds twice, within 3/4 ulp). Zeros keep their sign,
// asinpi(+-1) = +-0.5; |x| > 1 and NaN give NaN. Bound 0.8 ulp
// (gen/math_functions.def).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.749 ulp
// at x = -0x1.86519735874f5p-1021. A host prototype of the same code saw
// 0.5010 on 3 * 10^5 more inputs.
#include <clb/double_cores.h>
#include <clb/double_atan.h>

#if CLB_HAS_FP64
double __clb_asinpi_f64(double x) {
  double a = __builtin_fabs(x), sl, lo;
  double s = __clb_atan_cos_of_sin_f64(a, &sl);
  long kx;
  double h = __clb_atan_angle_f64(a, 0.0, s, sl, 1.0, &lo, &kx);
  double r = __clb_scale_f64(__clb_atan_over_pi_f64(h, lo), kx);
  return a > 1.0 ? (double)NAN : x != x ? x : __clb_copysign_f64(r, x);
}
#endif
