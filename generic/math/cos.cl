// cos(x): reduced to k pi/2 + r (<clb/trig.h>), then cos r, -sin r, -cos r
// or sin r by k mod 4. INF and NaN give NaN.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// float: <clb/float_fast.h> with <clb/trig.h>'s short path, as in sin.cl
// (cos x = sin(x + pi/2): the quadrant one on), E = 2^-49.
// float and half by default: the float core, generic/math/float/cosf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/trig.h>
#include <clb/float_math.h>

#define CLB_COS(T, ...)                                                        \
  CLB_OVLD CLB_CONST T __clb_cos(T x) {                                        \
    T r, r_lo;                                                                 \
    CLB_SIGNED(T) n = __clb_trig_reduce(x, &r, &r_lo);                         \
    T v = __clb_cos_quadrant(n, r, r_lo);                                      \
    return v + (x - x);                                                        \
  }
CLB_WIDTHS_OF_double(CLB_COS)

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
