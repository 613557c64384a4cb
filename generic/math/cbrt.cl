// cbrt: x = m * 2^3k with m in [1, 8) (two exact power-of-two scalings), a
// linear start on [1, 8) (error <= 0.11), three Halley steps
// y <- y (y^3 + 2m) / (2y^3 + m) (cubic convergence: 4e-4, 3e-11, far below
// an ulp, up to their own rounding), then one Newton correction from the
// residual m - y^3 carried exactly with fma. Result y * 2^k with x's sign;
// 0, INF and NaN are returned as they are.
// Measured (tests/suite/math_exact_test.cpp, error from the exact value):
// float 0.499998 ulp at 0x1.6cec4p-13, double 0.499986 ulp at
// -0x1.c15aed167950ap+310: correctly rounded on every input tested, not
// proven so (a host prototype saw the same on 2^21 more).
// clb-ulp: cbrt float 0.5 double 0.5
#include <clb/math.h>

#define CLB_CBRT(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_cbrt(T x) {                                      \
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
CLB_FOR_EACH_FLOAT32_64(CLB_CBRT)
