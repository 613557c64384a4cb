// exp(x) for double.
//
// exp(x) = 2^k exp(r), k the integer nearest x / ln2, r = x - k ln2 as r_hi +
// r_lo: k ln2's first 32 bits times k is exact, and so is x minus it (the two
// are within a factor of 2 of each other, or k is 0), so r_hi is exact and r_lo
// = -k (ln2 - those bits) carries the rest. See <clb/double_exp.h>. x is
// clamped to [-746, 710], beyond which every result is 0 or INF, and the
// scaling by 2^k then overflows or underflows correctly rounded.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.865 ulp at x = -0x1.00f9f1eff2d5ep+9.
#include <clb/double_cores.h>
#include <clb/double_exp.h>

#if CLB_HAS_FP64
double __clb_exp_f64(double x) {
  double xc = __clb_clamp_f64(x, -746.0, 710.0);
  long k;
  double kd = __clb_nearest_f64(xc * CLB_LOG2E, &k);
  double r_hi = xc - kd * CLB_LN2_HI32;
  double r_lo = -kd * CLB_LN2_LO32;
  double y = __clb_scale_f64(1.0 + __clb_exp_s_f64(r_hi, r_lo), k);
  return x != x ? x : y;
}
#endif
