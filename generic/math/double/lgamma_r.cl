// lgamma_r(x) for double: lgamma(x) = log|Gamma(x)| returned and Gamma's
// sign stored in *sign, in three ranges:
//  x >= 8:         Stirling (<clb/double_gamma.h>): (x - 1/2)(log x - 1) +
//                  (log(2 pi) - 1)/2 + S(x), log x a double-double, the
//                  product by an exact fma, rounded once
//  -200 <= x < 8:  log of <clb/double_gamma.h>'s quotient q 2^e (log q_hi +
//                  q_lo / q_hi + e ln2, as a double-double, rounded once):
//                  Gamma's relative error, about 2^-55, becomes an absolute
//                  one, so near lgamma's zeros (1, 2, and two near each
//                  negative integer down to -17) the absolute error stays
//                  near 2^-54
//  x < -200:       reflection, lgamma(x) = log(pi) - log|x sin(pi u)| -
//                  lgamma(-x), u = x - rint(x) exact; |lgamma| > 700 there,
//                  so the rounded logarithm and sine cost little.
// Special cases (C99 F.9.5.3): +INF for +-0, the negative integers and
// +-INF; the sign is 0 there (the spec's rule for zeros and poles, and -INF
// and NaN, which have no gamma sign), 1 for +INF, else Gamma's sign.
//
// The value is lgamma.cl's, bit for bit (gen/math_functions.def's
// lgamma_r_value row: measured, 2^22 inputs on a GPU, 3.09e+15 ulp
// relative to the result at x = -0x1.3a7fc9600f86cp+1, beside lgamma's
// zero near -2.457, where the absolute error is 2^-55); the sign is exact
// (lgamma_r_signp).
#include <clb/double_cores.h>
#include <clb/double_gamma.h>

#if CLB_HAS_FP64
double __clb_lgamma_r_f64(double x, private int *sign) {
  double n = __builtin_rint(x);
  *sign = 0;
  if (x != x)
    return x;
  if (x <= 0.0 && x == n) /* zeros, negative integers, -INF */
    return (double)INFINITY;
  *sign = 1;
  if (x >= 8.0)
    return __clb_lgamma_stirling_f64(x);
  double u = x - n;
  if (x < -200.0) {
    *sign = ((long)n & 1 ? -1 : 1) * (u < 0.0 ? -1 : 1);
    double s = __builtin_fabs(__clb_sin_f64(u * M_PI));
    return (CLB_LOG_PI - __clb_log_f64(-x * s)) - __clb_lgamma_stirling_f64(-x);
  }
  int e;
  double ql;
  double qh = __clb_gamma_quotient_f64(x, &ql, &e);
  *sign = qh < 0.0 ? -1 : 1;
  double lo;
  double hi = __clb_lgamma_log_f64(__builtin_fabs(qh), &lo);
  double ed = (double)e, t;
  double s = __clb_two_sum_f64(ed * CLB_LN2_HI32, hi, &t);
  return s + (t + (lo + (ql / qh + ed * CLB_LN2_LO32)));
}
#endif
