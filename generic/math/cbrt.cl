// cbrt(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/cbrt.cl (__clb_cbrt_f64, each lane);
// float and half by default: generic/math/float/cbrtf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): a short double evaluation (below), within 2^-51.4
// of cbrt(x); where that does not decide the float (x near a rounding
// boundary, and 0, INF and NaN), the double core's steps on float
// (__clb_cbrt_cr_f32, generic/math/double/cbrt.cl), so every result is as
// before. Where lanes may not branch (<clb/math_precision.h>) those steps
// run on every lane.
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, cbrt)
#if !CLB_FLOAT_FAST_PER_LANE && CLB_HAS_FP64
CLB_WIDTHS_OF_float(CLB_MATH_LANEWISE1, cr_cbrt, __clb_cbrt_cr_f32, )
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
    T e = __clb_fma_f64(-ax, w * w * w, (T)1);                                 \
    w = __clb_fma_f64(w * e, __clb_fma_f64(e, __clb_fma_f64(e,                 \
        (T)0x1.61f9add3c0ca4p-3 /* 14/81 */, (T)0x1.c71c71c71c71cp-3 /* 2/9 */), \
        (T)0x1.5555555555555p-2 /* 1/3 */), w);                               \
    T w2 = w * w;                                                              \
    e = __clb_fma_f64(-ax, w2 * w, (T)1);                                      \
    T y = x * w2;                                                              \
    return __clb_fma_f64(y * e, __clb_fma_f64(e, __clb_fma_f64(e,              \
        (T)0x1.f9add3c0ca458p-2 /* 40/81 */, (T)0x1.1c71c71c71c72p-1 /* 5/9 */), \
        (T)0x1.5555555555555p-1 /* 2/3 */), y);                               \
  }
CLB_WIDTHS_OF_double(CLB_CBRT_FAST)
// The undecided lanes take the core's steps on float, not the double core
// rounded once (that would round twice).
#if CLB_FLOAT_FAST_PER_LANE
CLB_WIDTHS_OF_float(CLB_FLOAT_FAST_WITH_AS, __clb_cr_cbrt, cbrt, 0x1p-49, __clb_cbrt_cr_f32)
#endif
// The default: the float core, generic/math/float/cbrtf.cl.
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, cbrt)
CLB_WIDTHS_OF_half(CLB_HALF_DECIDED1, cbrt)
