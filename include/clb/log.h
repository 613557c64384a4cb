// The logarithm family's constants (gen/fit/log_constants.py), the
// width-generic pieces the float functions' correctly rounded short paths
// still use, and those short paths' own pieces. The double cores:
// generic/math/double/log*.cl, their shared pieces and the algorithm in
// <clb/double_log.h>.
#ifndef CLB_LOG_H
#define CLB_LOG_H

#include <clb/float_fast.h> /* with <clb/exp.h>: __clb_fma_f64, CLB_LN2_HI32 / LO32 */

// gen/fit/log_constants.py prints these.
#define CLB_LOG_R1 0x1.5555555555555p-1   /* 2/3 */
#define CLB_LOG_R2 0x1.999999999999ap-2   /* 2/5 */
#define CLB_LOG_R3 0x1.2492492492492p-2   /* 2/7 */
#define CLB_LOG_R4 0x1.c71c71c71c71cp-3   /* 2/9 */
#define CLB_LOG_R5 0x1.745d1745d1746p-3   /* 2/11 */
#define CLB_LOG_R6 0x1.3b13b13b13b14p-3   /* 2/13 */
#define CLB_LOG_R7 0x1.1111111111111p-3   /* 2/15 */
#define CLB_LOG_R8 0x1.e1e1e1e1e1e1ep-4   /* 2/17 */
#define CLB_LOG_R9 0x1.af286bca1af28p-4   /* 2/19 */
#define CLB_LOG_R10 0x1.8618618618618p-4  /* 2/21 */
#define CLB_LOG_R11 0x1.642c8590b2164p-4  /* 2/23 */
#define CLB_LOG_R12 0x1.47ae147ae147bp-4  /* 2/25 */
#define CLB_LOG_R1_LO 0x1.5555555555555p-55  /* 2/3 - CLB_LOG_R1 */
#define CLB_LOG_R2_LO -0x1.999999999999ap-56 /* 2/5 - CLB_LOG_R2 */
#define CLB_LOG2E_HI 0x1.71547652b82fep+0 /* log2(e) as a double-double */
#define CLB_LOG2E_LO 0x1.777d0ffda0d24p-56
#define CLB_LOG10E_HI 0x1.bcb7b1526e50ep-2 /* log10(e) as a double-double */
#define CLB_LOG10E_LO 0x1.95355baaafad3p-57
#define CLB_LOG10_2_HI32 0x1.3441350a00000p-2 /* log10(2) to 32 bits: k * it is exact */
#define CLB_LOG10_2_LO32 -0x1.0c0219dc1da99p-39
// sqrt2's significand bits: m at or above it is halved.
#define CLB_LOG_SQRT2_BITS 0x6a09e667f3bcdL

#if CLB_HAS_FP64
// At every double width: the double cores (<clb/double_log.h>) take the
// scalar, the float variant's short paths the vectors.
#define CLB_LOG_PIECES(T, ...)                                                 \
  /* m in [sqrt2/2, sqrt2) and k with x = m 2^k; x positive and finite. */    \
  static inline CLB_OVLD T __clb_log_reduce_f64(T x, private CLB_SIGNED(T) *k) { \
    typedef CLB_SIGNED(T) I;                                                   \
    T xs = x < 0x1p-1022 ? x * 0x1p54 : x;                                     \
    I bits = __builtin_astype(xs, I);                                          \
    I mant = bits & 0x000fffffffffffffL;                                       \
    I up = mant >= CLB_LOG_SQRT2_BITS ? (I)1 : (I)0;                           \
    *k = ((bits >> 52) & 0x7ff) - 1023 + up - (x < 0x1p-1022 ? (I)54 : (I)0); \
    return __builtin_astype(mant | ((1023 - up) << 52), T);                    \
  }
CLB_WIDTHS_OF_double(CLB_LOG_PIECES)

