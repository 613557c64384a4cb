// The exponential family's constants (gen/fit/exp_constants.py) and the
// float functions' correctly rounded short paths' own pieces. The double cores: generic/math/double/exp*.cl, their
// shared pieces and the algorithm in <clb/double_exp.h>.
#ifndef CLB_EXP_H
#define CLB_EXP_H

#include <clb/defs.h>
#include <clb/double_arith.h> /* fma, nearest, 2^k, clamp at every double width */
#include <clb/math_precision.h>
#include <clb/types.h>

// gen/fit/exp_constants.py prints these.
#define CLB_EXP_C2 0x1.0000000000000p-1      /* 1/2! */
#define CLB_EXP_C3 0x1.5555555555555p-3      /* 1/3! */
#define CLB_EXP_C4 0x1.5555555555555p-5      /* 1/4! */
#define CLB_EXP_C5 0x1.1111111111111p-7      /* 1/5! */
#define CLB_EXP_C6 0x1.6c16c16c16c17p-10     /* 1/6! */
#define CLB_EXP_C7 0x1.a01a01a01a01ap-13     /* 1/7! */
#define CLB_EXP_C8 0x1.a01a01a01a01ap-16     /* 1/8! */
#define CLB_EXP_C9 0x1.71de3a556c734p-19     /* 1/9! */
#define CLB_EXP_C10 0x1.27e4fb7789f5cp-22    /* 1/10! */
#define CLB_EXP_C11 0x1.ae64567f544e4p-26    /* 1/11! */
#define CLB_EXP_C12 0x1.1eed8eff8d898p-29    /* 1/12! */
#define CLB_EXP_C13 0x1.6124613a86d09p-33    /* 1/13! */
#define CLB_LN2_HI32 0x1.62e42ff000000p-1    /* ln2 to 32 bits: k * it is exact */
#define CLB_LN2_LO32 -0x1.718432a1b0e26p-35  /* ln2 - CLB_LN2_HI32 */
#define CLB_LN2 0x1.62e42fefa39efp-1         /* ln2 rounded */
#define CLB_LN2_LO 0x1.abc9e3b39803fp-56     /* ln2 - CLB_LN2 */
#define CLB_LN10 0x1.26bb1bbb55516p+1        /* ln10 rounded */
#define CLB_LN10_LO -0x1.f48ad494ea3e9p-53   /* ln10 - CLB_LN10 */
#define CLB_LOG2E 0x1.71547652b82fep+0       /* 1/ln2 */
#define CLB_LOG2_10 0x1.a934f0979a371p+1     /* log2(10) */

