// tan(x) for double.
//
// x = k pi/2 + r, |r| <= pi/4, r a double-double (<clb/double_trig.h>, as
// in sin.cl); then sin r / cos r for even k, -cos r / sin r for odd: both
// kernels as double-doubles, divided with one correction step and rounded
// once. Within 1 ulp (gen/math_functions.def's bound). Zeros keep their
// sign; INF and NaN give NaN.
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.892 ulp
// at x = -0x1.68c2c89b75e7bp+139.
#include <clb/double_cores.h>
#include <clb/double_trig.h>

#if CLB_HAS_FP64
double __clb_tan_f64(double x) {
  double r, r_lo;
  long n = __clb_trig_reduce_f64(x, &r, &r_lo);
  double v = __clb_tan_quadrant_f64(n, r, r_lo);
  return x == 0.0 ? x : v + (x - x);
}
#endif
