// asin(x) and asinpi(x): the angle of (sqrt(1 - x^2), |x|) (<clb/atan.h>),
// the square root a double-double, with x's sign; asinpi divides it by pi
// as a double-double before the one rounding. Zeros keep their sign,
// asin(+-1) is +-pi/2 rounded and asinpi(+-1) = +-0.5; |x| > 1 and NaN
// give NaN.
//
// Bounds and measured worst cases: gen/math_functions.def.
// A host prototype of the same code saw 0.5004
// (asin) and 0.5010 (asinpi) on 3 * 10^5 more inputs each.
// float and half by default: the float cores (generic/math/float/asinf.cl, generic/math/float/asinpif.cl;
// each comment has the algorithm and the measured bound); the float
// path described here is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>), half's the double
// function rounded once.
#include <clb/atan.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

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

// The float fast path (<clb/float_fast.h>): the angle of (sqrt(1 - x^2),
// |x|) with x's sign, the root from 1 - x^2 (one rounding, 2^-54 in the
// root) through <clb/float_seed.h> (1.6 2^-53): within 2^-49.4 + 7.2 2^-53
// < 2^-48.7 (<clb/atan.h>), asinpi 2^-48.6; E = 2^-47. |x| >= 1 and NaN go
// to the core (NaN here), as does zero.
#define CLB_ASIN_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_asin_fast_one(T x, T scale, T pio2) {         \
    T a = CLB_FABS(x);                                                         \
    T c = __clb_fast_sqrt(__clb_exp_fma(-a, a, (T)1.0));                       \
    T r = __clb_atan_fast_angle(a, c, a < (T)0.0, scale, pio2);                \
    return a < (T)1.0 ? CLB_COPYSIGN(T, r, x) : (T)NAN;                        \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_asin(T x) {                              \
    return __clb_asin_fast_one(x, (T)1.0, (T)CLB_PIO2_HI);                     \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_asinpi(T x) {                            \
    return __clb_asin_fast_one(x, (T)CLB_INV_PI_HI, (T)0.5);                   \
  }
CLB_WIDTHS_OF_double(CLB_ASIN_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, asin, 0x1p-47)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, asin)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, asin)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, asinpi, 0x1p-47)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, asinpi)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, asinpi)
