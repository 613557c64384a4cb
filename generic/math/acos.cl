// acos(x) and acospi(x): the angle of (x, sqrt(1 - x^2)) (<clb/atan.h>),
// the square root a double-double, beyond pi/2 for negative x (and -0);
// acospi divides it by pi as a double-double before the one rounding.
// acos(1) = acospi(1) = +0, acos(-1) is pi rounded, acospi(-1) = 1,
// acos(+-0) is pi/2 rounded; |x| > 1 and NaN give NaN.
//
// Bounds and measured worst cases: gen/math_functions.def.
// A host prototype of the same code saw 0.5116
// (acos) and 0.5072 (acospi) on 3 * 10^5 more inputs, a third near +-1.
// float and half by default: the float cores (generic/math/float/acosf.cl, generic/math/float/acospif.cl;
// each comment has the algorithm and the measured bound); the float
// path described here is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>), half's the double
// function rounded once.
#include <clb/atan.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

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

// The float fast path (<clb/float_fast.h>): the angle of (x, sqrt(1 - x^2)),
// the root from 1 - x^2 (one rounding, 2^-54 in the root) through
// <clb/float_seed.h> (1.6 2^-53): within 2^-49.4 + 7.2 2^-53 < 2^-48.7
// (<clb/atan.h>), acospi 2^-48.6; E = 2^-47. |x| >= 1 and NaN go to the
// core (NaN here).
#define CLB_ACOS_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_acos_fast_one(T x, T scale, T pio2) {         \
    T a = CLB_FABS(x);                                                         \
    T c = __clb_fast_sqrt(__clb_exp_fma(-a, a, (T)1.0));                       \
    T r = __clb_atan_fast_angle(c, a, x < (T)0.0, scale, pio2);                \
    return a < (T)1.0 ? r : (T)NAN;                                            \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_acos(T x) {                              \
    return __clb_acos_fast_one(x, (T)1.0, (T)CLB_PIO2_HI);                     \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_acospi(T x) {                            \
    return __clb_acos_fast_one(x, (T)CLB_INV_PI_HI, (T)0.5);                   \
  }
CLB_WIDTHS_OF_double(CLB_ACOS_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, acos, 0x1p-47)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, acos)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, acos)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, acospi, 0x1p-47)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, acospi)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, acospi)
