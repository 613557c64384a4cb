// atanpi(x) for double.
//
// atan's angle of the point (1, |x|) (<clb/double_atan.h>) as a
// double-double, times 1/pi as a double-double and rounded once, with x's
// sign. Below 2^-900 it is |x| with its exponent apart, divided by pi before
// the exact scaling (a denormal result rounds twice, within 3/4 ulp). Zeros
// keep their sign, atanpi(+-INF) = +-0.5, NaN gives NaN. Bound 0.8 ulp
// (gen/math_functions.def).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.750 ulp
// at x = 0x1.b3da057fa641cp-1022.
#include <clb/double_cores.h>
#include <clb/double_atan.h>

#if CLB_HAS_FP64
double __clb_atanpi_f64(double x) {
  double a = __builtin_fabs(x), lo;
  long kx;
  double h = __clb_atan_angle_f64(a, 0.0, 1.0, 0.0, 1.0, &lo, &kx);
  double r = __clb_scale_f64(__clb_atan_over_pi_f64(h, lo), kx);
  return x != x ? x : __clb_copysign_f64(r, x);
}
#endif
