// lgamma(x) for double: lgamma_r.cl's value without the sign, bit for bit
// (its comment has the algorithm).
//
// Bound 2 ulp, but near lgamma's zeros the error is absolute (the suite
// holds lgamma to absolute error 2^-50 where |lgamma| < 1,
// docs/accuracy.md); measured (gen/math_functions.def, 2^22 inputs on a
// GPU): 3.09e+15 ulp relative to the result at x = -0x1.3a7fc9600f86cp+1,
// beside the zero near -2.457, where the absolute error is 2^-55.
#include <clb/double_cores.h>

#if CLB_HAS_FP64
double __clb_lgamma_f64(double x) {
  int sign;
  return __clb_lgamma_r_f64(x, &sign);
}
#endif
