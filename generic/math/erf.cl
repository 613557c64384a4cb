// erf(x), erfc(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/erf.cl and erfc.cl (__clb_erf_f64 and
// __clb_erfc_f64, each lane);
// float and half by default: generic/math/float/erff.cl and erfcf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): the short path below (<clb/float_fast.h>), the
// double core on the lanes it does not decide (0.5 ulp on all 2^32 floats,
// the exhaustive GPU sweep). half, in both modes: the float core settled
// to half (<clb/half_math.h>), correctly rounded on every half.
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/gamma_fast.h> /* __clb_fast_exp */
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, erf)
CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, erfc)

// float: <clb/float_fast.h>'s short path, the double core where it cannot
// decide. gen/fit/erf_fast_constants.py prints these; it fits
//   |x| < 1/2:  erf(x) = x P(x^2), P of degree 8 (fit 2^-55.6);
//   |x| >= 1/2: erfc(|x|) = exp(-x^2) t Q(t - 9/16), t = 4/(4 + |x|),
//               Q of degree 17 (fit 2^-53.3), |x| clamped at 10.25;
// then erf = +-(1 - erfc(|x|)), erfc(x < 0) = 2 - erfc(|x|), and
// erfc(|x| < 1/2) = 1 - erf(x). x^2 is exact (x is a float), so exp(-x^2)
// is <clb/gamma_fast.h>'s (2^-51.6) of an exact argument. Error of erfc(|x|)
// (units of 2^-53): t's rounding 3.75 (|d ln g / d ln t|, g = t Q), Q's fit
// 0.8, its Horner sum 2 (v = t - 9/16 is exact, |v| <= 0.33, Q's terms fall
// off), t Q and the last product 1 each, exp 2.6: 11.2, 2^-49.5. The other
// forms add at most 2^-52 to 0.48/0.52 of that (erfc(1/2) = 0.48): E =
// 2^-47 leaves a factor 4 (the largest error measured on every 16th float
// in [1/2, 10.25] against MPFR, a C copy of this code: 2^-50.5).
// Beyond 10.25 erfc's y is erfc(10.25) (1 + d) < 2^-155, not erfc(x), but
// every y below 2^-151 rounds to +0 as erfc(x) does, and so does y (1 + E).
#define CLB_ERF_FAST_P0 0x1.20dd750429b6dp+0
#define CLB_ERF_FAST_P1 -0x1.812746b0379b5p-2
#define CLB_ERF_FAST_P2 0x1.ce2f21a03d85fp-4
#define CLB_ERF_FAST_P3 -0x1.b82ce30f2d7e4p-6
#define CLB_ERF_FAST_P4 0x1.565bcbf972c7ap-8
#define CLB_ERF_FAST_P5 -0x1.c02d4f9559a68p-11
#define CLB_ERF_FAST_P6 0x1.f98db9133cebcp-14
#define CLB_ERF_FAST_P7 -0x1.f22551521cb88p-17
#define CLB_ERF_FAST_P8 0x1.8b4eeca0a9fe9p-20
#define CLB_ERFC_FAST_Q0 0x1.3b35b725c71c9p-2
#define CLB_ERFC_FAST_Q1 0x1.32b1220caf337p-1
#define CLB_ERFC_FAST_Q2 0x1.02bfff5f3fe51p+0
#define CLB_ERFC_FAST_Q3 0x1.792f364cf27f1p+0
#define CLB_ERFC_FAST_Q4 0x1.d671b460d85eap+0
#define CLB_ERFC_FAST_Q5 0x1.eccbcbc691370p+0
#define CLB_ERFC_FAST_Q6 0x1.a267a160889dbp+0
#define CLB_ERFC_FAST_Q7 0x1.0a65e661cd1ebp+0
#define CLB_ERFC_FAST_Q8 0x1.8c981570dd2d4p-2
#define CLB_ERFC_FAST_Q9 -0x1.cb16327e9c77ap-5
#define CLB_ERFC_FAST_Q10 -0x1.69f738029c78bp-3
#define CLB_ERFC_FAST_Q11 -0x1.4842edf1014f8p-4
#define CLB_ERFC_FAST_Q12 0x1.0d2a549d741a7p-5
#define CLB_ERFC_FAST_Q13 0x1.90f4b73425775p-5
#define CLB_ERFC_FAST_Q14 0x1.33d3decb9b527p-9
#define CLB_ERFC_FAST_Q15 -0x1.73b81c5869b6bp-6
#define CLB_ERFC_FAST_Q16 -0x1.4f38b498e0b6ep-8
#define CLB_ERFC_FAST_Q17 0x1.39da3dc5b4a2ep-7

#if CLB_HAS_FP64
#define CLB_ERF_FAST(T, ...)                                                   \
  /* erf(x) for |x| < 1/2. */                                                  \
  static inline CLB_OVLD T __clb_erf_fast_small(T x) {                         \
    T t = x * x;                                                               \
    return x * (CLB_ERF_FAST_P0 + t * (CLB_ERF_FAST_P1 + t * (CLB_ERF_FAST_P2 + \
           t * (CLB_ERF_FAST_P3 + t * (CLB_ERF_FAST_P4 + t * (CLB_ERF_FAST_P5 + \
           t * (CLB_ERF_FAST_P6 + t * (CLB_ERF_FAST_P7 +                       \
           t * CLB_ERF_FAST_P8))))))));                                        \
  }                                                                            \
  /* erfc(|x|) for |x| >= 1/2 (NaN stays NaN). */                              \
  static inline CLB_OVLD T __clb_erfc_fast_big(T x) {                          \
    T a = __builtin_elementwise_abs(x);                                        \
    a = a > 10.25 ? (T)10.25 : a;                                              \
    T t = 4.0 / (4.0 + a);                                                     \
    T v = t - 0x1.2p-1;                                                        \
    T q = CLB_ERFC_FAST_Q0 + v * (CLB_ERFC_FAST_Q1 + v * (CLB_ERFC_FAST_Q2 +    \
          v * (CLB_ERFC_FAST_Q3 + v * (CLB_ERFC_FAST_Q4 + v * (CLB_ERFC_FAST_Q5 + \
          v * (CLB_ERFC_FAST_Q6 + v * (CLB_ERFC_FAST_Q7 + v * (CLB_ERFC_FAST_Q8 + \
          v * (CLB_ERFC_FAST_Q9 + v * (CLB_ERFC_FAST_Q10 + v * (CLB_ERFC_FAST_Q11 + \
          v * (CLB_ERFC_FAST_Q12 + v * (CLB_ERFC_FAST_Q13 + v * (CLB_ERFC_FAST_Q14 + \
          v * (CLB_ERFC_FAST_Q15 + v * (CLB_ERFC_FAST_Q16 +                    \
          v * CLB_ERFC_FAST_Q17))))))))))))))));                               \
    return (t * q) * __clb_fast_exp(-(a * a), (T)0);                           \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_erf(T x) {                               \
    T c = __clb_erfc_fast_big(x);                                              \
    return __builtin_elementwise_abs(x) < 0.5 ? __clb_erf_fast_small(x)       \
           : x < 0.0 ? c - 1.0 : 1.0 - c;                                      \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_erfc(T x) {                              \
    T c = __clb_erfc_fast_big(x);                                              \
    return x >= 0.5 ? c : x <= -0.5 ? 2.0 - c : 1.0 - __clb_erf_fast_small(x); \
  }
CLB_WIDTHS_OF_double(CLB_ERF_FAST)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, erf, 0x1p-47)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, erf)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, erf)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, erfc, 0x1p-47)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, erfc)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, erfc)
