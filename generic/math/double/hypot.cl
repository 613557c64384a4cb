// hypot(x, y) for double, and the same steps on float for the correctly
// rounded float variant (-cl-clb-correctly-rounded-math: the lanes its
// short path in generic/math/hypot.cl does not decide).
//
// sqrt(x^2 + y^2) without overflow or underflow on the way. Both
// arguments are scaled by the power of two 2^-e that brings the larger into
// [1, 2) (exact unless the smaller one underflows, where it no longer
// matters); the sum of squares is carried as a value plus its exact error
// (fma for the products, a two-sum for the addition), and one Newton step
// on the correctly rounded sqrt corrects it to within a hair of 0.5 ulp.
// The final scaling by 2^e is exact unless the result overflows or is a
// denormal; a denormal result is rounded once from r and the correction.
// hypot(+-INF, NaN) = +INF. Under -cl-finite-math-only (<clb/controls.h>)
// neither argument is NaN or infinite, and the two fix-ups for them are
// left out.
//
// Bound 0.5 ulp: correctly rounded on every input tested, not proven so
// (on the H100 every one of 2^28 float pairs and 2^22 double pairs, after
// the rounding of results below twice the least normal was made single:
// 0.75 before). Measured (gen/math_functions.def, 2^22 pairs on a GPU):
// double 0.500 ulp at (0x1.06a7cb1021001p+535, -0x1.06a7cb1021001p+535).
#include <clb/controls.h>
#include <clb/double_cores.h>
#include <clb/float_fast.h> /* CLB_FLOAT_FAST_COLD */

#if CLB_HAS_FP64
// One text for both types: T is double or float, `attr` the float
// instance's (a rare fallback, called, never inlined).
#define CLB_HYPOT_STEPS(T, name, attr)                                         \
  attr T name(T x, T y) {                                                      \
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
CLB_HYPOT_STEPS(double, __clb_hypot_f64, )
CLB_HYPOT_STEPS(float, __clb_hypot_cr_f32, CLB_FLOAT_FAST_COLD)
#endif
