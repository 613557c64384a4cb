// sinpi(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/sinpi.cl (__clb_sinpi_f64, each lane);
// float and half by default: generic/math/float/sinpif.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): <clb/float_fast.h> with <clb/trig.h>'s short path,
// sin.cl's kernel on pi r (r exact, pi r rounded once), E = 2^-49. Exact
// zeros and poles take the double core.
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/math.h>
#include <clb/trig.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, sinpi)

#define CLB_FAST_SINPI(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_sinpi(T x) {                             \
    T r;                                                                       \
    CLB_SIGNED(T) n = __clb_fast_trigpi_reduce(x, &r);                         \
    return __clb_fast_sin_quadrant(n, r);                                      \
  }
CLB_WIDTHS_OF_double(CLB_FAST_SINPI)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, sinpi, 0x1p-49)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, sinpi)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, sinpi)
