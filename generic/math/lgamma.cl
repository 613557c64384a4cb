// lgamma(x) = log|Gamma(x)| and lgamma_r's sign of Gamma(x), in three ranges:
//  x >= 8:          Stirling: (x - 1/2)(log x - 1) + (log(2 pi) - 1)/2 + S(x),
//                   log x as a double-double (<clb/log.h>'s f - c with f and
//                   k ln2's leading part summed exactly), the product by an
//                   exact fma, S = P(1/x^2)/x fitted (gen/fit/gamma_constants.py),
//                   rounded once; written as (log x - 1) so that nothing
//                   overflows before the result does (near 2.55e305)
//  -200 <= x < 8:   log of <clb/gamma.h>'s quotient q 2^e (log q_hi + q_lo /
//                   q_hi + e ln2, as a double-double, rounded once): Gamma's
//                   relative error, about 2^-55, becomes an absolute one, so
//                   near lgamma's zeros (1, 2, and two near each negative
//                   integer down to -17) the absolute error stays near 2^-54
//  x < -200:        reflection, lgamma(x) = log(pi) - log|x sin(pi u)| -
//                   lgamma(-x), u = x - rint(x) exact; |lgamma| > 700 there,
//                   so the rounded logarithm and sine cost little.
// Special cases (C99 F.9.5.3): +INF for +-0, the negative integers and +-INF;
// lgamma_r's sign is 0 there (the spec's rule for zeros and poles, and -INF
// and NaN, which have no gamma sign), 1 for +INF, else Gamma's sign.
// Scalar double core, mapped over the vector widths. float and half by
// default: the float core, generic/math/float/lgammaf.cl (its comment has
// the algorithm and the measured bound); under
// -cl-clb-correctly-rounded-math float is a short double path below (the
// double core where it cannot decide) and half the double core rounded once.
//
// Measured (2^22 inputs vs. MPFR on an H100, 2026-11-28:
// tools/lab/accuracy/double_sample.cu, docs/accuracy.md): double, relative to
// the result, 3.09e15 ulp at -0x1.3a7fc9600f86cp+1, beside lgamma's zero
// near -2.457, where the absolute error is 2^-55 (the suite holds lgamma to
// absolute error 2^-50 where |lgamma| < 1, docs/accuracy.md); the
// suite's 2^16 inputs gave 1.782 ulp at 0x1.6a09e667f3bcdp+0 (lgamma -0.12).
// float: the float core's comment; the correctly rounded variant 0.5 ulp
// on all 2^32 floats (the exhaustive GPU sweep).
#include <clb/gamma.h>
#include <clb/log.h>
#include <clb/math.h>
#include <clb/trig.h> /* __clb_two_sum */
#include <clb/float_fast.h>
#include <clb/float_math.h>

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
CLB_OVLD CLB_CONST double __clb_log(double);
CLB_OVLD CLB_CONST double __clb_sin(double);

// log(x) as hi + lo to about 2^-60 of it (x positive and finite).
static double __clb_lgamma_log(double x, private double *lo) {
  long k;
  double f = __clb_log_reduce(x, &k) - 1.0;
  double kd = (double)k;
  double e;
  double hi = __clb_two_sum(kd * CLB_LN2_HI32, f, &e);
  *lo = e - (__clb_log_corr(f) - kd * CLB_LN2_LO32);
  return hi;
}

// lgamma(x) for x >= 8.
static double __clb_lgamma_stirling(double x) {
  double l, bl;
  double h = __clb_lgamma_log(x, &l);
  double bh = __clb_two_sum(h, -1.0, &bl);
  /* Halved near the overflow, so that only the last, exact step can. */
  double h2 = x > 0x1p1000 ? 0.5 : 1.0;
  double a = (x - 0.5) * h2;
  double p = a * bh;
  if (p == (double)INFINITY)
    return p;
  double pl = __clb_exp_fma(a, bh, -p) + a * (bl + l);
  double w = 1.0 / (x * x);
  double s = (CLB_LGAMMA_S0 + w * (CLB_LGAMMA_S1 + w * (CLB_LGAMMA_S2 +
             w * (CLB_LGAMMA_S3 + w * (CLB_LGAMMA_S4 + w * (CLB_LGAMMA_S5 +
             w * (CLB_LGAMMA_S6 + w * (CLB_LGAMMA_S7 + w * (CLB_LGAMMA_S8 +
             w * CLB_LGAMMA_S9))))))))) / x;
  return (p + (pl + h2 * (CLB_LGAMMA_C + (s + CLB_LGAMMA_C_LO)))) / h2;
}

