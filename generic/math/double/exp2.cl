// exp2(x) for double.
//
// exp2(x) = 2^k exp(r), k the integer nearest x, r = (x - k) ln2: x - k is
// exact, and its product with ln2 is formed as r_hi + r_lo with an exact fma
// for the rounding error and ln2's own tail. See <clb/double_exp.h>.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.853 ulp at x = -0x1.ff7f6d05682f9p-2.
#include <clb/double_cores.h>
#include <clb/double_exp.h>

#if CLB_HAS_FP64
double __clb_exp2_f64(double x) {
  double xc = __clb_clamp_f64(x, -1080.0, 1025.0);
  long k;
  double f = xc - __clb_nearest_f64(xc, &k);
  double r_hi = f * CLB_LN2;
  double r_lo = __clb_fma_f64(f, (double)CLB_LN2, -r_hi) + f * CLB_LN2_LO;
  double y = __clb_scale_f64(1.0 + __clb_exp_s_f64(r_hi, r_lo), k);
  return x != x ? x : y;
}
#endif
