// atan2(y, x) and atan2pi(y, x): the angle of (|x|, |y|) (<clb/atan.h>),
// beyond pi/2 where x's sign bit is set, with y's sign. The spec's special
// cases fall out of it: a zero or infinite ratio gives 0, pi/2 or pi (for
// -0 as x too), both infinite give pi/4 or 3pi/4, and y's sign is kept on
// zeros; NaN in either gives NaN. A quotient below 2^-900 is returned as
// |y| / |x| rounded once (atan2) or divided by pi before its scaling
// (atan2pi). atan2pi divides by pi as a double-double, rounded once.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float cores (generic/math/float/atan2f.cl, generic/math/float/atan2pif.cl;
// each comment has the algorithm and the measured bound); the float
// path described here is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>), half's the double
// function rounded once.
#include <clb/atan.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

#define CLB_ATAN2(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_atan2(T y, T x) {                                 \
    T ay = CLB_FABS(y), ax = CLB_FABS(x), lo;                                  \
    CLB_SIGNED(T) kx;                                                          \
    T h = __clb_atan_angle(ay, (T)0.0, ax, (T)0.0, x, &lo, &kx);               \
    T r = kx != (CLB_SIGNED(T))0 ? ay / ax : h + lo;                           \
    return (CLB_IS_NAN(x) | CLB_IS_NAN(y)) ? x + y : CLB_COPYSIGN(T, r, y);    \
  }                                                                            \
  CLB_OVLD CLB_CONST T __clb_atan2pi(T y, T x) {                               \
    T ay = CLB_FABS(y), ax = CLB_FABS(x), lo;                                  \
    CLB_SIGNED(T) kx;                                                          \
    T h = __clb_atan_angle(ay, (T)0.0, ax, (T)0.0, x, &lo, &kx);               \
    T r = __clb_exp_scale(__clb_atan_over_pi(h, lo), kx);                      \
    return (CLB_IS_NAN(x) | CLB_IS_NAN(y)) ? x + y : CLB_COPYSIGN(T, r, y);    \
  }
CLB_WIDTHS_OF_double(CLB_ATAN2)

// The float fast path (<clb/float_fast.h>): the angle of (|x|, |y|) with y's
// sign (<clb/atan.h>: within 2^-49.4 + 3 2^-53 < 2^-49, atan2pi 2^-48.8),
// E = 2^-48. Zeros, infinities and NaN go to the core (NaN here), as does an
// exact zero.
#define CLB_ATAN2_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_atan2_fast_sum(T y, T x, T scale, T pio2) {   \
    T ay = CLB_FABS(y), ax = CLB_FABS(x);                                      \
    CLB_RELATIONAL(T) ok = ax > (T)0.0 && ay > (T)0.0 && ax < (T)INFINITY &&   \
                           ay < (T)INFINITY;                                   \
    T r = __clb_atan_fast_angle(ay, ax, x < (T)0.0, scale, pio2);              \
    return ok ? CLB_COPYSIGN(T, r, y) : (T)NAN;                                \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_atan2(T y, T x) {                        \
    return __clb_atan2_fast_sum(y, x, (T)1.0, (T)CLB_PIO2_HI);                 \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_atan2pi(T y, T x) {                      \
    return __clb_atan2_fast_sum(y, x, (T)CLB_INV_PI_HI, (T)0.5);               \
  }
CLB_WIDTHS_OF_double(CLB_ATAN2_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR2, atan2, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH2, atan2)
CLB_WIDTHS_OF_half(CLB_HALF_MATH2, atan2)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR2, atan2pi, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH2, atan2pi)
CLB_WIDTHS_OF_half(CLB_HALF_MATH2, atan2pi)
