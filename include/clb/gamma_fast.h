// Short double exp and log for the float paths (<clb/float_fast.h>) of erf,
// erfc, tgamma and lgamma: no double-double work, each result's error a
// few units of 2^-53 (stated per piece), as a float result needs.
// gen/fit/gamma_fast_constants.py prints the constants.
#ifndef CLB_GAMMA_FAST_H
#define CLB_GAMMA_FAST_H

#include <clb/log.h> /* __clb_log_reduce_f64, <clb/exp.h> */

#define CLB_FAST_EXP_E0 0x1.0000000000001p-1
#define CLB_FAST_EXP_E1 0x1.5555555555557p-3
#define CLB_FAST_EXP_E2 0x1.5555555553d67p-5
#define CLB_FAST_EXP_E3 0x1.11111111100dfp-7
#define CLB_FAST_EXP_E4 0x1.6c16c1788a29ap-10
#define CLB_FAST_EXP_E5 0x1.a01a01abe6590p-13
#define CLB_FAST_EXP_E6 0x1.a019b913d4c11p-16
#define CLB_FAST_EXP_E7 0x1.71de0236dcb2ap-19
#define CLB_FAST_EXP_E8 0x1.28917d59e1879p-22
#define CLB_FAST_EXP_E9 0x1.af4dde68d4777p-26
#define CLB_FAST_LOG_R0 0x1.5555555555555p-1
#define CLB_FAST_LOG_R1 0x1.9999999999a38p-2
#define CLB_FAST_LOG_R2 0x1.2492492476b0bp-2
#define CLB_FAST_LOG_R3 0x1.c71c720185cc1p-3
#define CLB_FAST_LOG_R4 0x1.745cf8f397214p-3
#define CLB_FAST_LOG_R5 0x1.3b1c38a856459p-3
#define CLB_FAST_LOG_R6 0x1.0fbe442b6ae60p-3
#define CLB_FAST_LOG_R7 0x1.0c06b55bb3efbp-3

#if CLB_HAS_FP64
#define CLB_GAMMA_FAST_PIECES(T, ...)                                          \
  /* exp(a + b) = 2^k (1 + s), |a + b| <= 745, |b| <= 2^-20: a - k ln2_hi32  \
     is exact, r = that + (b - k ln2_lo32) rounded once (2^-54.5 of r's     \
     range), E's fit 2^-55.8, r^2 E(r) and r + it rounded (<= 2^-53 of 1 + s \
     together), 1 + s once: relative error below 2^-51.6. 2^k must be a     \
     normal double (k >= -1022: a + b >= -708). */                          \
  static inline CLB_OVLD T __clb_fast_exp(T a, T b) {                          \
    CLB_SIGNED(T) k;                                                           \
    T kd = __clb_nearest_f64(a * CLB_LOG2E, &k);                               \
    T r = __clb_fma_f64(kd, -CLB_LN2_HI32, a) +                                \
          __clb_fma_f64(kd, -CLB_LN2_LO32, b);                                 \
    T e = CLB_FAST_EXP_E0 + r * (CLB_FAST_EXP_E1 + r * (CLB_FAST_EXP_E2 +      \
          r * (CLB_FAST_EXP_E3 + r * (CLB_FAST_EXP_E4 + r * (CLB_FAST_EXP_E5 + \
          r * (CLB_FAST_EXP_E6 + r * (CLB_FAST_EXP_E7 + r * (CLB_FAST_EXP_E8 + \
          r * CLB_FAST_EXP_E9))))))));                                         \
    return (1.0 + __clb_fma_f64(r * r, e, r)) * __clb_pow2_f64(k);             \
  }                                                                            \
  /* log(x) = k ln2 + f - c, x positive and finite: *k_ln2 = k ln2_hi32    \
     (exact), *f = f (exact, |f| <= sqrt2 - 1), and the rest, -c + k ln2_lo32 \
     returned: c to about 2^-56 of itself (c < f^2/2 + f^3/6, R's fit 2^-57.6 \
     of f^3, s's and the sums' roundings). */                                 \
  static inline CLB_OVLD T __clb_fast_log(T x, private T *k_ln2,               \
                                          private T *f) {                      \
    CLB_SIGNED(T) k;                                                           \
    T m = __clb_log_reduce_f64(x, &k) - 1.0;                                   \
    T kd = CLB_CONVERT(T, k);                                                  \
    T s = m / (2.0 + m);                                                       \
    T z = s * s;                                                               \
    T r = z * (CLB_FAST_LOG_R0 + z * (CLB_FAST_LOG_R1 + z * (CLB_FAST_LOG_R2 + \
          z * (CLB_FAST_LOG_R3 + z * (CLB_FAST_LOG_R4 + z * (CLB_FAST_LOG_R5 + \
          z * (CLB_FAST_LOG_R6 + z * CLB_FAST_LOG_R7)))))));                   \
    T hfsq = 0.5 * m * m;                                                      \
    *k_ln2 = kd * CLB_LN2_HI32;                                                \
    *f = m;                                                                    \
    return __clb_fma_f64(s, hfsq + r, kd * CLB_LN2_LO32) - hfsq;               \
  }
CLB_WIDTHS_OF_double(CLB_GAMMA_FAST_PIECES)
#endif

#endif
