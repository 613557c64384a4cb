// lgamma(x) and lgamma_r(x, *sign). The cores, each with its algorithm and
// measured bound:
// double: generic/math/double/lgamma_r.cl (__clb_lgamma_r_f64, each lane)
// and lgamma.cl (__clb_lgamma_f64, its value without the sign);
// float and half by default: generic/math/float/lgammaf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): the short path below (<clb/float_fast.h>), the
// double core on the lanes it does not decide (0.5 ulp on all 2^32 floats,
// the exhaustive GPU sweep). half, in both modes: the float core settled
// to half (<clb/half_math.h>), correctly rounded on every half.
#include <clb/double_cores.h>
#include <clb/gamma.h> /* CLB_GAMMA_Q, the float short path's pieces */
#include <clb/float_fast.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH_OUT, lgamma_r, int)
CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, lgamma)

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
// and 2 (x in (1/2, 5/2], n = rint(x), u = x - n), <clb/double_gamma.h>'s
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
  double g = __clb_fma_f64(u, q, 1.0);
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
  return (float)__clb_lgamma_r_f64((double)x, sign);
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

// half: each lane's float core settled to half as lgamma's
// (<clb/half_math.h>: correctly rounded, in both modes), Gamma's sign the
// float core's.
#define CLB_LGAMMA_HALF(T, ...)                                                \
  CLB_OVLD T __clb_lgamma_r(T x, private CLB_VECTOR(int, T) *sign) {           \
    CLB_HALF_LANES(T, v) ux = {CLB_HALF_TO_FLOAT(T, x)};                       \
    CLB_HALF_BITS(T, v) ub = {CLB_AS_BITS(T, x)};                              \
    CLB_HALF_HALVES(T, v) r;                                                   \
    CLB_MATH_LANES(CLB_VECTOR(int, T), v) uo;                                  \
    for (int i = 0; i < CLB_WIDTH(T); ++i) {                                   \
      int o;                                                                   \
      r.a[i] = __clb_lgamma_half_settle(ub.a[i], __clb_lgamma_rf(ux.a[i], &o)); \
      uo.a[i] = o;                                                             \
    }                                                                          \
    *sign = uo.v;                                                              \
    return r.v;                                                                \
  }
CLB_WIDTHS_OF_half(CLB_LGAMMA_HALF)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, lgamma)
