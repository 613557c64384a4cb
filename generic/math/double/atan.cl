// atan(x) for double.
//
// The angle of the point (1, |x|) (<clb/double_atan.h>: t = min/max of the
// coordinates as a double-double, atan(t) = atan(i/8) + atan(z) with
// |z| <= 1/16, a table entry and Taylor's series, pi/2 minus it by an exact
// two-sum for |x| > 1, rounded once), with x's sign. Below 2^-900 the
// result is x itself; zeros keep their sign, atan(+-INF) is +-pi/2 rounded,
// NaN gives NaN. Bound 0.6 ulp (gen/math_functions.def).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.500 ulp
// at x = 0x1.e9ace1462a379p-5.
#include <clb/double_cores.h>
#include <clb/double_atan.h>

#if CLB_HAS_FP64
double __clb_atan_f64(double x) {
  double a = __builtin_fabs(x), lo;
  long kx;
  double h = __clb_atan_angle_f64(a, 0.0, 1.0, 0.0, 1.0, &lo, &kx);
  double r = kx != 0 ? a : h + lo;
  return x != x ? x : __clb_copysign_f64(r, x);
}
#endif
