// The hyperbolic family's shared pieces (generic/math/sinh.cl, cosh.cl,
// tanh.cl, asinh.cl, acosh.cl, atanh.cl), built on the exponential,
// logarithm and trigonometric internals.
//
// sinh, cosh, tanh of a = |x|: e^a = 2^k (h + h_lo) (<clb/exp.h>'s
// __clb_exp_parts) and e^-a = 2^k (q + q_lo), q + q_lo = 2^-2k / (h + h_lo) by
// one Newton step, so that e^a + e^-a and e^a - e^-a are double-doubles
// times 2^k, each rounded once (cosh, sinh) or divided (tanh). From a = 1/2
// on, e^a - e^-a loses at most two bits to cancellation and the pieces carry
// about 2^-55 of error, so the result keeps its one rounding and a fraction
// of an ulp more. Below 1/2 sinh is x + x^3 S(-x^2), S the sine kernel's
// Taylor polynomial (sinh x = -i sin(ix)), whose terms all have one sign.
//
// asinh, acosh: log(a + sqrt(a^2 +- 1)), the argument as a double-double
// (the square from an exact fma, its square root corrected once) and its
// logarithm by <clb/log.h>'s __clb_log_sum, so near a = 0 (asinh) and
// a = 1 (acosh) the small result is f - c with f exact, as in log1p. From
// 2^28 on the argument is 2a (the terms dropped are below 2^-56 of it).
#ifndef CLB_HYPERBOLIC_H
#define CLB_HYPERBOLIC_H

#include <clb/log.h>
#include <clb/math.h> /* __clb_sqrt */
#include <clb/trig.h>

// Below it sinh is x + x^3 S(-x^2); from it on, from exp.
#define CLB_SINH_SMALL 0.5
// Past it log(a + sqrt(a^2 +- 1)) is log(2a) to well under an ulp.
#define CLB_ARCH_LARGE 0x1p28

#if CLB_HAS_FP64
#define CLB_HYPERBOLIC_PIECES(T, ...)                                          \
  /* e^a = 2^k (*h + *h_lo) and e^-a = 2^k (*q + *q_lo), 0 <= a <= 746 (k   \
     >= 0; 2^-2k stops at 2^-1022, where e^-a is far below an ulp of e^a). */ \
  static inline CLB_OVLD void __clb_exp_pair(T a, private CLB_SIGNED(T) *k,   \
                                             private T *h, private T *h_lo,   \
                                             private T *q, private T *q_lo) { \
    *h = __clb_exp_parts(a, k, h_lo);                                             \
    T inv = 1.0 / *h;                                                          \
    T rho = __clb_exp_fma(-inv, *h, 1.0) - inv * *h_lo;                        \
    T s = __clb_exp_pow2(*k > 511 ? (CLB_SIGNED(T))(-1022) : -2 * *k);         \
    *q = inv * s;                                                              \
    *q_lo = inv * rho * s;                                                     \
  }                                                                            \
  /* (a + a_lo) + (b + b_lo) as *hi + lo (returned), |b| <= |a|. */            \
  static inline CLB_OVLD T __clb_dd_add(T a, T a_lo, T b, T b_lo,              \
                                        private T *hi) {                       \
    T e;                                                                       \
    T s = __clb_two_sum(a, b, &e);                                             \
    T l = e + (a_lo + b_lo);                                                   \
    *hi = s + l;                                                               \
    return l - (*hi - s);                                                      \
  }                                                                            \
  /* sinh x - x for |x| < CLB_SINH_SMALL (zeros keep their sign). */           \
  static inline CLB_OVLD T __clb_sinh_small(T x) {                             \
    T z = x * x;                                                               \
    return -(x * z) * __clb_sin_poly(-z);                                      \
  }                                                                            \
  /* log(a + sqrt(a^2 + one)), one = 1 (asinh) or -1 (acosh, a >= 1); a      \
     positive and finite. */                                                   \
  static inline CLB_OVLD T __clb_log_root_sum(T a, double one) {               \
    T b = a < CLB_ARCH_LARGE ? a : (T)0.0;                                     \
    T z = b * b;                                                               \
    T z_lo = __clb_exp_fma(b, b, -z);                                          \
    T e;                                                                       \
    T t = __clb_two_sum(z, (T)one, &e);                                        \
    T t_lo = e + z_lo;                                                         \
    T sh = __clb_sqrt(t);                                                      \
    /* (acosh(1): t = 0, and so is the correction.) */                        \
    T sl = t > 0.0 ? (__clb_exp_fma(-sh, sh, t) + t_lo) / (2.0 * sh) : (T)0.0; \
    T u = __clb_two_sum(b, sh, &e);                                            \
    T l = e + sl;                                                              \
    T hi = u + l;                                                              \
    T lo = l - (hi - u);                                                       \
    /* log(2a) as log(a) + ln2: 2a may overflow. */                          \
    T large = a < CLB_ARCH_LARGE ? (T)0.0 : (T)1.0;                            \
    return __clb_log_sum(a < CLB_ARCH_LARGE ? hi : a,                          \
                         a < CLB_ARCH_LARGE ? lo : (T)0.0, large);            \
  }
CLB_WIDTHS_OF_double(CLB_HYPERBOLIC_PIECES)
#endif

#endif
