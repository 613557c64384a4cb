// log1p(x) for double.
//
// log1p(x) = log(u) + log(1 + d/u), u = 1 + x rounded and d its rounding error
// (exact, by Knuth's two-sum): log(u) as in log.cl (<clb/double_log.h>), and
// log(1 + d/u) = d/u to well within the budget (|d/u| <= 2^-53). Near 0, u = 1
// and the result is d = x itself; zeros keep their sign.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.740 ulp at x = 0x1.17b581c07f105p-2.
#include <clb/double_cores.h>
#include <clb/double_log.h>

#if CLB_HAS_FP64
double __clb_log1p_f64(double x) {
  double u = 1.0 + x;
  double b = u - 1.0;
  double d = (1.0 - (u - b)) + (x - b);
  double y = x == 0.0 ? x : __clb_log_sum_f64(u, d, 0.0);
  return x == -1.0 ? (double)(-INFINITY) : __clb_log_special_f64(u, y);
}
#endif
