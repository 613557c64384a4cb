// asin(x) for double.
//
// The angle of the point (sqrt(1 - x^2), |x|) (<clb/double_atan.h>: 1 - x^2
// exact by an fma and its square root a double-double by one Newton step;
// then the angle as for atan, rounded once), with x's sign. Below 2^-900
// the result is x / sqrt(1 - x^2) rounded once. Zeros keep their sign,
// asin(+-1) is +-pi/2 rounded; |x| > 1 and NaN give NaN. Bound 0.6 ulp
// (gen/math_functions.def).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.502 ulp
// at x = -0x1.e1b2e5fcc217dp-5. A host prototype of the same code saw
// 0.5004 on 3 * 10^5 more inputs.
#include <clb/double_cores.h>
#include <clb/double_atan.h>

#if CLB_HAS_FP64
double __clb_asin_f64(double x) {
  double a = __builtin_fabs(x), sl, lo;
  double s = __clb_atan_cos_of_sin_f64(a, &sl);
  long kx;
  double h = __clb_atan_angle_f64(a, 0.0, s, sl, 1.0, &lo, &kx);
  double r = kx != 0 ? a / s : h + lo;
  return a > 1.0 ? (double)NAN : x != x ? x : __clb_copysign_f64(r, x);
}
#endif
