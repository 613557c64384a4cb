// sin(x) for double.
//
// x = k pi/2 + r, |r| <= pi/4, r a double-double r + r_lo
// (<clb/double_trig.h>: Cody-Waite below 2^22, each product of k and a part
// of pi/2 exact and the parts subtracted with exact two-sums; Payne-Hanek
// above). Then sin r, cos r, -sin r or -cos r by k mod 4: the quadrant's
// kernel alone is evaluated (its Taylor polynomial chosen by k's parity;
// the terms left out are below 2^-70, gen/fit/trig_constants.py), as a
// double-double rounded once. Bound 1 ulp (gen/math_functions.def). Zeros
// keep their sign; INF and NaN give NaN.
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.723 ulp
// at x = 0x1.a6595d0787ae5p+74.
#include <clb/double_cores.h>
#include <clb/double_trig.h>

#if CLB_HAS_FP64
double __clb_sin_f64(double x) {
  double r, r_lo;
  long n = __clb_trig_reduce_f64(x, &r, &r_lo);
  double v = __clb_sin_quadrant_f64(n, r, r_lo);
  return x == 0.0 ? x : v + (x - x);
}
#endif
