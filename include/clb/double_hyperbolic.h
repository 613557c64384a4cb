// The double hyperbolic cores' shared pieces (generic/math/double/sinh.cl,
// cosh.cl, tanh.cl, asinh.cl, acosh.cl, atanh.cl), built on the exponential,
// logarithm and trigonometric ones: plain scalar functions.
//
// sinh, cosh, tanh of a = |x|: e^a = 2^k (h + h_lo) (<clb/double_exp.h>'s
// __clb_exp_parts_f64) and e^-a = 2^k (q + q_lo), q + q_lo = 2^-2k / (h + h_lo)
// by one Newton step, so that e^a + e^-a and e^a - e^-a are double-doubles
// times 2^k, each rounded once (cosh, sinh) or divided (tanh). From a = 1/2 on,
// e^a - e^-a loses at most two bits to cancellation and the pieces carry about
// 2^-55 of error, so the result keeps its one rounding and a fraction of an ulp
// more. Below 1/2 sinh is x + x^3 S(-x^2), S the sine kernel's Taylor
// polynomial (sinh x = -i sin(ix)), whose terms all have one sign.
//
// asinh, acosh: log(a + sqrt(a^2 +- 1)), the argument as a double-double (the
// square from an exact fma, its square root corrected once) and its logarithm
// by <clb/double_log.h>'s __clb_log_sum_f64, so near a = 0 (asinh) and a = 1
// (acosh) the small result is f - c with f exact, as in log1p. From 2^28 on the
// argument is 2a (the terms dropped are below 2^-56 of it).
#ifndef CLB_DOUBLE_HYPERBOLIC_H
#define CLB_DOUBLE_HYPERBOLIC_H

#include <clb/double_exp.h>
#include <clb/double_log.h>
#include <clb/double_trig.h> /* __clb_sin_poly_f64, __clb_trig_div_f64 */
#include <clb/math.h> /* __clb_sqrt */

// Below it sinh is x + x^3 S(-x^2); from it on, from exp.
#define CLB_SINH_SMALL 0.5
// Past it log(a + sqrt(a^2 +- 1)) is log(2a) to well under an ulp.
#define CLB_ARCH_LARGE 0x1p28

#if CLB_HAS_FP64
// e^a = 2^k (*h + *h_lo) and e^-a = 2^k (*q + *q_lo), 0 <= a <= 746 (k
// >= 0; 2^-2k stops at 2^-1022, where e^-a is far below an ulp of e^a).
static inline void __clb_exp_pair_f64(double a, private long *k,
                                       private double *h, private double *h_lo,
                                       private double *q, private double *q_lo) {
  *h = __clb_exp_parts_f64(a, k, h_lo);
  double inv = 1.0 / *h;
  double rho = __clb_fma_f64(-inv, *h, 1.0) - inv * *h_lo;
  double s = __clb_pow2_f64(*k > 511 ? (long)(-1022) : -2 * *k);
  *q = inv * s;
  *q_lo = inv * rho * s;
}

// (a + a_lo) + (b + b_lo) as *hi + lo (returned), |b| <= |a|.
static inline double __clb_dd_add_f64(double a, double a_lo, double b, double b_lo,
                                      private double *hi) {
  double e;
  double s = __clb_two_sum_f64(a, b, &e);
  double l = e + (a_lo + b_lo);
  *hi = s + l;
  return l - (*hi - s);
}

// sinh x - x for |x| < CLB_SINH_SMALL (zeros keep their sign).
static inline double __clb_sinh_small_f64(double x) {
  double z = x * x;
  return -(x * z) * __clb_sin_poly_f64(-z);
}

// log(a + sqrt(a^2 + one)), one = 1 (asinh) or -1 (acosh, a >= 1); a
// positive and finite.
static inline double __clb_log_root_sum_f64(double a, double one) {
  double b = a < CLB_ARCH_LARGE ? a : 0.0;
  double z = b * b;
  double z_lo = __clb_fma_f64(b, b, -z);
  double e;
  double t = __clb_two_sum_f64(z, one, &e);
  double t_lo = e + z_lo;
  double sh = __clb_sqrt(t);
  // (acosh(1): t = 0, and so is the correction.)
  double sl = t > 0.0 ? (__clb_fma_f64(-sh, sh, t) + t_lo) / (2.0 * sh) : 0.0;
  double u = __clb_two_sum_f64(b, sh, &e);
  double l = e + sl;
  double hi = u + l;
  double lo = l - (hi - u);
  // log(2a) as log(a) + ln2: 2a may overflow.
  double large = a < CLB_ARCH_LARGE ? 0.0 : 1.0;
  return __clb_log_sum_f64(a < CLB_ARCH_LARGE ? hi : a,
                           a < CLB_ARCH_LARGE ? lo : 0.0, large);
}
#endif

#endif
