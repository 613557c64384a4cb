// tanpi(x) = sign(x) tan(pi a), a = |x| = n/2 + r exactly (<clb/trig.h>'s
// __clb_trigpi_reduce), pi r a double-double, then one division of the
// kernels' double-doubles as in tan.cl. Where r = 0 the spec's values:
// integers +0 for n = 0 mod 4 (a even) and -0 for n = 2 (a odd), poles +INF
// for n = 1 (a = 2m + 1/2) and -INF for n = 3, then x's sign (tanpi is odd).
// INF and NaN give NaN. Below 2^-960, pi x as in sinpi.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// float: <clb/float_fast.h> with <clb/trig.h>'s short path, tan.cl's kernels on pi r (r exact, pi r rounded once), E = 2^-48.
// Exact zeros and poles take the double core.
// float and half by default: the float cores (generic/math/float/tanpif.cl;
// each comment has the algorithm and the measured bound); the float
// path described here is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>), half's the double
// function rounded once.
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/math.h>
#include <clb/trig.h>

#define CLB_TANPI(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_tanpi(T x) {                                      \
    T p, p_lo;                                                                 \
    CLB_SIGNED(T) n = __clb_trigpi_reduce(CLB_FABS(x), &p, &p_lo);             \
    T exact = (n & 1) != 0 ? (T)INFINITY : (T)0.0;                             \
    exact = (n & 2) != 0 ? -exact : exact;                                     \
    T v = p == 0.0 ? exact : __clb_tan_quadrant(n, p, p_lo);                   \
    v = CLB_FABS(x) < CLB_TRIGPI_TINY ? __clb_pi_tiny(CLB_FABS(x)) : v;       \
    return CLB_AS_FLOAT(T, CLB_AS_BITS(T, v) ^ (CLB_AS_BITS(T, x) & CLB_SIGN_BIT(T))); \
  }
CLB_WIDTHS_OF_double(CLB_TANPI)

#define CLB_FAST_TANPI(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_tanpi(T x) {                             \
    T r;                                                                       \
    CLB_SIGNED(T) n = __clb_fast_trigpi_reduce(x, &r);                         \
    return __clb_fast_tan_quadrant(n, r);                                      \
  }
CLB_WIDTHS_OF_double(CLB_FAST_TANPI)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, tanpi, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, tanpi)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, tanpi)