#if CLB_HAS_FP64
// The float fast paths' 2^t (<clb/float_fast.h>; exp2, exp10, pow; exp
// reduces by ln2 itself and shares the rest):
// t = t_hi + t_lo, |t_lo| <= ulp(t_hi), |t_hi| <= 1000 (callers clamp).
// k = nearest(t_hi) and r = (t_hi - k) + t_lo, the difference exact and
// the sum rounded once (|r| <= 1/2 + 2^-40: 2^-54 absolute); then
// 2^r = 1 + r Q(r), Q of degree 9 fitted by gen/fit/float_fast_constants.py
// (2^-50.62 relative), evaluated by Horner in double (the last fma's
// rounding 2^-53 of the result, Q's own at most 1.2 2^-53 of Q, whose share
// r Q / 2^r < 0.6: 2^-52.7), times 2^k exactly (a normal double). In all
// |result / 2^t - 1| <= 2^-50.62 + 2^-53 + 2^-52.7 + ln2 2^-54 < 2^-49.9.
// Adding CLB_EXPF_ROUNDER rounds t_hi to an integer k and leaves k + 1023
// in the low 12 bits of the sum, so shifting those to the exponent field
// gives 2^k (the rounder's own bits there are zero).
#define CLB_EXPF_Q0 0x1.62e42fefa39f7p-1
#define CLB_EXPF_Q1 0x1.ebfbdff82c598p-3
#define CLB_EXPF_Q2 0x1.c6b08d7044116p-5
#define CLB_EXPF_Q3 0x1.3b2ab6fba1dd9p-7
#define CLB_EXPF_Q4 0x1.5d87fe9090134p-10
#define CLB_EXPF_Q5 0x1.4309130970274p-13
#define CLB_EXPF_Q6 0x1.ffcb7676d33c2p-17
#define CLB_EXPF_Q7 0x1.62bfd476a0406p-20
#define CLB_EXPF_Q8 0x1.b6571fb1aae8fp-24
#define CLB_EXPF_Q9 0x1.e60640f1c7113p-28
// exp's own: exp(r) = 1 + r P(r) on |r| <= ln2/2 + 2^-20, the same fit
// (2^-50.55), evaluated alike.
#define CLB_EXPF_P0 0x1.0000000000006p+0
#define CLB_EXPF_P1 0x1.0000000000005p-1
#define CLB_EXPF_P2 0x1.5555555550d85p-3
#define CLB_EXPF_P3 0x1.55555555520aep-5
#define CLB_EXPF_P4 0x1.11111123bf87cp-7
#define CLB_EXPF_P5 0x1.6c16c17f4402fp-10
#define CLB_EXPF_P6 0x1.a01994c6c0d0ap-13
#define CLB_EXPF_P7 0x1.a019a6696a382p-16
#define CLB_EXPF_P8 0x1.72e1096ca4e41p-19
#define CLB_EXPF_P9 0x1.28a2c1a65469fp-22
#define CLB_EXPF_LN2_LO 0x1.abc9e3b39803fp-56   /* ln2 - CLB_LN2 */
#define CLB_EXPF_LOG2_10_LO 0x1.7f2495fb7fa6dp-53 /* log2(10) - CLB_LOG2_10 */
#define CLB_EXPF_ROUNDER (0x1.8p52 + 1023.0)
#define CLB_EXPF_PIECES(T, ...)                                                \
  /* k = nearest(t) (|t| <= 1000) and *scale = 2^k. */                       \
  static inline CLB_OVLD T __clb_expf_nearest(T t, private T *scale) {         \
    T c = t + CLB_EXPF_ROUNDER;                                                \
    *scale = __builtin_astype(__builtin_astype(c, CLB_SIGNED(T)) << 52, T);    \
    return c - CLB_EXPF_ROUNDER;                                               \
  }                                                                            \
  /* t - k, exact (the two within a factor of 2, or k = 0). */               \
  static inline CLB_OVLD T __clb_expf_split(T t, private T *scale) {           \
    return t - __clb_expf_nearest(t, scale);                                   \
  }                                                                            \
  /* 2^r, |r| <= 1/2 + 2^-20. */                                              \
  static inline CLB_OVLD T __clb_expf_poly(T r) {                              \
    T q = CLB_EXPF_Q0 + r * (CLB_EXPF_Q1 + r * (CLB_EXPF_Q2 + r * (CLB_EXPF_Q3 + \
          r * (CLB_EXPF_Q4 + r * (CLB_EXPF_Q5 + r * (CLB_EXPF_Q6 +             \
          r * (CLB_EXPF_Q7 + r * (CLB_EXPF_Q8 + r * CLB_EXPF_Q9))))))));       \
    return __clb_fma_f64(r, q, (T)1);                                          \
  }                                                                            \
  /* exp(r), |r| <= ln2/2 + 2^-20. */                                        \
  static inline CLB_OVLD T __clb_expf_poly_e(T r) {                            \
    T p = CLB_EXPF_P0 + r * (CLB_EXPF_P1 + r * (CLB_EXPF_P2 + r * (CLB_EXPF_P3 + \
          r * (CLB_EXPF_P4 + r * (CLB_EXPF_P5 + r * (CLB_EXPF_P6 +             \
          r * (CLB_EXPF_P7 + r * (CLB_EXPF_P8 + r * CLB_EXPF_P9))))))));       \
    return __clb_fma_f64(r, p, (T)1);                                          \
  }                                                                            \
  /* 2^(t_hi + t_lo). */                                                       \
  static inline CLB_OVLD T __clb_expf_exp2(T t_hi, T t_lo) {                   \
    T scale, r = __clb_expf_split(t_hi, &scale) + t_lo;                        \
    return __clb_expf_poly(r) * scale;                                         \
  }                                                                            \
  /* 2^(x c) for a float x widened, c = c_hi + c_lo (log2(e), log2(10)),  \
     x clamped to +-lim first (infinities included: 2^(lim c) is far       \
     outside float's range): the product as an exact pair, up to the      \
     rounding of the small x c_lo (below 2^-100 of 2^t). NaN stays NaN. */ \
  static inline CLB_OVLD T __clb_expf_scaled(T x, double c_hi, double c_lo,   \
                                             double lim) {                    \
    T xc = __clb_clamp_f64(x, -lim, lim);                                      \
    T t = xc * c_hi;                                                           \
    return __clb_expf_exp2(t, __clb_fma_f64(xc, (T)c_hi, -t) + xc * c_lo);     \
  }
CLB_WIDTHS_OF_double(CLB_EXPF_PIECES)
#endif

// The correctly rounded variant __clb_cr_<name> of a float or half function
// whose default is its float core (<clb/float_math.h>): the double core of
// the same width, rounded once. Without double there is no such variant.
#if CLB_HAS_FP64
#define CLB_CR_VIA_DOUBLE(T, name)                                             \
  CLB_OVLD CLB_CONST T __clb_cr_##name(T x) {                                  \
    return CLB_CONVERT(T, __clb_##name(CLB_EXP_WIDEN(T, x)));                  \
  }
#else
#define CLB_CR_VIA_DOUBLE(T, name)
#endif

// x as double. LLVM 15's NVPTX backend folds a vector load and its widening
// into one extending vector load (ld.global.v2.f32 into f64 registers), which
// ptxas rejects; there each lane is widened behind an empty asm the optimizer
// cannot see through.
#if defined(__NVPTX__)
#define CLB_EXP_WIDEN(T, x) __clb_exp_widen(x)
#define CLB_EXP_WIDEN_DEF(T, ...)                                              \
  static inline CLB_OVLD CLB_VECTOR(double, T) __clb_exp_widen(T x) {          \
    union { T v; CLB_ELEMENT(T) a[CLB_WIDTH(T)]; } u = {x};                    \
    union { CLB_VECTOR(double, T) v; double a[CLB_WIDTH(T)]; } r;              \
    for (int i = 0; i < CLB_WIDTH(T); ++i) {                                   \
      float f = (float)u.a[i];                                                 \
      __asm__("" : "+f"(f));                                                   \
      r.a[i] = f;                                                              \
    }                                                                          \
    return r.v;                                                                \
  }
CLB_WIDTHS_OF_float(CLB_EXP_WIDEN_DEF)
CLB_WIDTHS_OF_half(CLB_EXP_WIDEN_DEF)
#else
#define CLB_EXP_WIDEN(T, x) CLB_CONVERT(CLB_VECTOR(double, T), x)
#endif

#endif
