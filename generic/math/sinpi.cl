// sinpi(x) = sign(x) sin(pi a), a = |x| = n/2 + r exactly (<clb/trig.h>'s
// __clb_trigpi_reduce), pi r a double-double, then the sine and cosine
// kernels by n mod 4 as in sin.cl. Integers give +0 (the kernel's -0 for
// n = 2 mod 4 made +0), then x's sign: sinpi(-n) = -0, sinpi(+-0) = +-0.
// INF and NaN give NaN. Below 2^-960, pi x correctly rounded by __clb_pi_tiny
// (pi r's double-double would lose its low part to underflow).
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// float: <clb/float_fast.h> with <clb/trig.h>'s short path, sin.cl's kernel on pi r (r exact, pi r rounded once), E = 2^-49.
// Exact zeros and poles take the double core.
// float and half by default: the float core, generic/math/float/sinpif.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/math.h>
#include <clb/trig.h>
#include <clb/float_math.h>

#define CLB_SINPI(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_sinpi(T x) {                                      \
    T p, p_lo;                                                                 \
    CLB_SIGNED(T) n = __clb_trigpi_reduce(CLB_FABS(x), &p, &p_lo);             \
    T v = __clb_sin_quadrant(n, p, p_lo) + 0.0;                                \
    v = CLB_FABS(x) < CLB_TRIGPI_TINY ? __clb_pi_tiny(CLB_FABS(x)) : v;       \
    return CLB_AS_FLOAT(T, CLB_AS_BITS(T, v) ^ (CLB_AS_BITS(T, x) & CLB_SIGN_BIT(T))); \
  }
CLB_WIDTHS_OF_double(CLB_SINPI)

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
