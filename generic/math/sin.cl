// sin(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/sin.cl (__clb_sin_f64, each lane);
// float and half by default: generic/math/float/sinf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): <clb/float_fast.h> with <clb/trig.h>'s short path
// (|x| < 2^22, a cheap reduction and one polynomial of 7 terms), relative
// error within 3.5 * 2^-53 (trig.h derives it); E = 2^-49 leaves room for
// float_fast.h's own rounding and a factor 3. The lanes it does not decide
// take the double core.
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/trig.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, sin)

#define CLB_FAST_SIN(T, ...)                                                   \
  static inline CLB_OVLD T __clb_fast_sin(T x) {                               \
    T r;                                                                       \
    CLB_SIGNED(T) k = __clb_fast_trig_reduce(x, &r);                           \
    return __clb_fast_sin_quadrant(k, r);                                      \
  }
CLB_WIDTHS_OF_double(CLB_FAST_SIN)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, sin, 0x1p-49)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, sin)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, sin)
