// asinh(x) for double.
//
// asinh(x) = sign(x) log(a + sqrt(a^2 + 1)), a = |x|, the argument a
// double-double and its logarithm as in log1p (<clb/double_hyperbolic.h>).
// Below 2^-28 the result is x (a^3/6 is below 2^-58 of it, under what could
// change its rounding). Zeros keep their sign; INF and NaN are their own.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.758 ulp at x = -0x1.64af22aa08d21p-2.
#include <clb/double_cores.h>
#include <clb/double_hyperbolic.h>

#if CLB_HAS_FP64
double __clb_asinh_f64(double x) {
  double a = __builtin_fabs(x);
  double y = __clb_log_special_f64(a, __clb_log_root_sum_f64(a, 1.0));
  return __clb_copysign_f64(a < 0x1p-28 ? a : y, x);
}
#endif
