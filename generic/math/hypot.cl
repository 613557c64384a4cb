// hypot: sqrt(x^2 + y^2) without overflow or underflow on the way. Both
// arguments are scaled by the power of two 2^-e that brings the larger into
// [1, 2) (exact unless the smaller one underflows, where it no longer
// matters); the sum of squares is carried as a value plus its exact error
// (fma for the products, a two-sum for the addition), and one Newton step
// on the correctly rounded sqrt corrects it to within a hair of 0.5 ulp.
// The final scaling by 2^e is exact unless the result overflows or is a
// denormal; a denormal result is rounded once from r and the correction.
// hypot(+-INF, NaN) = +INF. Under
// -cl-finite-math-only (include/clb/controls.h) neither argument is NaN or
// infinite, and the two fix-ups for them are left out.
// Measured (tests/suite/math_exact_test.cpp, 2^16 random pairs over all
// exponents plus specials and structured cases, error from the exact value):
// float 0.499999 ulp at (-0x1.4fb18p+54, 0x1.57cp+44), double 0.49999 ulp at
// (-0x1.948d09f2e97d6p-265, -0x1.b6f292ad9939bp-270): correctly rounded on
// every input tested, not proven so: on the H100 also every one of 2^28
// float pairs and 2^22 double pairs (docs/accuracy.md), after the rounding
// of results below twice the least normal was made single (0.75 before).
//
// float takes a fast path (<clb/float_fast.h>): both scaled by 2^-e, the
// larger magnitude m = 2^e m' with m' in [1, 2) (exact), s = x^2 + y^2 in
// [1, 8) with one rounding (y^2 is exact in double; fma; 2^-54 in the
// root), its root from a seed and Newton steps (<clb/float_seed.h>, 1.6
// 2^-53): within 2^-52.3, then scaled back by 2^e (exact: double's range).
// E = 2^-50 (a host model with seeds perturbed by 2^-20 measured 2^-52.4 on
// 2 10^7 pairs). The other lanes
// take the float core below, not the double core rounded (two roundings
// there would be wrong near a float midpoint, which x^2 + y^2 of float
// inputs can approach arbitrarily closely).
// float and half by default: the float core, generic/math/float/hypotf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/controls.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>
#include <clb/float_seed.h>
#include <clb/math.h>

#define CLB_HYPOT(T, name)                                                     \
  CLB_OVLD CLB_CONST T name(T x, T y) {                                        \
    typedef CLB_SIGNED(T) I;                                                   \
    T ax = CLB_FABS(x), ay = CLB_FABS(y);                                      \
    T hi = ax > ay ? ax : ay, lo = ax > ay ? ay : ax;                          \
    I e = CLB_AS_SIGNED(T, CLB_AS_BITS(T, hi) >> CLB_MANT(T)) - (I)CLB_BIAS(T); \
    e = e < (I)(1 - CLB_BIAS(T)) ? (I)(1 - CLB_BIAS(T)) : e;                   \
    e = e > (I)(CLB_BIAS(T) - 1) ? (I)(CLB_BIAS(T) - 1) : e;                   \
    T scale = CLB_POW2(T, -e);                                                 \
    T h = hi * scale, l = lo * scale;                                          \
    T hh = h * h, hh_err = __clb_fma(h, h, -hh);                               \
    T ll = l * l, ll_err = __clb_fma(l, l, -ll);                               \
    T s = hh + ll;                                                             \
    T s_err = ((hh - s) + ll) + (hh_err + ll_err);                             \
    T r = __clb_sqrt(s);                                                       \
    T corr = (__clb_fma(-r, r, s) + s_err) / (r + r);                          \
    T pe = CLB_POW2(T, e), inv = CLB_POW2(T, -e);                             \
    T v = (r + corr) * pe;                                                     \
    /* A result below twice the least normal (grid step tiny, as for the    \
       subnormals) rounds once, not r + corr first and then again on the    \
       grid: r pe rounded to the grid, the rest of r (exact)                \
       plus corr says whether the exact value lies past half a grid step.    \
       No exact value lies on a half step (x^2 + y^2 would be odd times a    \
       quarter of the grid's square), so there are no ties. */                \
    T tiny = CLB_POW2(T, 1 - CLB_BIAS(T)) * CLB_POW2(T, -CLB_MANT(T));        \
    T r1 = r * pe, t = (r - r1 * inv) + corr, mid = tiny * inv * (T)0.5;       \
    T sub = t > mid ? r1 + tiny : t < -mid ? r1 - tiny : r1;                   \
    r = r1 < CLB_POW2(T, 2 - CLB_BIAS(T)) ? sub : v;                           \
    r = hi == (T)0 ? (T)0 : r;                                                 \
    if (CLB_CONTROL(finite_math_only))                                         \
      return r;                                                                \
    r = (CLB_IS_NAN(x) | CLB_IS_NAN(y)) ? x + y : r;                             \
    return (CLB_IS_INF(T, x) | CLB_IS_INF(T, y)) ? (T)INFINITY : r;              \
  }
CLB_WIDTHS_OF_double(CLB_HYPOT, __clb_hypot)
CLB_FLOAT_FAST_COLD static CLB_HYPOT(float, __clb_hypot_core)

#define CLB_HYPOT_FAST(T, ...)                                                 \
  static inline CLB_OVLD T __clb_fast_hypot(T x, T y) {                        \
    typedef CLB_SIGNED(T) I;                                                   \
    T ax = CLB_FABS(x), ay = CLB_FABS(y), m = ax > ay ? ax : ay;               \
    I bits = CLB_AS_SIGNED(T, CLB_AS_BITS(T, m)) & (I)0x7ff0000000000000L;     \
    T sc = CLB_AS_FLOAT(T, (I)0x7fe0000000000000L - bits);                     \
    T xs = x * sc, ys = y * sc;                                                \
    T s = __clb_exp_fma(xs, xs, ys * ys);                                      \
    T h = __clb_fast_sqrt(s) * CLB_AS_FLOAT(T, bits);                          \
    return m > (T)0.0 && m < (T)INFINITY ? h : (T)NAN;                         \
  }
CLB_WIDTHS_OF_double(CLB_HYPOT_FAST)

// float under -cl-clb-correctly-rounded-math (<clb/float_math.h>): the fast
// path, each lane it does not decide through the float core above.
CLB_WIDTHS_OF_float(CLB_FLOAT_FAST2_WITH_AS, __clb_cr_hypot, hypot, 0x1p-50, __clb_hypot_core)
// The default: the float core, generic/math/float/hypotf.cl.
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH2, hypot)
CLB_WIDTHS_OF_half(CLB_HALF_DECIDED2, hypot)
