// atan2pi(y, x) for double.
//
// atan2's angle of the point (|x|, |y|) (<clb/double_atan.h>) as a
// double-double, times 1/pi as a double-double and rounded once, with y's
// sign; a quotient below 2^-900 is divided by pi before its exact scaling
// (a denormal result rounds twice, within 3/4 ulp). Zero or infinite
// ratios give 0, 0.5 or 1, both infinite 0.25 or 0.75, zeros keep y's
// sign; NaN in either gives NaN. Bound 0.8 ulp (gen/math_functions.def).
//
// Measured (gen/math_functions.def, 2^22 input pairs on a GPU): max 0.743
// ulp at (y, x) = (-0x1.37d4bb3df51f1p-926, 0x1.744c53519bfb2p+95).
#include <clb/double_cores.h>
#include <clb/double_atan.h>

#if CLB_HAS_FP64
double __clb_atan2pi_f64(double y, double x) {
  double ay = __builtin_fabs(y), ax = __builtin_fabs(x), lo;
  long kx;
  double h = __clb_atan_angle_f64(ay, 0.0, ax, 0.0, x, &lo, &kx);
  double r = __clb_scale_f64(__clb_atan_over_pi_f64(h, lo), kx);
  return x != x || y != y ? x + y : __clb_copysign_f64(r, y);
}
#endif
