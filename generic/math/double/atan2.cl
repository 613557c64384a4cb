// atan2(y, x) for double.
//
// The angle of the point (|x|, |y|) (<clb/double_atan.h>: t = min/max of the
// coordinates as a double-double, atan(t) = atan(i/8) + atan(z) with
// |z| <= 1/16; pi/2 minus it where |y| > |x|, pi minus that where x's sign
// bit is set, by exact two-sums, rounded once), with y's sign. The spec's
// special cases fall out of it: a zero or infinite ratio gives 0, pi/2 or pi
// (for -0 as x too), both infinite give pi/4 or 3pi/4, zeros keep y's sign;
// NaN in either gives NaN. A quotient below 2^-900 is |y| / |x| rounded
// once. Bound 0.6 ulp (gen/math_functions.def).
//
// Measured (gen/math_functions.def, 2^22 input pairs on a GPU): max 0.501
// ulp at (y, x) = (0x1.03aa4584ad53dp+20, 0x1.79e97601b82d5p+23).
#include <clb/double_cores.h>
#include <clb/double_atan.h>

#if CLB_HAS_FP64
double __clb_atan2_f64(double y, double x) {
  double ay = __builtin_fabs(y), ax = __builtin_fabs(x), lo;
  long kx;
  double h = __clb_atan_angle_f64(ay, 0.0, ax, 0.0, x, &lo, &kx);
  double r = kx != 0 ? ay / ax : h + lo;
  return x != x || y != y ? x + y : __clb_copysign_f64(r, y);
}
#endif
