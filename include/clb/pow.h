// The power family's correctly rounded float variant and half paths
// (generic/math/pow.cl, powr.cl, pown.cl, rootn.cl). The double cores:
// generic/math/double/pow*.cl and rootn.cl, their shared pieces and the
// algorithm in <clb/double_pow.h>.
//
// float (-cl-clb-correctly-rounded-math) and half: each lane widened to
// double through <clb/double_pow.h>'s __clb_<name>_narrow_f64 (the plain
// double exp and log, the special cases as the cores'), rounded once; for
// float, where lanes may branch, the short path below first.
#ifndef CLB_POW_H
#define CLB_POW_H

#include <clb/double_pow.h>
#include <clb/log.h>
#include <clb/math.h>

#if CLB_HAS_FP64
// The float fast path of pow and powr (<clb/float_fast.h>): 2^(y log2 x)
// for a float x > 0 (the rest declined: the cores' special cases decide
// them), the exponent kept to 2^-56 of itself since up to 150 of it becomes
// the result's relative error. With <clb/log.h>'s float pieces
//   log2 x = k + 2 log2(e) s + log2(e) s z G(z)
// the first two terms are pairs: s = f/u as s + s_lo (1/u once; the
// residual f - s u is exact), 2 log2(e) a pair and its product with s
// formed with an exact fma; the third, below 1/100 of the second, rounded
// (2^-50.5 of itself). So log2 x = l + l_lo within 2^-56.4 of itself (k
// = 0) or 2^-57.3 absolute (|log2 x| >= 1/2), the product with y a pair
// within 2^-56 of y log2 x: at most 150 2^-56 absolute where the result
// is in float's range, 2^-49.3 of the result. 2^t (<clb/exp.h>) adds
// 2^-49.9 and the pair's rounding 2^-54: within 2^-48.5 of x^y, and E =
// 2^-46 leaves a factor of 5 (a host replica of this code saw 2^-49.89
// on 2^24 pairs). y = 0 gives 1 exactly and x = 1 too (l = 0);
// an infinite y gives NaN (declined), a finite t far out of range 0 or
// INF by the clamp, as pow and powr define them for x > 0.
#define CLB_POWF_PIECES(T, ...)                                                \
  static inline CLB_OVLD T __clb_fast_pow(T x, T y) {                          \
    T kd, u, f = __clb_logf_reduce(x, &kd, &u);                                \
    T inv = 1.0 / u;                                                           \
    T s = f * inv, s_lo = __clb_fma_f64(-s, u, f) * inv;                       \
    T z = s * s;                                                               \
    T p = s * CLB_LOGF_2LOG2E;                                                 \
    T p_lo = __clb_fma_f64(s, (T)CLB_LOGF_2LOG2E, -p) +                        \
             (s_lo * CLB_LOGF_2LOG2E + (s * CLB_LOGF_2LOG2E_LO +               \
              (s * CLB_LOG2E) * (z * __clb_logf_g(z))));                       \
    T l = kd + p; /* |k| >= 1 > |p|, or k = 0: the error is exact */        \
    T l_lo = ((kd - l) + p) + p_lo;                                            \
    T yl = y * l, e = __clb_fma_f64(y, l, -yl) + y * l_lo;                     \
    /* l_lo (the third term) is up to 1/100 of l: t + t_lo renormalized */  \
    /* (|e| < |yl|), so that t_lo <= ulp(t) as 2^t needs. */                 \
    T t = yl + e, t_lo = e - (t - yl);                                         \
    T tc = __clb_clamp_f64(t, -200.0, 200.0);                                  \
    T r = __clb_expf_exp2(tc, tc == t ? t_lo : (T)0);                          \
    return __clb_logf_takes(x) ? r : (T)NAN;                                   \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_powr(T x, T y) {                         \
    return __clb_fast_pow(x, y);                                               \
  }
CLB_WIDTHS_OF_double(CLB_POWF_PIECES)
#endif

// __clb_cr_<name>(T) for the float or half type T: each lane through
// __clb_<name>_narrow_f64 (the second argument of the type, or int).
// (Without double, nothing: there is no such variant.)
#if CLB_HAS_FP64
#define CLB_POW_VIA_DOUBLE(T, name)                                            \
  CLB_MATH_LANEWISE2(T, cr_##name, __clb_##name##_narrow_f64, )
#define CLB_POWN_VIA_DOUBLE(T, name)                                           \
  CLB_MATH_LANEWISEN(T, cr_##name, __clb_##name##_narrow_f64, )
#else
#define CLB_POW_VIA_DOUBLE(T, name)
#define CLB_POWN_VIA_DOUBLE(T, name)
#endif

#endif
