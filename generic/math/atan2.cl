// atan2(y, x) and atan2pi(y, x). The cores, each with its algorithm and
// measured bound:
// double: generic/math/double/atan2.cl, atan2pi.cl (__clb_atan2_f64,
// __clb_atan2pi_f64, each lane);
// float and half by default: generic/math/float/atan2f.cl, atan2pif.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): <clb/float_fast.h> with <clb/atan.h>'s short path
// (CLB_ATAN2_FAST below). The lanes it does not decide take the double core.
#include <clb/double_cores.h>
#include <clb/atan.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH2, atan2)
CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH2, atan2pi)

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
