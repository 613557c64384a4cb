// rsqrt(x) = 1/sqrt(x) for double, and the same steps on float for the
// correctly rounded float variant (-cl-clb-correctly-rounded-math) where
// lanes may not branch (<clb/math_precision.h>: every lane takes them).
//
// x is scaled by an even power of two 2^2k into [1, 4) (two exact
// multiplications by 2^-k), so no intermediate is near the ends of the
// range; with y = sqrt(x) and r = 1/y (both correctly rounded), the errors
// t = 1 - r*y and d = x - y*y are exact (fma) and one correction
// r + r*(t - d*r*r/2) leaves little more than the last rounding. 0 gives
// INF of its sign, +INF gives +0, negatives and NaN give NaN.
//
// Bound 0.5 ulp: correctly rounded on every input tested, not proven so.
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): double 0.500
// ulp at x = 0x0.fffffffffffffp-1022.
#include <clb/double_cores.h>
#include <clb/math_precision.h>

#if CLB_HAS_FP64
// One text for both types: T is double or float.
#define CLB_RSQRT_STEPS(T, name)                                               \
  T name(T x) {                                                                \
    typedef CLB_SIGNED(T) I;                                                   \
    I k = __clb_exponent(x) >> 1;                                              \
    T p = CLB_POW2(T, -k);                                                     \
    T xs = x * p * p;                                                          \
    T y = __clb_sqrt(xs), r = (T)1 / y;                                        \
    T t = __clb_fma(-r, y, (T)1), d = __clb_fma(-y, y, xs);                    \
    T res = __clb_fma(r, t - (T)0.5 * d * r * r, r) * p;                       \
    T plain = (T)1 / __clb_sqrt(x);                                            \
    return x > (T)0 && x < (T)INFINITY ? res : plain;                          \
  }
CLB_RSQRT_STEPS(double, __clb_rsqrt_f64)
#if !CLB_FLOAT_FAST_PER_LANE
CLB_RSQRT_STEPS(float, __clb_rsqrt_cr_f32)
#endif
#endif
