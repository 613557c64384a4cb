// cos(x) for double.
//
// x = k pi/2 + r, |r| <= pi/4, r a double-double (<clb/double_trig.h>, as
// in sin.cl); then cos r, -sin r, -cos r or sin r by k mod 4: sin's
// quadrant one on (cos x = sin(x + pi/2)), one kernel, rounded once.
// Within 1 ulp (gen/math_functions.def's bound). INF and NaN give NaN.
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.729 ulp
// at x = 0x1.9e925149b1365p-1.
#include <clb/double_cores.h>
#include <clb/double_trig.h>

#if CLB_HAS_FP64
double __clb_cos_f64(double x) {
  double r, r_lo;
  long n = __clb_trig_reduce_f64(x, &r, &r_lo);
  double v = __clb_cos_quadrant_f64(n, r, r_lo);
  return v + (x - x);
}
#endif
