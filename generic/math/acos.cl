// acos(x) and acospi(x). The cores, each with its algorithm and measured
// bound:
// double: generic/math/double/acos.cl, acospi.cl (__clb_acos_f64,
// __clb_acospi_f64, each lane);
// float and half by default: generic/math/float/acosf.cl, acospif.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): <clb/float_fast.h> with <clb/atan.h>'s short path
// (CLB_ACOS_FAST below). The lanes it does not decide take the double core.
#include <clb/double_cores.h>
#include <clb/atan.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, acos)
CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, acospi)

// The float fast path (<clb/float_fast.h>): the angle of (x, sqrt(1 - x^2)),
// the root from 1 - x^2 (one rounding, 2^-54 in the root) through
// <clb/float_seed.h> (1.6 2^-53): within 2^-49.4 + 7.2 2^-53 < 2^-48.7
// (<clb/atan.h>), acospi 2^-48.6; E = 2^-47. |x| >= 1 and NaN go to the
// core (NaN here).
#define CLB_ACOS_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_acos_fast_one(T x, T scale, T pio2) {         \
    T a = CLB_FABS(x);                                                         \
    T c = __clb_fast_sqrt(__clb_fma_f64(-a, a, (T)1.0));                       \
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
