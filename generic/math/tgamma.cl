// tgamma(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/tgamma.cl (__clb_tgamma_f64, each lane);
// float and half by default: generic/math/float/tgammaf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): the short path below (<clb/float_fast.h>), the
// double core on the lanes it does not decide (0.5 ulp on all 2^32 floats,
// the exhaustive GPU sweep). half, in both modes: the float core settled
// to half (<clb/half_math.h>), correctly rounded on every half.
#include <clb/double_cores.h>
#include <clb/gamma.h> /* __clb_fast_lgamma_w, __clb_fast_sinpi */
#include <clb/float_fast.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, tgamma)

// float: <clb/float_fast.h>'s short path, the double core where it cannot
// decide. For x >= 1/2, Gamma(x) = exp(a + lo) / pr with <clb/gamma.h>'s
// Stirling piece at z = x; below, the reflection Gamma(x) = pi / (sin(pi x)
// Gamma(1 - x)) = pi pr exp(-(a + lo)) / sin(pi x) at z = 1 - x (exact for
// |x| >= 2^-29, and below that its rounding moves Gamma(z) by < 2^-53), its
// sine exact in x - rint(x), so the poles keep the relative error; x = 0 and
// the poles give an infinity or NaN, taken by the core. Errors (relative):
// a + lo about 5 2^-51 (<clb/gamma.h>), exp 2^-51.6, pr 2^-50, the sine
// 2^-51, pi pr and the quotient 2^-52 each: 2^-47.5; E = 2^-46. Beyond
// |x| = 43 (overflow above 35.04, underflow below -45) the core decides.
#if CLB_HAS_FP64
#define CLB_TGAMMA_FAST(T, ...)                                                \
  static inline CLB_OVLD T __clb_fast_tgamma(T x) {                            \
    T z = x < 0.5 ? 1.0 - x : x;                                               \
    T pr, lo;                                                                  \
    T a = __clb_fast_lgamma_w(z, &pr, &lo);                                    \
    T e = __clb_fast_exp(x < 0.5 ? -a : a, x < 0.5 ? -lo : lo);                \
    T num = x < 0.5 ? (M_PI * pr) * e : e;                                     \
    T den = x < 0.5 ? __clb_fast_sinpi(x) : pr;                                \
    return x >= -43.0 && x <= 43.0 ? num / den : (T)NAN;                       \
  }
CLB_WIDTHS_OF_double(CLB_TGAMMA_FAST)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, tgamma, 0x1p-46)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, tgamma)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, tgamma)
