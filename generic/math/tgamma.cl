// tgamma(x) = (q_hi + q_lo) 2^e from <clb/gamma.h> (an exact reduction to
// Gamma(1 + u), |u| <= 1/2, by products of exact factors, so negative
// arguments near the poles keep their accuracy), rounded once and scaled:
// the overflow near 171.62 and the underflow below -184 round once more,
// at the threshold itself, the way a correctly rounded result would.
// Special cases (C99 F.9.5.4): tgamma(+-0) = +-INF, NaN for the negative
// integers and -INF; beyond 171.7 +INF; below -200 a zero of Gamma's sign.
// Scalar double core, mapped over the vector widths (its loops run up to 200
// steps per lane). float and half by default: the float core,
// generic/math/float/tgammaf.cl (its comment has the algorithm and the
// measured bound); the float path below is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>), half's the double
// core rounded once.
//
// Measured: double 1.412 ulp at -0x1.3f7bddb348b26p+1 (2^22 inputs against
// MPFR on the H100, docs/accuracy.md; the suite's 2^16 gave 0.915); the
// correctly rounded variant: float on all 2^32 inputs (0.5 ulp, the
// exhaustive GPU sweep), half on every input tried.
#include <clb/gamma.h>
#include <clb/math.h>
#include <clb/exp.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

#if CLB_HAS_FP64
CLB_OVLD CLB_CONST double __clb_tgamma(double x) {
  if (x != x)
    return x;
  if (x > 171.7)
    return (double)INFINITY;
  if (x == 0.0)
    return 1.0 / x;
  double n = __builtin_rint(x);
  if (x < 0.0 && x == n)
    return (double)NAN;
  if (x < -200.0) { /* Gamma's sign there: (-1)^n times u's (see gamma.h) */
    double z = (long)n & 1 ? -0.0 : 0.0;
    return x - n < 0.0 ? -z : z;
  }
  double lo;
  int e;
  double q = __clb_gamma_quotient(x, &lo, &e);
  return __clb_exp_scale(q + lo, (long)e);
}
CLB_WIDTHS_OF_double(CLB_MATH_MAP1, __clb_tgamma)
#endif

// float: <clb/float_fast.h>'s short path, the double core where it cannot
// decide. For x >= 1/2, Gamma(x) = exp(a + lo) / pr with <clb/gamma.h>'s
// Stirling piece at z = x; below, the reflection Gamma(x) = pi / (sin(pi x)
// Gamma(1 - x)) = pi pr exp(-(a + lo)) / sin(pi x) at z = 1 - x (exact for
// |x| >= 2^-29, and below that its rounding moves Gamma(z) by < 2^-53), its
// sine exact in x - rint(x), so the poles keep the relative error; x = 0 and
// the poles give an infinity or NaN, taken by the core. Errors (relative):
// a + lo about 5 2^-51 (<clb/gamma.h>), exp 2^-51.6, pr 2^-50, the sine
// 2^-51, pi pr and the quotient 2^-52 each: 2^-47.5; E = 2^-46. Beyond
// |x| = 43 (overflow above 35.04, underflow below -45) the core decides.
#if CLB_HAS_FP64
#define CLB_TGAMMA_FAST(T, ...)                                                \
  static inline CLB_OVLD T __clb_fast_tgamma(T x) {                            \
    T z = x < 0.5 ? 1.0 - x : x;                                               \
    T pr, lo;                                                                  \
    T a = __clb_fast_lgamma_w(z, &pr, &lo);                                    \
    T e = __clb_fast_exp(x < 0.5 ? -a : a, x < 0.5 ? -lo : lo);                \
    T num = x < 0.5 ? (M_PI * pr) * e : e;                                     \
    T den = x < 0.5 ? __clb_fast_sinpi(x) : pr;                                \
    return x >= -43.0 && x <= 43.0 ? num / den : (T)NAN;                       \
  }
CLB_WIDTHS_OF_double(CLB_TGAMMA_FAST)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, tgamma, 0x1p-46)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, tgamma)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, tgamma)
