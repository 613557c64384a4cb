// hypot(x, y). The cores, each with its algorithm and measured bound:
// double: generic/math/double/hypot.cl (__clb_hypot_f64, each lane);
// float and half by default: generic/math/float/hypotf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>) takes a fast path (<clb/float_fast.h>): both scaled
// by 2^-e, the larger magnitude m = 2^e m' with m' in [1, 2) (exact), s =
// x^2 + y^2 in [1, 8) with one rounding (y^2 is exact in double; fma;
// 2^-54 in the root), its root from a seed and Newton steps
// (<clb/float_seed.h>, 1.6 2^-53): within 2^-52.3, then scaled back by 2^e
// (exact: double's range). E = 2^-50 (a host model with seeds perturbed by
// 2^-20 measured 2^-52.4 on 2 10^7 pairs). The other lanes take the double
// core's steps on float (__clb_hypot_cr_f32, generic/math/double/hypot.cl),
// not the double core rounded (two roundings there would be wrong near a
// float midpoint, which x^2 + y^2 of float inputs can approach arbitrarily
// closely).
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/float_seed.h>
#include <clb/math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH2, hypot)

#define CLB_HYPOT_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_hypot(T x, T y) {                        \
    typedef CLB_SIGNED(T) I;                                                   \
    T ax = CLB_FABS(x), ay = CLB_FABS(y), m = ax > ay ? ax : ay;               \
    I bits = CLB_AS_SIGNED(T, CLB_AS_BITS(T, m)) & (I)0x7ff0000000000000L;     \
    T sc = CLB_AS_FLOAT(T, (I)0x7fe0000000000000L - bits);                     \
    T xs = x * sc, ys = y * sc;                                                \
    T s = __clb_fma_f64(xs, xs, ys * ys);                                      \
    T h = __clb_fast_sqrt(s) * CLB_AS_FLOAT(T, bits);                          \
    return m > (T)0.0 && m < (T)INFINITY ? h : (T)NAN;                         \
  }
CLB_WIDTHS_OF_double(CLB_HYPOT_FAST)

// float under -cl-clb-correctly-rounded-math (<clb/float_math.h>): the fast
// path, each lane it does not decide through the core's float steps.
CLB_WIDTHS_OF_float(CLB_FLOAT_FAST2_WITH_AS, __clb_cr_hypot, hypot, 0x1p-50, __clb_hypot_cr_f32)
// The default: the float core, generic/math/float/hypotf.cl.
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH2, hypot)
CLB_WIDTHS_OF_half(CLB_HALF_DECIDED2, hypot)
