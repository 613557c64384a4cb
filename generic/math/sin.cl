// sin(x): reduced to k pi/2 + r (<clb/trig.h>), then sin r, cos r, -sin r
// or -cos r by k mod 4. Zeros keep their sign; INF and NaN give NaN.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// float: <clb/float_fast.h> with <clb/trig.h>'s short path (|x| < 2^22, a
// cheap reduction and one polynomial of 7 terms), relative error within
// 3.5 * 2^-53 (trig.h derives it); E = 2^-49 leaves room for float_fast.h's
// own rounding and a factor 3.
// float and half by default: the float core, generic/math/float/sinf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/trig.h>
#include <clb/float_math.h>

#define CLB_SIN(T, ...)                                                        \
  CLB_OVLD CLB_CONST T __clb_sin(T x) {                                        \
    T r, r_lo;                                                                 \
    CLB_SIGNED(T) n = __clb_trig_reduce(x, &r, &r_lo);                         \
    T v = __clb_sin_quadrant(n, r, r_lo);                                      \
    return x == 0.0 ? x : v + (x - x);                                         \
  }
CLB_WIDTHS_OF_double(CLB_SIN)

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
