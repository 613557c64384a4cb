// rsqrt: 1/sqrt(x). x is scaled by an even power of two 2^2k into [1, 4)
// (two exact multiplications by 2^-k), so no intermediate is near the ends
// of the range; with y = sqrt(x) and r = 1/y (both correctly rounded), the
// errors t = 1 - r*y and d = x - y*y are exact (fma) and one correction
// r + r*(t - d*r*r/2) leaves little more than the last rounding.
// 0 gives INF of its sign, +INF gives +0, negatives and NaN give NaN.
// Measured as hypot's: float 0.5 ulp at 0x1.fffffcp-127, double 0.5 ulp at
// 0x0.fffffffffffffp-1022 (correctly rounded on every input tested).
//
// float takes a fast path (<clb/float_fast.h>): the seed s within 2^-20 of
// 1/sqrt(x) (<clb/float_seed.h>: rsqrt.approx.f32 on NVIDIA GPUs) and one
// third-order step r = s + s e (1/2 + 3/8 e), e = 1 - x s^2 (|e| <= 2^-18.9):
// the step leaves 5/16 |e|^3 < 2^-58, x s rounded moves e by 2^-53 and r by
// 2^-54, r's own rounding 2^-53 (the rest is below 2^-70): within 2^-52.3,
// E = 2^-48 (a host model with seeds perturbed by 2^-20 measured 2^-52.7).
// The other lanes take the double core rounded once, which is correctly
// rounded too: 1/sqrt(x) comes no closer than 2^-51.7 (relative) to a float
// midpoint for any float x (gen/fit/rsqrt_midpoints.py: every positive float
// is 4^k y, y a float in [1, 4), all 2^24 of them checked exactly), so the
// double core (within 2^-52 of the root, above) never reaches across one.
// float and half by default: the float core, generic/math/float/rsqrtf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/float_seed.h>
#include <clb/math.h>

#define CLB_RSQRT(T, name)                                                     \
  CLB_OVLD CLB_CONST T name(T x) {                                             \
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
CLB_WIDTHS_OF_double(CLB_RSQRT, __clb_rsqrt)
#if !CLB_FLOAT_FAST_PER_LANE /* the float core on every lane: <clb/math_precision.h> */
CLB_WIDTHS_OF_float(CLB_RSQRT, __clb_cr_rsqrt)
#endif

#define CLB_RSQRT_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_rsqrt(T x) {                             \
    T s = __clb_seed_rsqrt(x);                                                 \
    T e = __clb_exp_fma(-(x * s), s, (T)1.0);                                  \
    T r = __clb_exp_fma(s * e, __clb_exp_fma(e, (T)0.375, (T)0.5), s);         \
    return x > (T)0.0 && x < (T)INFINITY ? r : (T)NAN;                         \
  }
CLB_WIDTHS_OF_double(CLB_RSQRT_FAST)
// The correctly rounded variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>), then the default: the float core,
// generic/math/float/rsqrtf.cl.
#if CLB_FLOAT_FAST_PER_LANE
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, rsqrt, 0x1p-48)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, rsqrt)
CLB_WIDTHS_OF_half(CLB_HALF_CORE1, rsqrt)
