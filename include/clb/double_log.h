// The double logarithm cores' shared pieces (generic/math/double/log.cl,
// log2.cl, log10.cl, log1p.cl; the power and hyperbolic cores use them
// too): plain scalar functions.
//
// A positive finite x is m 2^k with m in [sqrt2/2, sqrt2) (subnormals
// scaled up first), and log(x) = k ln2 + log(1 + f), f = m - 1 exact. With
// s = f / (2 + f), log(1 + f) = 2 atanh(s) = 2s + s R(s^2), which rearranges
// (2s = f - s f) to
//   log(1 + f) = f - c,   c = f^2/2 - s (f^2/2 + R(s^2)),
// so the exact f carries the result and the rounded c is only a correction
// (|c| < f / 4): its errors reach the result scaled down. R is the atanh
// series to s^24 (gen/fit/log_constants.py: the rest is below 2^-62).
// Each member then adds k times its constant (ln2, 1, log10(2)) and scales
// f - c by its own (1, log2(e), log10(e)) in extended precision where that
// matters (double-double constants, an exact fma for the product's error).
//
// The constants: <clb/log.h>.
#ifndef CLB_DOUBLE_LOG_H
#define CLB_DOUBLE_LOG_H

#include <clb/double_arith.h>
#include <clb/log.h> /* the constants */

#if CLB_HAS_FP64
// c with log(1 + f) = f - c.
static inline double __clb_log_corr_f64(double f) {
  double s = f / (2.0 + f);
  double z = s * s;
  double r = z * (CLB_LOG_R1 + z * (CLB_LOG_R2 + z * (CLB_LOG_R3 + z * (CLB_LOG_R4 +
             z * (CLB_LOG_R5 + z * (CLB_LOG_R6 + z * (CLB_LOG_R7 + z * (CLB_LOG_R8 +
             z * (CLB_LOG_R9 + z * (CLB_LOG_R10 + z * (CLB_LOG_R11 +
        z * CLB_LOG_R12)))))))))));
  double hfsq = 0.5 * f * f;
  return hfsq - s * (hfsq + r);
}

// (a + a_lo)(b + b_lo) as a pair, to about 2^-104 of it.
static inline double __clb_log_mul_f64(double a, double a_lo, double b, double b_lo,
                                       private double *lo) {
  double p = a * b;
  *lo = __clb_fma_f64(a, b, -p) + (a * b_lo + a_lo * b);
  return p;
}

// log(x) as *lo + the result, x positive and finite, to about 2^-68 of
// itself (pow's need: y log x up to 745 must be off by < 2^-58). As
// log(1 + f) = 2s + s R(s^2), but s, s^2 and the first two terms of R are
// pairs: in double R's terms past them are below 2^-67 of the result.
static inline double __clb_log_dd_f64(double x, private double *lo) {
  long k;
  double f = __clb_log_reduce_f64(x, &k) - 1.0;
  double u = 2.0 + f, u_lo = (2.0 - u) + f;
  double inv = 1.0 / u;
  double s = f * inv;
  double s_lo = (__clb_fma_f64(-s, u, f) - s * u_lo) * inv;
  double z_lo, z = __clb_log_mul_f64(s, s_lo, s, s_lo, &z_lo);
  double q = z * (CLB_LOG_R3 + z * (CLB_LOG_R4 + z * (CLB_LOG_R5 + z * (CLB_LOG_R6 +
             z * (CLB_LOG_R7 + z * (CLB_LOG_R8 + z * (CLB_LOG_R9 + z * (CLB_LOG_R10 +
             z * (CLB_LOG_R11 + z * CLB_LOG_R12)))))))));
  double v = CLB_LOG_R2 + q, v_lo = ((CLB_LOG_R2 - v) + q) + CLB_LOG_R2_LO;
  v = __clb_log_mul_f64(v, v_lo, z, z_lo, &v_lo);
  double w = CLB_LOG_R1 + v, w_lo = ((CLB_LOG_R1 - w) + v) + (v_lo + CLB_LOG_R1_LO);
  w = __clb_log_mul_f64(w, w_lo, z, z_lo, &w_lo);
  double c_lo, c = __clb_log_mul_f64(s, s_lo, w, w_lo, &c_lo);
  double a = 2.0 * s + c, a_lo = ((2.0 * s - a) + c) + (2.0 * s_lo + c_lo);
  double kd = (double)k;
  double kh = kd * CLB_LN2_HI32; // exact, and 0 or larger than a
  double h = kh + a;
  double low = ((kh - h) + a) + (a_lo + kd * CLB_LN2_LO32);
  double r = h + low;
  *lo = low - (r - h);
  return r;
}

// The special results of log, log2 and log10: x itself for NaN and +INF,
// -INF for zeros, NaN below zero; y for the rest.
static inline double __clb_log_special_f64(double x, double y) {
  return x > 0.0 && x < (double)INFINITY ? y
         : x == 0.0                 ? (double)(-INFINITY)
         : x < 0.0                  ? (double)NAN
                                    : x;
}

// log(2^e (u + d)), u positive and finite, |d| <= ulp(u), e a small
// integer: e ln2 + log(u) + d/u (the next term is below 2^-105), d/u
// meeting the small terms before the one rounding with the large ones
// (log1p, and the inverse hyperbolic functions' double-double arguments).
// k ln2_hi + f is summed exactly first: where they cancel (u just below
// sqrt2 times a power of two, f near -0.29) rounding f - c on its own
// would cost a quarter ulp of the result.
static inline double __clb_log_sum_f64(double u, double d, double e) {
  long k;
  double f = __clb_log_reduce_f64(u, &k) - 1.0;
  double kd = (double)k + e;
  double kh = kd * CLB_LN2_HI32;
  double s = kh + f;
  double b = s - kh;
  double err = (kh - (s - b)) + (f - b);
  return s + (err - (__clb_log_corr_f64(f) - (kd * CLB_LN2_LO32 + d / u)));
}
#endif

#endif