// The float fast paths' logarithm (<clb/float_fast.h>; log, log2, log10,
// pow): a float x > 0 widened is a normal double, m 2^k with m's 24 bits
// in [t/2, t), t just below sqrt2 (the first 20 bits of sqrt2's
// significand: the high word alone decides). f = m - 1 and u = 1 + m are
// exact, and
//   log(m) = 2s + s z G(z),  s = f / u,  z = s^2 <= 0.02944,
// G of degree 7 fitted by gen/fit/float_fast_constants.py (absolute error
// 2^-54.56, its share of log(m) below z/2 of that: 2^-60). The caller
// declines x <= 0, INF and NaN (the reduction assumes a positive finite x).
#define CLB_LOGF_G0 0x1.5555555555555p-1
#define CLB_LOGF_G1 0x1.9999999999a38p-2
#define CLB_LOGF_G2 0x1.2492492476b0bp-2
#define CLB_LOGF_G3 0x1.c71c720185cc1p-3
#define CLB_LOGF_G4 0x1.745cf8f3971f5p-3
#define CLB_LOGF_G5 0x1.3b1c38a856af4p-3
#define CLB_LOGF_G6 0x1.0fbe442b5fd95p-3
#define CLB_LOGF_G7 0x1.0c06b55c276efp-3
#define CLB_LOGF_2LOG2E 0x1.71547652b82fep+1     /* 2 log2(e) as a pair */
#define CLB_LOGF_2LOG2E_LO 0x1.777d0ffda0d24p-55
#define CLB_LOGF_LOG10_2 0x1.34413509f79ffp-2     /* log10(2) rounded */
#define CLB_LOGF_PIECES(T, ...)                                                \
  /* f = m - 1, *kd = k, *u = 1 + m. */                                       \
  static inline CLB_OVLD T __clb_logf_reduce(T x, private T *kd, private T *u) { \
    typedef CLB_VECTOR(int, T) J;                                              \
    CLB_SIGNED(T) bits = __builtin_astype(x, CLB_SIGNED(T));                   \
    J hi = CLB_CONVERT(CLB_VECTOR(int, T), bits >> 32);                        \
    J k = (hi >> 20) - 1023 + ((hi & 0xfffff) >= 0x6a09e ? (J)1 : (J)0);       \
    *kd = CLB_CONVERT(T, k);                                                   \
    T m = __builtin_astype(bits - (CLB_CONVERT(CLB_SIGNED(T), k) << 52), T);   \
    *u = 1.0 + m;                                                              \
    return m - 1.0;                                                            \
  }                                                                            \
  static inline CLB_OVLD T __clb_logf_g(T z) {                                 \
    return CLB_LOGF_G0 + z * (CLB_LOGF_G1 + z * (CLB_LOGF_G2 + z * (CLB_LOGF_G3 + \
           z * (CLB_LOGF_G4 + z * (CLB_LOGF_G5 + z * (CLB_LOGF_G6 +             \
           z * CLB_LOGF_G7))))));                                              \
  }                                                                            \
  /* log(m), *kd = k: s = f/u rounded once (2^-53), s z G below 1/100 of \
     2s and within 2^-50.5 of itself, the fma rounded once: log(m) within \
     2^-53 + 2^-57 + 2^-53 + 2^-60 < 2^-51.9 of itself. */                   \
  static inline CLB_OVLD T __clb_logf_m(T x, private T *kd) {                  \
    T u, f = __clb_logf_reduce(x, kd, &u);                                     \
    T s = f / u, z = s * s;                                                    \
    return __clb_fma_f64(s, z * __clb_logf_g(z), s + s);                       \
  }                                                                            \
  /* Whether the fast paths take x: positive and finite. */                    \
  static inline CLB_OVLD CLB_RELATIONAL(T) __clb_logf_takes(T x) {             \
    return (x > 0.0) & (x < (T)INFINITY);                                      \
  }
CLB_WIDTHS_OF_double(CLB_LOGF_PIECES)
#endif

#endif
