// cos(x): reduced to k pi/2 + r (<clb/trig.h>), then cos r, -sin r, -cos r
// or sin r by k mod 4. INF and NaN give NaN.
//
// Measured (2^22 inputs a function against MPFR on an H100, 2026-11-28:
// tools/accuracy/double_sample.cu, docs/accuracy.md): double cos 0.729 ulp at
// 0x1.9e925149b1365p-1. float: the float core's comment; its correctly rounded
// variant and half within the clb-ulp line below.
//
// float: <clb/float_fast.h> with <clb/trig.h>'s short path, as in sin.cl
// (cos x = sin(x + pi/2): the quadrant one on), E = 2^-49.
// float and half by default: the float core, generic/math/float/cosf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
// clb-ulp: cos double 1 float 0.77 float_cr 0.501 half 0.501
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