CLB_OVLD double __clb_lgamma_r(double x, private int *sign) {
  double n = __builtin_rint(x);
  *sign = 0;
  if (x != x)
    return x;
  if (x <= 0.0 && x == n) /* zeros, negative integers, -INF */
    return (double)INFINITY;
  *sign = 1;
  if (x >= 8.0)
    return __clb_lgamma_stirling(x);
  double u = x - n;
  if (x < -200.0) {
    *sign = ((long)n & 1 ? -1 : 1) * (u < 0.0 ? -1 : 1);
    double s = __builtin_fabs(__clb_sin(u * M_PI));
    return (CLB_LOG_PI - __clb_log(-x * s)) - __clb_lgamma_stirling(-x);
  }
  int e;
  double ql;
  double qh = __clb_gamma_quotient(x, &ql, &e);
  *sign = qh < 0.0 ? -1 : 1;
  double lo;
  double hi = __clb_lgamma_log(__builtin_fabs(qh), &lo);
  double ed = (double)e, t;
  double s = __clb_two_sum(ed * CLB_LN2_HI32, hi, &t);
  return s + (t + (lo + (ql / qh + ed * CLB_LN2_LO32)));
}

CLB_OVLD CLB_CONST double __clb_lgamma(double x) {
  int sign;
  return __clb_lgamma_r(x, &sign);
}

// The vector cores, lane by lane.
#define CLB_LGAMMA_MAP(T, ...)                                                 \
  CLB_IF_VECTOR(T,                                                             \
    CLB_OVLD T __clb_lgamma_r(T x, private CLB_VECTOR(int, T) *sign) {         \
      T r = (T)0;                                                              \
      CLB_VECTOR(int, T) s = 0;                                                \
      for (int i = 0; i < CLB_WIDTH(T); ++i) {                                 \
        int si;                                                                \
        r[i] = __clb_lgamma_r(x[i], &si);                                      \
        s[i] = si;                                                             \
      }                                                                        \
      *sign = s;                                                               \
      return r;                                                                \
    }                                                                          \
    CLB_OVLD CLB_CONST T __clb_lgamma(T x) {                                   \
      CLB_VECTOR(int, T) sign;                                                 \
      return __clb_lgamma_r(x, &sign);                                         \
    })
CLB_WIDTHS_OF_double(CLB_LGAMMA_MAP)
#endif

// float: <clb/float_fast.h>'s test, with the sign. __clb_fast_lgamma_r, for
// all finite x, uses <clb/gamma.h>'s Stirling piece at z = x (x >= 1/2), or
// at z = 1 - x with the reflection log|Gamma(x)| = log(pi / |sin(pi x)|) -
// log Gamma(1 - x) (1 - x exact for |x| >= 2^-29; below, its rounding moves
// log Gamma(z) by < 2^-53 where |lgamma(x)| > 20): y = +-(a + lo - log r),
// r = pr or pi pr / |sin(pi x)|, log r = kl + f + rest (<clb/gamma_fast.h>).
// Absolute errors: a + lo 5 2^-51 (<clb/gamma.h>; beyond w = 51 it grows as
// 2^-57 of a); r's relative error (pr 8, the sine 4, pi pr 2, the quotient
// 1 units of 2^-53) becomes log r's absolute one, 15 2^-53, plus its rest's
// 2^-58; the three sums round to 2^-53 of |y| + 0.52, |y| + 0.11 and |y|:
// |y - lgamma(x)| <= 2^-47.8 + 2^-51.4 |y|, within E = 2^-46 of |y| when
// |y| >= 0.3 (measured against MPFR on 10^6 inputs in [-8, 8]: at most
// 2^-49.1 of |y|, at -0x1.28b38ep+1). Smaller |y| (around the zeros: 1, 2
// and two between consecutive negative integers) returns NaN, as do the
// poles (r infinite) and the infinities. Gamma's sign is sin(pi x)'s below
// 1/2, the sine's sign exact.
#define CLB_LGAMMA_FAST_E 0x1p-46
#if CLB_HAS_FP64
#define CLB_LGAMMA_FAST(T, ...)                                                \
  static inline CLB_OVLD T __clb_fast_lgamma_r(T x, private T *sign) {         \
    T z = x < 0.5 ? 1.0 - x : x;                                               \
    T pr, lo;                                                                  \
    T a = __clb_fast_lgamma_w(z, &pr, &lo);                                    \
    T sp = __clb_fast_sinpi(x);                                                \
    T r = x < 0.5 ? (M_PI * pr) / __builtin_elementwise_abs(sp) : pr;          \
    T kl, f;                                                                   \
    T rest = __clb_fast_log(r, &kl, &f);                                       \
    T y = ((a - kl) - f) + (lo - rest);                                        \
    *sign = x < 0.5 && sp < 0.0 ? (T)-1.0 : (T)1.0;                            \
    return x <= 0x1.fffffep127 && r < (T)INFINITY &&                           \
                   __builtin_elementwise_abs(y) >= 0.3                         \
               ? (x < 0.5 ? -y : y)                                            \
               : (T)NAN;                                                       \
  }
CLB_WIDTHS_OF_double(CLB_LGAMMA_FAST)

