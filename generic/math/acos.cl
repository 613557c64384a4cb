// acos(x) and acospi(x): the angle of (x, sqrt(1 - x^2)) (<clb/atan.h>),
// the square root a double-double, beyond pi/2 for negative x (and -0);
// acospi divides it by pi as a double-double before the one rounding.
// acos(1) = acospi(1) = +0, acos(-1) is pi rounded, acospi(-1) = 1,
// acos(+-0) is pi/2 rounded; |x| > 1 and NaN give NaN.
//
// Measured (tests/suite/math_unary_test.cpp, 2^16 inputs a type, most in
// [-1, 1]): double acos 0.502 ulp at 0x1.ffffffd88fa4dp-1, acospi 0.503
// ulp at 0x1.ffffffc759889p-1; float and half correctly rounded on every
// input tried (<clb/exp.h>). A host prototype of the same code saw 0.5116
// (acos) and 0.5072 (acospi) on 3 * 10^5 more inputs, a third near +-1.
// clb-ulp: acos double 0.6 float 0.501 half 0.501
// clb-ulp: acospi double 0.8 float 0.501 half 0.501
#include <clb/atan.h>

#define CLB_ACOS(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_acos(T x) {                                       \
    T a = CLB_FABS(x), sl, lo;                                                 \
    T s = __clb_atan_cos_of_sin(a, &sl);                                       \
    CLB_SIGNED(T) kx;                                                          \
    T h = __clb_atan_angle(s, sl, a, (T)0.0, x, &lo, &kx);                     \
    T r = __clb_exp_scale(h + lo, kx);                                         \
    return a > 1.0 ? (T)NAN : CLB_IS_NAN(x) ? x : r;                           \
  }                                                                            \
  CLB_OVLD CLB_CONST T __clb_acospi(T x) {                                     \
    T a = CLB_FABS(x), sl, lo;                                                 \
    T s = __clb_atan_cos_of_sin(a, &sl);                                       \
    CLB_SIGNED(T) kx;                                                          \
    T h = __clb_atan_angle(s, sl, a, (T)0.0, x, &lo, &kx);                     \
    T r = __clb_exp_scale(__clb_atan_over_pi(h, lo), kx);                      \
    return a > 1.0 ? (T)NAN : CLB_IS_NAN(x) ? x : r;                           \
  }
CLB_WIDTHS_OF_double(CLB_ACOS)
CLB_WIDTHS_OF_float(CLB_EXP_VIA_DOUBLE, acos)
CLB_WIDTHS_OF_half(CLB_EXP_VIA_DOUBLE, acos)
CLB_WIDTHS_OF_float(CLB_EXP_VIA_DOUBLE, acospi)
CLB_WIDTHS_OF_half(CLB_EXP_VIA_DOUBLE, acospi)
