// tan(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/tan.cl (__clb_tan_f64, each lane);
// float and half by default: generic/math/float/tanf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): <clb/float_fast.h> with <clb/trig.h>'s short path
// (both kernels, one division in double), relative error within
// 7.5 * 2^-53 (trig.h derives it); E = 2^-48.
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/trig.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, tan)

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
