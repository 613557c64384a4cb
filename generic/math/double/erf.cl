// erf(x) for double.
//
// Below 1, x + x P(x^2), P of degree 13 (gen/fit/erf_constants.py), rounded
// once by an fma. From 1 on, 1 - erfc(|x|) with x's sign: erfc(|x|) =
// exp(-x^2) R(|x|) as a scaled pair (<clb/double_erf.h>, |x| clamped to 27.5,
// where erf is 1), subtracted from 1 by an exact two-sum and rounded once.
// Zeros keep their sign; +-INF give +-1, NaN gives NaN.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.938 ulp at x = -0x1.fb3ecb226fe35p-1.
#include <clb/double_cores.h>
#include <clb/double_erf.h>

#if CLB_HAS_FP64
double __clb_erf_f64(double x) {
  if (__builtin_fabs(x) < 1.0)
    return __clb_fma_f64(x, __clb_erf_p_f64(x * x), x);
  double lo, e;
  double h = __clb_erfc_scaled_f64(x, &lo);
  double s = __clb_two_sum_f64(1.0, -h, &e);
  return x != x ? x : __clb_copysign_f64(s + (e - lo), x);
}
#endif
