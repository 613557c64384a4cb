// atan(x) and atanpi(x): the angle of (1, |x|) (<clb/atan.h>) with x's sign;
// atanpi divides it by pi as a double-double before the one rounding. Tiny
// |x| gives x itself (atan) or x/pi; zeros keep their sign, atan(+-INF) is
// +-pi/2 rounded, atanpi(+-INF) = +-0.5; NaN gives NaN.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float cores (generic/math/float/atanf.cl, generic/math/float/atanpif.cl;
// each comment has the algorithm and the measured bound); the float
// path described here is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>), half's the double
// function rounded once.
#include <clb/atan.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

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

// The float fast path (<clb/float_fast.h>): the angle of (1, |x|) with x's
// sign (<clb/atan.h>: within 2^-49.4 + 3 2^-53 < 2^-49, atanpi 2^-48.8),
// E = 2^-48. Infinities and NaN go to the core (NaN here), as does zero.
#define CLB_ATAN_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_atan_fast_one(T x, T scale, T pio2) {         \
    T a = CLB_FABS(x);                                                         \
    T r = __clb_atan_fast_angle(a, (T)1.0, a < (T)0.0, scale, pio2);           \
    return a < (T)INFINITY ? CLB_COPYSIGN(T, r, x) : (T)NAN;                   \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_atan(T x) {                              \
    return __clb_atan_fast_one(x, (T)1.0, (T)CLB_PIO2_HI);                     \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_atanpi(T x) {                            \
    return __clb_atan_fast_one(x, (T)CLB_INV_PI_HI, (T)0.5);                   \
  }
CLB_WIDTHS_OF_double(CLB_ATAN_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, atan, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, atan)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, atan)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, atanpi, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, atanpi)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, atanpi)
