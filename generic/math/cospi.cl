// cospi(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/cospi.cl (__clb_cospi_f64, each lane);
// float by default: generic/math/float/cospif.cl; half: the float core,
// or the double core rounded once under -cl-clb-correctly-rounded-math.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): <clb/float_fast.h> with <clb/trig.h>'s short path,
// cos.cl's kernel on pi r (r exact, pi r rounded once), E = 2^-49. Exact
// zeros and poles take the double core.
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/math.h>
#include <clb/trig.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, cospi)

#define CLB_FAST_COSPI(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_cospi(T x) {                             \
    T r;                                                                       \
    CLB_SIGNED(T) n = __clb_fast_trigpi_reduce(x, &r);                         \
    return __clb_fast_sin_quadrant(n + 1, r);                                  \
  }
CLB_WIDTHS_OF_double(CLB_FAST_COSPI)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, cospi, 0x1p-49)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, cospi)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, cospi)
