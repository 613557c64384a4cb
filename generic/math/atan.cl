// atan(x) and atanpi(x): the angle of (1, |x|) (<clb/atan.h>) with x's sign;
// atanpi divides it by pi as a double-double before the one rounding. Tiny
// |x| gives x itself (atan) or x/pi; zeros keep their sign, atan(+-INF) is
// +-pi/2 rounded, atanpi(+-INF) = +-0.5; NaN gives NaN.
//
// Measured (tests/suite/math_unary_test.cpp, 2^16 inputs a type): double
// atan 0.498 ulp at 0x1.9cc19047ece68p+26, atanpi 0.665 ulp at the denormal
// result of 0x1.b972635cfc552p-1022 (rounded twice there, <clb/atan.h>);
// float and half correctly rounded on every input tried (<clb/exp.h>).
// clb-ulp: atan double 0.6 float 0.501 half 0.501
// clb-ulp: atanpi double 0.8 float 0.501 half 0.501
#include <clb/atan.h>

#define CLB_ATAN(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_atan(T x) {                                       \
    T a = CLB_FABS(x), lo;                                                     \
    CLB_SIGNED(T) kx;                                                          \
    T h = __clb_atan_angle(a, (T)0.0, (T)1.0, (T)0.0, (T)1.0, &lo, &kx);       \
    T r = kx != (CLB_SIGNED(T))0 ? a : h + lo;                                 \
    return CLB_IS_NAN(x) ? x : CLB_COPYSIGN(T, r, x);                          \
  }                                                                            \
  CLB_OVLD CLB_CONST T __clb_atanpi(T x) {                                     \
    T a = CLB_FABS(x), lo;                                                     \
    CLB_SIGNED(T) kx;                                                          \
    T h = __clb_atan_angle(a, (T)0.0, (T)1.0, (T)0.0, (T)1.0, &lo, &kx);       \
    T r = __clb_exp_scale(__clb_atan_over_pi(h, lo), kx);                      \
    return CLB_IS_NAN(x) ? x : CLB_COPYSIGN(T, r, x);                          \
  }
CLB_WIDTHS_OF_double(CLB_ATAN)
CLB_WIDTHS_OF_float(CLB_EXP_VIA_DOUBLE, atan)
CLB_WIDTHS_OF_half(CLB_EXP_VIA_DOUBLE, atan)
CLB_WIDTHS_OF_float(CLB_EXP_VIA_DOUBLE, atanpi)
CLB_WIDTHS_OF_half(CLB_EXP_VIA_DOUBLE, atanpi)
