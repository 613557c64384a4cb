// cos(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/cos.cl (__clb_cos_f64, each lane);
// float and half by default: generic/math/float/cosf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): <clb/float_fast.h> with <clb/trig.h>'s short path,
// as in sin.cl (cos x = sin(x + pi/2): the quadrant one on), E = 2^-49.
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/trig.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, cos)

#define CLB_FAST_COS(T, ...)                                                   \
  static inline CLB_OVLD T __clb_fast_cos(T x) {                               \
    T r;                                                                       \
    CLB_SIGNED(T) k = __clb_fast_trig_reduce(x, &r);                           \
    return __clb_fast_sin_quadrant(k + 1, r);                                  \
  }
CLB_WIDTHS_OF_double(CLB_FAST_COS)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, cos, 0x1p-49)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, cos)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, cos)
