// erfc(x) for double.
//
// Between -1 and 1/2, (1 - x) - x P(x^2) with 1 - x formed exactly by a
// two-sum (P erf's, <clb/double_erf.h>). From 1/2 on, exp(-x^2) R(x) with
// x^2 an exact pair and R in six fitted pieces, 2^k (R + R s) rounded once
// and then scaled (the underflow near 26.5 rounds once more; x is clamped
// to 27.5, beyond which erfc is below half the least subnormal). Below -1,
// 2 - erfc(|x|) by an exact two-sum, rounded once. NaN gives NaN.
//
// Bound 2 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 1.745 ulp at x = 0x1.c8bb814dffc5dp+2.
#include <clb/double_cores.h>
#include <clb/double_erf.h>

#if CLB_HAS_FP64
double __clb_erfc_f64(double x) {
  double e;
  if (x < 0.5 && x > -1.0) {
    double s = __clb_two_sum_f64(1.0, -x, &e);
    return s + (e - x * __clb_erf_p_f64(x * x));
  }
  if (x > 0.0) {
    long k;
    double lo;
    double h = __clb_erfc_big_f64(__builtin_fmin(x, 27.5), &lo, &k);
    return __clb_scale_f64(h + lo, k);
  }
  double lo;
  double h = __clb_erfc_scaled_f64(x, &lo);
  double s = __clb_two_sum_f64(2.0, -h, &e);
  return x != x ? x : s + (e - lo);
}
#endif
