// acos(x) for double.
//
// The angle of the point (x, sqrt(1 - x^2)) (<clb/double_atan.h>: 1 - x^2
// exact by an fma and its square root a double-double by one Newton step;
// then the angle as for atan, pi minus it for negative x and -0 by an exact
// two-sum, rounded once). acos(1) = +0, acos(-1) is pi rounded, acos(+-0)
// is pi/2 rounded; |x| > 1 and NaN give NaN. Bound 0.6 ulp
// (gen/math_functions.def).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.513 ulp
// at x = 0x1.ffffffc0e3ed1p-1. A host prototype of the same code saw 0.5116
// on 3 * 10^5 more inputs, a third near +-1.
#include <clb/double_cores.h>
#include <clb/double_atan.h>

#if CLB_HAS_FP64
double __clb_acos_f64(double x) {
  double a = __builtin_fabs(x), sl, lo;
  double s = __clb_atan_cos_of_sin_f64(a, &sl);
  long kx;
  double h = __clb_atan_angle_f64(s, sl, a, 0.0, x, &lo, &kx);
  double r = __clb_scale_f64(h + lo, kx);
  return a > 1.0 ? (double)NAN : x != x ? x : r;
}
#endif
