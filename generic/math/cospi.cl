// cospi(x) = cos(pi a), a = |x| = n/2 + r exactly (<clb/trig.h>'s
// __clb_trigpi_reduce), pi r a double-double, then the sine and cosine
// kernels by n mod 4 as in cos.cl. Half-integers give +0 (the kernel's -0
// made +0); INF and NaN give NaN.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// float: <clb/float_fast.h> with <clb/trig.h>'s short path, cos.cl's kernel on pi r (r exact, pi r rounded once), E = 2^-49.
// Exact zeros and poles take the double core.
// float and half by default: the float cores (generic/math/float/cospif.cl;
// each comment has the algorithm and the measured bound); the float
// path described here is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>), half's the double
// function rounded once.
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/math.h>
#include <clb/trig.h>

#define CLB_COSPI(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_cospi(T x) {                                      \
    T p, p_lo;                                                                 \
    CLB_SIGNED(T) n = __clb_trigpi_reduce(CLB_FABS(x), &p, &p_lo);             \
    return __clb_cos_quadrant(n, p, p_lo) + 0.0;                               \
  }
CLB_WIDTHS_OF_double(CLB_COSPI)

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
