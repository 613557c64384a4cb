// cbrt(x) for double, and the same steps on float for the correctly rounded
// float variant (-cl-clb-correctly-rounded-math: the lanes its short path
// in generic/math/cbrt.cl does not decide, or every lane where lanes may
// not branch).
//
// x = m 2^3k with m in [1, 8) (two exact power-of-two scalings), a linear
// start on [1, 8) (error <= 0.11), three Halley steps
// y <- y (y^3 + 2m) / (2y^3 + m) (cubic convergence: 4e-4, 3e-11, far below
// an ulp, up to their own rounding), then one Newton correction from the
// residual m - y^3 carried exactly with fma. Result y 2^k with x's sign;
// 0, INF and NaN are returned as they are.
//
// Bound 0.5 ulp: correctly rounded on every input tested, not proven so.
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): double 0.500
// ulp at x = 0x1.6d3550588e11cp+795; the float instance is the correctly
// rounded float variant's (docs/accuracy.md).
#include <clb/double_cores.h>
#include <clb/float_fast.h> /* CLB_FLOAT_FAST_COLD */
#include <clb/math_precision.h>

#if CLB_HAS_FP64
// One text for both types: T is double or float, `attr` the float
// instance's inlining (<clb/float_fast.h>'s CLB_FLOAT_FAST_COLD where it
// is a rare fallback).
#define CLB_CBRT_STEPS(T, name, attr)                                          \
  attr T name(T x) {                                                           \
    typedef CLB_SIGNED(T) I;                                                   \
    const I bias = (I)CLB_BIAS(T);                                             \
    T ax = CLB_FABS(x);                                                        \
    I k = (__clb_exponent(ax) + (I)3 * bias) / (I)3 - bias;                    \
    I h = ((I)3 * k) >> 1;                                                     \
    T m = ax * CLB_POW2(T, -h) * CLB_POW2(T, h - (I)3 * k);                    \
    T y = (T)1 + (m - (T)1) * (T)0x1.249249p-3f; /* 1 + (m - 1) / 7 */         \
    for (int i = 0; i < 3; ++i) {                                              \
      T y3 = y * y * y;                                                        \
      y = y * (y3 + (T)2 * m) / ((T)2 * y3 + m);                               \
    }                                                                          \
    T y2 = y * y, y2_err = __clb_fma(y, y, -y2);                               \
    T y3 = y2 * y, y3_err = __clb_fma(y2, y, -y3) + y2_err * y;                \
    y = y + ((m - y3) - y3_err) / ((T)3 * y2);                                 \
    T r = CLB_COPYSIGN(T, y * CLB_POW2(T, k), x);                              \
    return ((ax == (T)0) | CLB_IS_INF(T, x) | CLB_IS_NAN(x)) ? x : r;          \
  }
CLB_CBRT_STEPS(double, __clb_cbrt_f64, )
#if CLB_FLOAT_FAST_PER_LANE
CLB_CBRT_STEPS(float, __clb_cbrt_cr_f32, CLB_FLOAT_FAST_COLD)
#else
CLB_CBRT_STEPS(float, __clb_cbrt_cr_f32, )
#endif
#endif
