// tan(x): reduced to k pi/2 + r (<clb/trig.h>), then sin r / cos r for even
// k, -cos r / sin r for odd, each a division of double-doubles rounded once.
// Zeros keep their sign; INF and NaN give NaN.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// float: <clb/float_fast.h> with <clb/trig.h>'s short path (both kernels,
// one division in double), relative error within 7.5 * 2^-53 (trig.h
// derives it); E = 2^-48.
// float and half by default: the float core, generic/math/float/tanf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/trig.h>
#include <clb/float_math.h>

#define CLB_TAN(T, ...)                                                        \
  CLB_OVLD CLB_CONST T __clb_tan(T x) {                                        \
    T r, r_lo;                                                                 \
    CLB_SIGNED(T) n = __clb_trig_reduce(x, &r, &r_lo);                         \
    T v = __clb_tan_quadrant(n, r, r_lo);                                      \
    return x == 0.0 ? x : v + (x - x);                                         \
  }
CLB_WIDTHS_OF_double(CLB_TAN)

#define CLB_FAST_TAN(T, ...)                                                   \
  static inline CLB_OVLD T __clb_fast_tan(T x) {                               \
    T r;                                                                       \
    CLB_SIGNED(T) k = __clb_fast_trig_reduce(x, &r);                           \
    return __clb_fast_tan_quadrant(k, r);                                      \
  }
CLB_WIDTHS_OF_double(CLB_FAST_TAN)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, tan, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, tan)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, tan)
