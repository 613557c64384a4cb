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
//
// float: first a short double evaluation (below), within 2^-51.4 of cbrt(x);
// where that does not decide the float (x near a rounding boundary, and 0,
// INF and NaN), the float algorithm above, so every result is as before.
// float and half by default: the float core, generic/math/float/cbrtf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/math.h>

#define CLB_CBRT(T, name, ...)                                                 \
  __VA_ARGS__ CLB_OVLD CLB_CONST T name(T x) {                                 \
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
CLB_WIDTHS_OF_double(CLB_CBRT, __clb_cbrt)
// The correctly rounded variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): the short double path below, this core where it
// cannot decide.
#if CLB_FLOAT_FAST_PER_LANE
CLB_CBRT(float, __clb_cbrt_core, CLB_FLOAT_FAST_COLD static)
#else /* the float core on every lane: <clb/math_precision.h> */
CLB_WIDTHS_OF_float(CLB_CBRT, __clb_cr_cbrt)
#endif

// The float fast path: w ~ |x|^(-1/3) from a magic constant less a third
// of |x|'s high word (|1 - |x| w^3| <= 0.103 for every float x, subnormals
// included: they are normal doubles), one step w <- w (1 - e)^(-1/3) by
// its series to e^3 (e = 1 - |x| w^3; the next term, 35/243 e^4, leaves
// |e| < 2^-14), then cbrt(x) = x w^2 (1 - e)^(-2/3) with the series to e^3
// (rest 110/243 e^4 < 2^-58). Roundings: x w^2's two and e's (w^3 rounded
// twice, relative 2^-52 = e's absolute error, 2/3 of it in the result),
// the last fma's: 1/3 + 1 + 2/3 + 1 times 2^-53, so within 2^-51.4 of
// cbrt(x) (a host replica saw 2^-51.72); E = 2^-49. 0 gives NaN (an
// overflowing w^3 times 0), INF and NaN NaN: all three are declined.
#define CLB_CBRT_MAGIC 0x553ee940u
#define CLB_CBRT_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_fast_cbrt(T x) {                              \
    typedef CLB_VECTOR(uint, T) U;                                             \
    T ax = CLB_FABS(x);                                                        \
    U hi = CLB_CONVERT(CLB_VECTOR(uint, T), __builtin_astype(ax, CLB_SIGNED(T)) >> 32); \
    U wh = CLB_CBRT_MAGIC - hi / 3u;                                           \
    T w = __builtin_astype(CLB_CONVERT(CLB_SIGNED(T), wh) << 32, T);           \
    T e = __clb_exp_fma(-ax, w * w * w, (T)1);                                 \
    w = __clb_exp_fma(w * e, __clb_exp_fma(e, __clb_exp_fma(e,                 \
        (T)0x1.61f9add3c0ca4p-3 /* 14/81 */, (T)0x1.c71c71c71c71cp-3 /* 2/9 */), \
        (T)0x1.5555555555555p-2 /* 1/3 */), w);                               \
    T w2 = w * w;                                                              \
    e = __clb_exp_fma(-ax, w2 * w, (T)1);                                      \
    T y = x * w2;                                                              \
    return __clb_exp_fma(y * e, __clb_exp_fma(e, __clb_exp_fma(e,              \
        (T)0x1.f9add3c0ca458p-2 /* 40/81 */, (T)0x1.1c71c71c71c72p-1 /* 5/9 */), \
        (T)0x1.5555555555555p-1 /* 2/3 */), y);                               \
  }
CLB_WIDTHS_OF_double(CLB_CBRT_FAST)
// The undecided lanes take the float algorithm, not the double one.
#if CLB_FLOAT_FAST_PER_LANE
CLB_WIDTHS_OF_float(CLB_FLOAT_FAST_WITH_AS, __clb_cr_cbrt, cbrt, 0x1p-49, __clb_cbrt_core)
#endif
// The default: the float core, generic/math/float/cbrtf.cl.
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, cbrt)
CLB_WIDTHS_OF_half(CLB_HALF_DECIDED1, cbrt)
