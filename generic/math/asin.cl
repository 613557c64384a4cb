// asin(x) and asinpi(x): the angle of (sqrt(1 - x^2), |x|) (<clb/atan.h>),
// the square root a double-double, with x's sign; asinpi divides it by pi
// as a double-double before the one rounding. Zeros keep their sign,
// asin(+-1) is +-pi/2 rounded and asinpi(+-1) = +-0.5; |x| > 1 and NaN
// give NaN.
//
// Measured (tests/suite/math_unary_test.cpp, 2^16 inputs a type, most in
// [-1, 1]): double asin 0.500 ulp at -0x1.ffee992259779p-1, asinpi 0.500
// ulp at 0x1.89b57709a0091p-1; float and half correctly rounded on every
// input tried (<clb/exp.h>). A host prototype of the same code saw 0.5004
// (asin) and 0.5010 (asinpi) on 3 * 10^5 more inputs each.
// clb-ulp: asin double 0.6 float 0.501 half 0.501
// clb-ulp: asinpi double 0.8 float 0.501 half 0.501
#include <clb/atan.h>

#define CLB_ASIN(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_asin(T x) {                                       \
    T a = CLB_FABS(x), sl, lo;                                                 \
    T s = __clb_atan_cos_of_sin(a, &sl);                                       \
    CLB_SIGNED(T) kx;                                                          \
    T h = __clb_atan_angle(a, (T)0.0, s, sl, (T)1.0, &lo, &kx);                \
    T r = kx != (CLB_SIGNED(T))0 ? a / s : h + lo;                             \
    return a > 1.0 ? (T)NAN : CLB_IS_NAN(x) ? x : CLB_COPYSIGN(T, r, x);      \
  }                                                                            \
  CLB_OVLD CLB_CONST T __clb_asinpi(T x) {                                     \
    T a = CLB_FABS(x), sl, lo;                                                 \
    T s = __clb_atan_cos_of_sin(a, &sl);                                       \
    CLB_SIGNED(T) kx;                                                          \
    T h = __clb_atan_angle(a, (T)0.0, s, sl, (T)1.0, &lo, &kx);                \
    T r = __clb_exp_scale(__clb_atan_over_pi(h, lo), kx);                      \
    return a > 1.0 ? (T)NAN : CLB_IS_NAN(x) ? x : CLB_COPYSIGN(T, r, x);      \
  }
CLB_WIDTHS_OF_double(CLB_ASIN)
CLB_WIDTHS_OF_float(CLB_EXP_VIA_DOUBLE, asin)
CLB_WIDTHS_OF_half(CLB_EXP_VIA_DOUBLE, asin)
CLB_WIDTHS_OF_float(CLB_EXP_VIA_DOUBLE, asinpi)
CLB_WIDTHS_OF_half(CLB_EXP_VIA_DOUBLE, asinpi)
