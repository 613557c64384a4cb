// The double gamma family's shared pieces (generic/math/double/tgamma.cl,
// lgamma_r.cl, lgamma.cl): plain scalar functions, but for Gamma's
// quotient, a real function (generic/math/clb_gamma.cl: its loops would
// otherwise be copied into both callers).
//
// Gamma(x) as a double-double quotient, for finite x in [-200, 172] other
// than zero and the negative integers. With n = rint(x) and u = x - n
// (|u| <= 1/2; exact, as x and n are multiples of x's ulp and |u| <= |x|):
//   Gamma(x) = N / (D G(u)),  G(u) = 1/Gamma(1 + u) = 1 + u Q(u),
//   N = (x - 1)(x - 2) ... (x - n + 1)  for n >= 2 (else 1),
//   D = x (x + 1) ... (x - n)           for n <= 0 (else 1), its last
//                                       factor u.
// Every factor is exact for the same reason, so near the poles the small
// factor u is exact too; N and D are kept as double-doubles (each step an
// exact product by fma), G is 1 + u Q(u) with its rounding kept, and the
// quotient has one correction step: its error is G's (Q's fit, 2^-56, and
// u Q's rounding, at most 2^-55 of G) plus about 2^-100 per factor. N and
// D are scaled where they would overflow (x > 160, x < -150) or D
// underflow (|x| < 2^-900): Gamma(x) = (q_hi + q_lo) 2^e.
// gen/fit/gamma_constants.py fits Q (degree 17, truncated Chebyshev
// series; the constants: <clb/gamma.h>).
//
// lgamma's pieces: log(x) as a double-double (<clb/double_log.h>'s f - c
// with f and k ln2's leading part summed exactly), and Stirling's series
// from 8 on, (x - 1/2)(log x - 1) + (log(2 pi) - 1)/2 + S(x), S(x) =
// P(1/x^2)/x fitted by gen/fit/gamma_constants.py.
#ifndef CLB_DOUBLE_GAMMA_H
#define CLB_DOUBLE_GAMMA_H

#include <clb/double_arith.h>
#include <clb/double_log.h>
#include <clb/gamma.h> /* CLB_GAMMA_Q */

// gen/fit/gamma_constants.py prints these.
#define CLB_LGAMMA_S0 0x1.5555555555555p-4
#define CLB_LGAMMA_S1 -0x1.6c16c16c16c16p-9
#define CLB_LGAMMA_S2 0x1.a01a01a019683p-11
#define CLB_LGAMMA_S3 -0x1.38138136225c2p-11
#define CLB_LGAMMA_S4 0x1.b951df7c96629p-11
#define CLB_LGAMMA_S5 -0x1.f6a9860a8e044p-10
#define CLB_LGAMMA_S6 0x1.a3e0e2861d6b1p-8
#define CLB_LGAMMA_S7 -0x1.dede814bbffccp-6
#define CLB_LGAMMA_S8 0x1.48eda5c230cebp-3
#define CLB_LGAMMA_S9 -0x1.6fc9b875d849ap-1
#define CLB_LGAMMA_C 0x1.acfe390c97d69p-2 /* (log(2 pi) - 1) / 2 */
#define CLB_LGAMMA_C_LO 0x1.3494bc9001442p-56
#define CLB_LOG_PI 0x1.250d048e7a1bdp+0 /* log(pi) */

#if CLB_HAS_FP64
// Gamma(x) = (returned + *q_lo) 2^*e, x as above.
double __clb_gamma_quotient_f64(double x, private double *q_lo,
                                private int *e);

// log(x) as hi + lo to about 2^-60 of it (x positive and finite).
static inline double __clb_lgamma_log_f64(double x, private double *lo) {
  long k;
  double f = __clb_log_reduce_f64(x, &k) - 1.0;
  double kd = (double)k;
  double e;
  double hi = __clb_two_sum_f64(kd * CLB_LN2_HI32, f, &e);
  *lo = e - (__clb_log_corr_f64(f) - kd * CLB_LN2_LO32);
  return hi;
}

// lgamma(x) for x >= 8: written with (log x - 1) so that nothing overflows
// before the result does (near 2.55e305); the product by an exact fma.
static inline double __clb_lgamma_stirling_f64(double x) {
  double l, bl;
  double h = __clb_lgamma_log_f64(x, &l);
  double bh = __clb_two_sum_f64(h, -1.0, &bl);
  /* Halved near the overflow, so that only the last, exact step can. */
  double h2 = x > 0x1p1000 ? 0.5 : 1.0;
  double a = (x - 0.5) * h2;
  double p = a * bh;
  if (p == (double)INFINITY)
    return p;
  double pl = __clb_fma_f64(a, bh, -p) + a * (bl + l);
  double w = 1.0 / (x * x);
  double s = (CLB_LGAMMA_S0 + w * (CLB_LGAMMA_S1 + w * (CLB_LGAMMA_S2 +
             w * (CLB_LGAMMA_S3 + w * (CLB_LGAMMA_S4 + w * (CLB_LGAMMA_S5 +
             w * (CLB_LGAMMA_S6 + w * (CLB_LGAMMA_S7 + w * (CLB_LGAMMA_S8 +
             w * CLB_LGAMMA_S9))))))))) / x;
  return (p + (pl + h2 * (CLB_LGAMMA_C + (s + CLB_LGAMMA_C_LO)))) / h2;
}
#endif

#endif
