// The power family's correctly rounded float and half paths (generic/math/
// pow.cl, powr.cl, pown.cl, rootn.cl): the double pieces on widened
// arguments. The double cores: generic/math/double/pow*.cl and rootn.cl,
// their shared pieces and the algorithm in <clb/double_pow.h>.
//
// float and half: in double without the pairs, exp(e log|x|) from the plain
// double log and exp (each within 0.8 ulp): |e log|x|| <= 150 there, so the
// double result is within 2^-44 of itself and rounds once to float or half,
// correctly but where rounding twice differs. n needs no care: it is exact
// in double, and however large it is its product is what decides.
#ifndef CLB_POW_H
#define CLB_POW_H

#include <clb/log.h>
#include <clb/math.h>

#if CLB_HAS_FP64
// Declared here so the float paths can use the double cores.
#define CLB_POW_DECLARE(T, ...)                                                \
  CLB_OVLD CLB_CONST T __clb_exp(T);                                           \
  CLB_OVLD CLB_CONST T __clb_log(T);
CLB_WIDTHS_OF_double(CLB_POW_DECLARE)

#define CLB_POW_PIECES(T, ...)                                                 \
  /* exp(y log|x|) and exp(log|x| / n) from the plain double functions. */ \
  static inline CLB_OVLD T __clb_pow_fast(T ax, T y) {                         \
    return __clb_exp(y * __clb_log(ax));                                       \
  }                                                                            \
  static inline CLB_OVLD T __clb_rootn_fast(T ax, T n) {                       \
    return __clb_exp(__clb_log(ax) / n);                                       \
  }                                                                            \
  /* Whether y is an integer, and an odd one (-1 or 1 where true, by the    \
     comparison's kind). Every double from 2^52 up is an even integer. */     \
  static inline CLB_OVLD CLB_RELATIONAL(T) __clb_pow_is_int(T y) {            \
    T a = CLB_FABS(y);                                                         \
    return (a >= 0x1p52) | ((a + 0x1p52) - 0x1p52 == a);                       \
  }                                                                            \
  static inline CLB_OVLD CLB_RELATIONAL(T) __clb_pow_is_odd(T y) {            \
    T h = 0.5 * CLB_FABS(y);                                                   \
    return (CLB_FABS(y) < 0x1p53) & __clb_pow_is_int(y) &                      \
           ((h + 0x1p52) - 0x1p52 != h);                                       \
  }                                                                            \
  /* |x|^e where |x| or e is 0 or infinite (not 1 and not NaN): INF when    \
     |x| > 1 and e > 0 agree, else 0. */                                      \
  static inline CLB_OVLD T __clb_pow_limit(T ax, CLB_RELATIONAL(T) e_pos) {   \
    return (ax > 1.0) == (e_pos != 0) ? (T)INFINITY : (T)0;                    \
  }                                                                            \
  /* pow's and pown's result from r = |x|^y for finite, nonzero x and y:    \
     C99 F.9.4.4 and the OpenCL additions (1 for y = 0 or x = 1, even NaN;  \
     NaN for finite x < 0 and finite non-integer y; the sign of x for odd  \
     integer y). */                                                           \
  static inline CLB_OVLD T __clb_pow_finish(T x, T y, T r) {                   \
    T ax = CLB_FABS(x), ay = CLB_FABS(y);                                      \
    CLB_RELATIONAL(T) limit = (ax == 0.0) | (ax == (T)INFINITY) | (ay == (T)INFINITY); \
    T m = limit ? __clb_pow_limit(ax, y > 0.0) : r;                            \
    m = ax == 1.0 ? (T)1 : m; /* (-1)^INF = 1 */                               \
    m = ((CLB_AS_SIGNED(T, x) < 0) & __clb_pow_is_odd(y)) ? -m : m;            \
    CLB_RELATIONAL(T) bad = (x < 0.0) & (x > (T)-INFINITY) & (ay < (T)INFINITY) & \
                            !__clb_pow_is_int(y);                              \
    m = bad ? (T)NAN : m;                                                      \
    m = ((x != x) | (y != y)) ? x + y : m;                                     \
    return ((y == 0.0) | (x == 1.0)) ? (T)1 : m;                               \
  }                                                                            \
  /* powr's: exp(y log x), so NaN for x < 0 and for the three indeterminate \
     forms 0^0, INF^0 and 1^INF; no sign. */                                  \
  static inline CLB_OVLD T __clb_powr_finish(T x, T y, T r) {                  \
    T ay = CLB_FABS(y);                                                        \
    CLB_RELATIONAL(T) zero_inf = (x == 0.0) | (x == (T)INFINITY);              \
    T m = (zero_inf | (ay == (T)INFINITY)) ? __clb_pow_limit(x, y > 0.0) : r; \
    m = ((y == 0.0) | (x == 1.0)) ? (T)1 : m;                                  \
    m = ((x != x) | (y != y)) ? x + y : m;                                     \
    CLB_RELATIONAL(T) bad = (x < 0.0) | ((y == 0.0) & zero_inf) |              \
                            ((x == 1.0) & (ay == (T)INFINITY));                \
    return bad ? (T)NAN : m;                                                   \
  }                                                                            \
  /* rootn's, n as a double: NaN for n = 0 and for x < 0 with n even; the  \
     sign of x for odd n. */                                                  \
  static inline CLB_OVLD T __clb_rootn_finish(T x, T n, T r) {                 \
    T ax = CLB_FABS(x);                                                        \
    CLB_RELATIONAL(T) limit = (ax == 0.0) | (ax == (T)INFINITY);               \
    T m = limit ? __clb_pow_limit(ax, n > 0.0) : r;                            \
    CLB_RELATIONAL(T) odd = __clb_pow_is_odd(n);                               \
    m = ((CLB_AS_SIGNED(T, x) < 0) & odd) ? -m : m;                            \
    m = ((n == 0.0) | ((x < 0.0) & !odd)) ? (T)NAN : m;                        \
    return x != x ? x : m;                                                     \
  }
