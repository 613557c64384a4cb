// atan(x) and atanpi(x). The cores, each with its algorithm and measured
// bound:
// double: generic/math/double/atan.cl, atanpi.cl (__clb_atan_f64,
// __clb_atanpi_f64, each lane);
// float and half by default: generic/math/float/atanf.cl, atanpif.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): <clb/float_fast.h> with <clb/atan.h>'s short path
// (CLB_ATAN_FAST below). The lanes it does not decide take the double core.
#include <clb/double_cores.h>
#include <clb/atan.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, atan)
CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, atanpi)

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
