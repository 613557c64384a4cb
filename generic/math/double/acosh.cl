// acosh(x) for double.
//
// acosh(x) = log(x + sqrt(x^2 - 1)), x >= 1, the argument a double-double
// (x^2 - 1 exact near 1, where the result is about sqrt(2 (x - 1))) and its
// logarithm as in log1p (<clb/double_hyperbolic.h>). acosh(1) = +0, +INF is its
// own, below 1 (-INF included) and NaN give NaN.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.733 ulp at x = 0x1.0ee59bcbb495ap+0.
#include <clb/double_cores.h>
#include <clb/double_hyperbolic.h>

#if CLB_HAS_FP64
double __clb_acosh_f64(double x) {
  double y = __clb_log_special_f64(x, __clb_log_root_sum_f64(x, -1.0));
  return x < 1.0 ? (double)NAN : y;
}
#endif
