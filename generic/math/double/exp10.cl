// exp10(x) for double.
//
// exp10(x) = 2^k exp(r), k the integer nearest x log2(10), r = x ln10 - k ln2.
// x ln10 is formed exactly as a_hi + a_lo (an exact fma for the product's
// rounding error, plus x times ln10's own tail); k ln2's first 32 bits times
// k is exact and within a factor of 2 of a_hi, so their difference is exact
// too. See <clb/double_exp.h>.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.860 ulp at x = 0x1.81d184a179406p-1.
#include <clb/double_cores.h>
#include <clb/double_exp.h>

#if CLB_HAS_FP64
double __clb_exp10_f64(double x) {
  double xc = __clb_clamp_f64(x, -330.0, 310.0);
  long k;
  double kd = __clb_nearest_f64(xc * CLB_LOG2_10, &k);
  double a_hi = xc * CLB_LN10;
  double a_lo = __clb_fma_f64(xc, (double)CLB_LN10, -a_hi) + xc * CLB_LN10_LO;
  double t_hi = a_hi - kd * CLB_LN2_HI32;
  double t_lo = a_lo - kd * CLB_LN2_LO32;
  double r_hi = t_hi + t_lo;
  double r_lo = t_lo - (r_hi - t_hi);
  double y = __clb_scale_f64(1.0 + __clb_exp_s_f64(r_hi, r_lo), k);
  return x != x ? x : y;
}
#endif