// The lanes __clb_fast_lgamma_r leaves, one at a time. Around the zeros 1
// and 2 (x in (1/2, 5/2], n = rint(x), u = x - n), <clb/gamma.h>'s
// Gamma(x) = (1 + u)^(n - 1) / (1 + u Q(u)) gives lgamma(x) = -log1p(u Q)
// (n = 1) or log1p(v), v = u (1 - Q) / (1 + u Q) (n = 2), relative errors
// throughout, zeros included: Q's absolute error at most 1.3 2^-53 (its fit
// 2^-55 of Q, gen/fit/gamma_fast_constants.py, and Horner's roundings, led
// by Q0 + u Q1's), so u Q within 6 2^-53 (Q >= 0.257) and u (1 - Q) within
// 11 2^-53 (1 - Q >= 0.128); the products, 1 + u Q and the quotient 3 more;
// log1p(v) = log(m) + (v - (m - 1)) / m, m = 1 + v rounded (the correction
// exact but for its quotient), to about 3 2^-53 of itself, its sensitivity
// to v's error below 1.4: 14 1.4 + 3 units of 2^-53, 2^-48.5 (measured
// 2^-49.7 at 0x1.87eb52p+0, against MPFR on 10^6 inputs), within E.
// Else the double core, for the value and the sign.
static inline double __clb_lgamma_near12(double x) {
  double n = __builtin_rint(x);
  double u = x - n;
  double q = CLB_GAMMA_Q(u);
  double g = __clb_exp_fma(u, q, 1.0);
  double v = n == 1.0 ? u * q : (u * (1.0 - q)) / g;
  double m = 1.0 + v;
  double c = (v - (m - 1.0)) / m;
  double kl, f;
  double rest = __clb_fast_log(m, &kl, &f);
  double l = (kl + f) + (rest + c);
  return n == 1.0 ? -l : l;
}

CLB_FLOAT_FAST_COLD static float __clb_lgamma_lane(float x, private int *sign) {
  if (x > 0.5f && x <= 2.5f) {
    double y = __clb_lgamma_near12((double)x);
    CLB_FLOAT_FAST_SETTLE(float, y, CLB_LGAMMA_FAST_E)
    if (CLB_FLOAT_FAST_OK(0)) {
      *sign = 1;
      return ur_.a[0];
    }
  }
  return (float)__clb_lgamma_r((double)x, sign);
}

// The correctly rounded variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): the short path above, each lane it leaves through
// __clb_lgamma_lane.
#define CLB_LGAMMA_FLOAT_CR(T, ...)                                            \
  CLB_OVLD T __clb_cr_lgamma_r(T x, private CLB_VECTOR(int, T) *sign) {        \
    CLB_VECTOR(double, T) sg;                                                  \
    CLB_VECTOR(double, T) y =                                                  \
        __clb_fast_lgamma_r(CLB_EXP_WIDEN(T, x), &sg);                         \
    CLB_FLOAT_FAST_SETTLE(T, y, CLB_LGAMMA_FAST_E)                             \
    union { T v; float a[CLB_WIDTH(T)]; } ux_ = {x};                           \
    union { CLB_VECTOR(int, T) v; int a[CLB_WIDTH(T)]; } us_ = {               \
        CLB_CONVERT(CLB_VECTOR(int, T), sg)};                                  \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      if (__builtin_expect(!CLB_FLOAT_FAST_OK(i), 0))                          \
        ur_.a[i] = __clb_lgamma_lane(ux_.a[i], &us_.a[i]);                     \
    *sign = us_.v;                                                             \
    return ur_.v;                                                              \
  }                                                                            \
  CLB_OVLD CLB_CONST T __clb_cr_lgamma(T x) {                                  \
    CLB_VECTOR(int, T) sign;                                                   \
    return __clb_cr_lgamma_r(x, &sign);                                        \
  }
CLB_WIDTHS_OF_float(CLB_LGAMMA_FLOAT_CR)
#endif

// float by default: the float core, generic/math/float/lgammaf.cl, lane by
// lane (lgamma is lgamma_r without the sign, bit for bit), each lane's sign
// through a scalar: a pointer into a union's array came back 0 on rusticl
// (lgamma_r(float4) with the drop-in, 2026-11-28).
#define CLB_LGAMMA_FLOAT(T, ...)                                               \
  CLB_MATH_LANEWISE_OUT(T, lgamma_r, __clb_lgamma_rf, int,                     \
                        CLB_FLOAT_MATH_CR(__clb_cr_lgamma_r(x, out)))
CLB_WIDTHS_OF_float(CLB_LGAMMA_FLOAT)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, lgamma)

// half: the float function of its width rounded once more (Gamma's sign is
// the float's); correctly rounded under the control, through the double one.
#define CLB_LGAMMA_HALF(T, ...)                                                \
  CLB_OVLD T __clb_lgamma_r(T x, private CLB_VECTOR(int, T) *sign) {           \
    CLB_FLOAT_MATH_CR(                                                         \
        CLB_CONVERT(T, __clb_lgamma_r(CLB_EXP_WIDEN(T, x), sign)))             \
    return CLB_CONVERT(T, __clb_lgamma_r(CLB_HALF_TO_FLOAT(T, x), sign));      \
  }
CLB_WIDTHS_OF_half(CLB_LGAMMA_HALF)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, lgamma)
