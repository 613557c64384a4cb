// The double exponential cores' shared pieces (generic/math/double/exp.cl,
// exp2.cl, exp10.cl, expm1.cl; the hyperbolic and power cores use them too):
// plain scalar functions.
//
// Every member reduces its argument to exp(r) with r = r_hi + r_lo,
// |r| <= ln2/2 (plus a few ulps), times 2^k, k an integer:
//   exp:   k = nearest(x / ln2),     r = x - k ln2
//   exp2:  k = nearest(x),           r = (x - k) ln2
//   exp10: k = nearest(x log2(10)),  r = x ln10 - k ln2
// and each reduction is exact or carries its rounding in r_lo. Then
//   exp(r) = 1 + s,  s = r_hi + (r_lo + r^2 P(r)),
// P being Taylor's series to r^13/13! (gen/fit/exp_constants.py: the terms
// left out are below 2^-57 of the result). Forming s with r_hi outside the
// rounded tail keeps the reduction's error out of the result: s is rounded
// once (at most 1/4 ulp of the result, as |s| < 1/2 of it) and 1 + s once,
// so the error is at most about 0.77 ulp before the scaling by 2^k, which
// is exact (two steps, each a power of two in the normal range) but for a
// result in the subnormal range, rounded once more there.
//
// __clb_exp_dd_f64, exp of a double-double argument (pow's y log x), rounds
// once instead: 1 + r and r^2/2 are kept as exact pairs and only the small
// rest r^3 P3(r) and the pairs' tails are rounded before the one final
// addition, which happens in the binade of the result, subnormal ones
// included (about 0.52 ulp plus the argument's own error).
//
// The constants: <clb/exp.h>.
#ifndef CLB_DOUBLE_EXP_H
#define CLB_DOUBLE_EXP_H

#include <clb/double_arith.h>
#include <clb/exp.h> /* the constants */

#if CLB_HAS_FP64
// (exp(r) - 1 - r - r^2/2) / r^3, for expm1's exact r^2/2.
static inline double __clb_exp_q_f64(double r) {
  return CLB_EXP_C3 + r * (CLB_EXP_C4 + r * (CLB_EXP_C5 +
         r * (CLB_EXP_C6 + r * (CLB_EXP_C7 + r * (CLB_EXP_C8 + r * (CLB_EXP_C9 +
         r * (CLB_EXP_C10 + r * (CLB_EXP_C11 + r * (CLB_EXP_C12 +
         r * CLB_EXP_C13)))))))));
}

// exp(r) - 1 without its first term: r^2 P(r).
static inline double __clb_exp_tail_f64(double r) {
  return r * r * (CLB_EXP_C2 + r * __clb_exp_q_f64(r));
}

// s = exp(r_hi + r_lo) - 1, r_hi the larger part.
static inline double __clb_exp_s_f64(double r_hi, double r_lo) {
  return r_hi + (r_lo + __clb_exp_tail_f64(r_hi + r_lo));
}

// exp(x) = 2^k (hi + *lo) unrounded, |x| <= 746, for callers that combine
// it further (the hyperbolic functions): 1 + s as exp forms it, its two
// roundings kept (hi + lo within 2^-55 of exp(r)).
static inline double __clb_exp_parts_f64(double x, private long *k,
                                         private double *lo) {
  double kd = __clb_nearest_f64(x * CLB_LOG2E, k);
  double r_hi = x - kd * CLB_LN2_HI32;
  double t = -kd * CLB_LN2_LO32 + __clb_exp_tail_f64(r_hi - kd * CLB_LN2_LO32);
  double h = 1.0 + r_hi;
  double l = (r_hi - (h - 1.0)) + t;
  double hi = h + l;
  *lo = l - (hi - h);
  return hi;
}

// exp(t_hi + t_lo), |t_lo| <= ulp(t_hi), rounded once (see above).
static inline double __clb_exp_dd_f64(double t_hi, double t_lo) {
  double tc = __clb_clamp_f64(t_hi, -746.0, 710.0);
  t_lo = tc == t_hi ? t_lo : 0.0;
  long k;
  double kd = __clb_nearest_f64(tc * CLB_LOG2E, &k);
  // r = a_hi + a_lo renormalized: a_lo holds k (ln2 - ln2_hi32), up to
  // 2^-25, whose square the series needs.
  double a_hi = tc - kd * CLB_LN2_HI32, a_lo = t_lo - kd * CLB_LN2_LO32;
  double r_lo, r = __clb_two_sum_f64(a_hi, a_lo, &r_lo);
  // exp(r) = (1 + r) + r^2/2 + r^3 P3(r): the first two exact as pairs.
  double one = 1.0 + r, one_lo = (1.0 - one) + r;
  double h = 0.5 * r * r, h_lo = __clb_fma_f64(0.5 * r, r, -h) + r * r_lo;
  double cube = r * r * r * __clb_exp_q_f64(r);
  double e_lo, e = __clb_two_sum_f64(one, h, &e_lo);
  double low = e_lo + (one_lo + (r_lo + (h_lo + cube)));
  // A result below 2^-1022 rounds at 2^-1074, u = 2^(-1074-k) here: adding
  // c = 2^52 u (0.5 for k = -1022) puts e + c in the binade whose ulp is u
  // (e in [0.7, 1.42]), so the one rounding below is the final one and the
  // scaling after it exact. Above, c = 0.
  double c = k < -1022 ? __clb_pow2_f64(k < -1022 ? -1022 - k : 0)
                 : k == -1022 ? 0.5 : 0.0;
  double s_lo, s = __clb_two_sum_f64(c, e, &s_lo);
  return __clb_scale_f64((s + (s_lo + low)) - c, k);
}
#endif

#endif
