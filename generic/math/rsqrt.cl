// rsqrt(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/rsqrt.cl (__clb_rsqrt_f64, each lane);
// float and half by default: generic/math/float/rsqrtf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>), where lanes may branch, takes a fast path
// (<clb/float_fast.h>): the seed s within 2^-20 of
// 1/sqrt(x) (<clb/float_seed.h>: rsqrt.approx.f32 on NVIDIA GPUs) and one
// third-order step r = s + s e (1/2 + 3/8 e), e = 1 - x s^2 (|e| <= 2^-18.9):
// the step leaves 5/16 |e|^3 < 2^-58, x s rounded moves e by 2^-53 and r by
// 2^-54, r's own rounding 2^-53 (the rest is below 2^-70): within 2^-52.3,
// E = 2^-48 (a host model with seeds perturbed by 2^-20 measured 2^-52.7).
// The other lanes take the double core rounded once, which is correctly
// rounded too: 1/sqrt(x) comes no closer than 2^-51.7 (relative) to a float
// midpoint for any float x (gen/fit/rsqrt_midpoints.py: every positive float
// is 4^k y, y a float in [1, 4), all 2^24 of them checked exactly), so the
// double core (within 2^-52 of the root) never reaches across one. Where
// lanes may not branch, every lane takes the double core's steps on float
// (__clb_rsqrt_cr_f32, generic/math/double/rsqrt.cl).
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/float_seed.h>
#include <clb/math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, rsqrt)
#if !CLB_FLOAT_FAST_PER_LANE && CLB_HAS_FP64
CLB_WIDTHS_OF_float(CLB_MATH_LANEWISE1, cr_rsqrt, __clb_rsqrt_cr_f32, )
#endif

#define CLB_RSQRT_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_rsqrt(T x) {                             \
    T s = __clb_seed_rsqrt(x);                                                 \
    T e = __clb_fma_f64(-(x * s), s, (T)1.0);                                  \
    T r = __clb_fma_f64(s * e, __clb_fma_f64(e, (T)0.375, (T)0.5), s);         \
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
