// tgamma(x) for double.
//
// (q_hi + q_lo) 2^e, Gamma's quotient from <clb/double_gamma.h> (an exact
// reduction to Gamma(1 + u), |u| <= 1/2, by products of exact factors, so
// negative arguments near the poles keep their accuracy), rounded once and
// scaled: the overflow near 171.62 and the underflow below -184 round once
// more, at the threshold itself, the way a correctly rounded result would.
// Special cases (C99 F.9.5.4): tgamma(+-0) = +-INF, NaN for the negative
// integers and -INF; beyond 171.7 +INF; below -200 a zero of Gamma's sign.
//
// Bound 2 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 1.412 ulp at x = -0x1.3f7bddb348b26p+1.
#include <clb/double_cores.h>
#include <clb/double_exp.h>
#include <clb/double_gamma.h>

#if CLB_HAS_FP64
double __clb_tgamma_f64(double x) {
  if (x != x)
    return x;
  if (x > 171.7)
    return (double)INFINITY;
  if (x == 0.0)
    return 1.0 / x;
  double n = __builtin_rint(x);
  if (x < 0.0 && x == n)
    return (double)NAN;
  if (x < -200.0) { /* Gamma's sign there: (-1)^n times u's */
    double z = (long)n & 1 ? -0.0 : 0.0;
    return x - n < 0.0 ? -z : z;
  }
  double lo;
  int e;
  double q = __clb_gamma_quotient_f64(x, &lo, &e);
  return __clb_scale_f64(q + lo, (long)e);
}
#endif