CLB_WIDTHS_OF_double(CLB_POW_PIECES)

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
    T s = f * inv, s_lo = __clb_exp_fma(-s, u, f) * inv;                       \
    T z = s * s;                                                               \
    T p = s * CLB_LOGF_2LOG2E;                                                 \
    T p_lo = __clb_exp_fma(s, (T)CLB_LOGF_2LOG2E, -p) +                        \
             (s_lo * CLB_LOGF_2LOG2E + (s * CLB_LOGF_2LOG2E_LO +               \
              (s * CLB_LOG2E) * (z * __clb_logf_g(z))));                       \
    T l = kd + p; /* |k| >= 1 > |p|, or k = 0: the error is exact */        \
    T l_lo = ((kd - l) + p) + p_lo;                                            \
    T yl = y * l, e = __clb_exp_fma(y, l, -yl) + y * l_lo;                     \
    /* l_lo (the third term) is up to 1/100 of l: t + t_lo renormalized */  \
    /* (|e| < |yl|), so that t_lo <= ulp(t) as 2^t needs. */                 \
    T t = yl + e, t_lo = e - (t - yl);                                         \
    T tc = __clb_exp_clamp(t, -200.0, 200.0);                                  \
    T r = __clb_expf_exp2(tc, tc == t ? t_lo : (T)0);                          \
    return __clb_logf_takes(x) ? r : (T)NAN;                                   \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_powr(T x, T y) {                         \
    return __clb_fast_pow(x, y);                                               \
  }
CLB_WIDTHS_OF_double(CLB_POWF_PIECES)
#endif

// The float and half cores: the double pieces on the widened arguments,
// rounded once; the second argument of the type (pow, powr) or int (pown,
// rootn).
#define CLB_POW_VIA_DOUBLE(T, name, mag, finish)                               \
  CLB_POW_VIA_DOUBLE_AS(T, __clb_##name, mag, finish)
#define CLB_POWN_VIA_DOUBLE(T, name, mag, finish)                              \
  CLB_POWN_VIA_DOUBLE_AS(T, __clb_##name, mag, finish)
// The same, defining `fn` (__clb_cr_<name>: the correctly rounded variant
// of a function whose default is its float core, <clb/float_math.h>).
#define CLB_POW_VIA_DOUBLE_AS(T, fn, mag, finish)                              \
  CLB_OVLD CLB_CONST T fn(T x, T y) {                                          \
    CLB_VECTOR(double, T) xd = CLB_EXP_WIDEN(T, x), yd = CLB_EXP_WIDEN(T, y);  \
    return CLB_CONVERT(T, finish(xd, yd, mag(CLB_FABS(xd), yd)));              \
  }
#define CLB_POWN_VIA_DOUBLE_AS(T, fn, mag, finish)                             \
  CLB_OVLD CLB_CONST T fn(T x, CLB_VECTOR(int, T) n) {                         \
    CLB_VECTOR(double, T) xd = CLB_EXP_WIDEN(T, x);                            \
    CLB_VECTOR(double, T) nd = CLB_CONVERT(CLB_VECTOR(double, T), n);          \
    return CLB_CONVERT(T, finish(xd, nd, mag(CLB_FABS(xd), nd)));              \
  }

#endif
