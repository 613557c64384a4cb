// The double power cores' shared pieces (generic/math/double/pow.cl,
// powr.cl, pown.cl, rootn.cl): plain scalar functions.
//
// Every member is |x|^e = exp(e log|x|) for finite positive |x|, with the
// special cases folded in at the end, each member by its own rules:
// log|x| as a double-double to about 2^-68 of itself (__clb_log_dd_f64,
// <clb/double_log.h>), times y (pow, powr, pown: y or n is exact in
// double) or divided by n (rootn) as a pair, then exp of the pair rounded
// once (__clb_exp_dd_f64, <clb/double_exp.h>). |e log|x|| <= 746 wherever
// the result is neither 0 nor INF, so the product is off by < 2^-58, and
// the result by about 0.52 ulp.
#ifndef CLB_DOUBLE_POW_H
#define CLB_DOUBLE_POW_H

#include <clb/double_cores.h>
#include <clb/double_exp.h>
#include <clb/double_log.h>

#if CLB_HAS_FP64
// |x|^y = exp(y log|x|) and |x|^(1/n) = exp(log|x| / n), ax = |x| positive
// and finite, the exponent a double-double.
static inline double __clb_pow_dd_f64(double ax, double y) {
  double l_lo, l = __clb_log_dd_f64(ax, &l_lo);
  double t = y * l;
  return __clb_exp_dd_f64(t, __clb_fma_f64(y, l, -t) + y * l_lo);
}

static inline double __clb_rootn_dd_f64(double ax, double n) {
  double l_lo, l = __clb_log_dd_f64(ax, &l_lo);
  double t = l / n;
  return __clb_exp_dd_f64(t, (__clb_fma_f64(-t, n, l) + l_lo) / n);
}

// Whether y is an integer, and an odd one (1 where true). Every double
// from 2^52 up is an even integer.
static inline int __clb_pow_is_int_f64(double y) {
  double a = __builtin_fabs(y);
  return (a >= 0x1p52) | ((a + 0x1p52) - 0x1p52 == a);
}

static inline int __clb_pow_is_odd_f64(double y) {
  double h = 0.5 * __builtin_fabs(y);
  return (__builtin_fabs(y) < 0x1p53) & __clb_pow_is_int_f64(y) &
         ((h + 0x1p52) - 0x1p52 != h);
}

// |x|^e where |x| or e is 0 or infinite (not 1 and not NaN): INF when
// |x| > 1 and e > 0 agree, else 0.
static inline double __clb_pow_limit_f64(double ax, int e_pos) {
  return (ax > 1.0) == (e_pos != 0) ? (double)INFINITY : (double)0;
}

// pow's and pown's result from r = |x|^y for finite, nonzero x and y:
// C99 F.9.4.4 and the OpenCL additions (1 for y = 0 or x = 1, even NaN;
// NaN for finite x < 0 and finite non-integer y; the sign of x for odd
// integer y).
static inline double __clb_pow_finish_f64(double x, double y, double r) {
  double ax = __builtin_fabs(x), ay = __builtin_fabs(y);
  int limit = (ax == 0.0) | (ax == (double)INFINITY) | (ay == (double)INFINITY);
  double m = limit ? __clb_pow_limit_f64(ax, y > 0.0) : r;
  m = ax == 1.0 ? (double)1 : m; // (-1)^INF = 1
  m = ((__builtin_astype(x, long) < 0) & __clb_pow_is_odd_f64(y)) ? -m : m;
  int bad = (x < 0.0) & (x > (double)-INFINITY) & (ay < (double)INFINITY) &
            !__clb_pow_is_int_f64(y);
  m = bad ? (double)NAN : m;
  m = ((x != x) | (y != y)) ? x + y : m;
  return ((y == 0.0) | (x == 1.0)) ? (double)1 : m;
}

// powr's: exp(y log x), so NaN for x < 0 and for the three indeterminate
// forms 0^0, INF^0 and 1^INF; no sign.
static inline double __clb_powr_finish_f64(double x, double y, double r) {
  double ay = __builtin_fabs(y);
  int zero_inf = (x == 0.0) | (x == (double)INFINITY);
  double m = (zero_inf | (ay == (double)INFINITY)) ? __clb_pow_limit_f64(x, y > 0.0)
                                                    : r;
  m = ((y == 0.0) | (x == 1.0)) ? (double)1 : m;
  m = ((x != x) | (y != y)) ? x + y : m;
  int bad = (x < 0.0) | ((y == 0.0) & zero_inf) |
            ((x == 1.0) & (ay == (double)INFINITY));
  return bad ? (double)NAN : m;
}

// rootn's, n as a double: NaN for n = 0 and for x < 0 with n even; the
// sign of x for odd n.
static inline double __clb_rootn_finish_f64(double x, double n, double r) {
  double ax = __builtin_fabs(x);
  int limit = (ax == 0.0) | (ax == (double)INFINITY);
  double m = limit ? __clb_pow_limit_f64(ax, n > 0.0) : r;
  int odd = __clb_pow_is_odd_f64(n);
  m = ((__builtin_astype(x, long) < 0) & odd) ? -m : m;
  m = ((n == 0.0) | ((x < 0.0) & !odd)) ? (double)NAN : m;
  return x != x ? x : m;
}

// The correctly rounded float variant's and half's pow family (<clb/pow.h>):
// arguments of float or half widened to double, exp(y log|x|) and
// exp(log|x| / n) from the plain double cores (each within 0.8 ulp):
// |y log|x|| <= 150 there, so the result is within 2^-44 of itself and
// rounds once to float or half, correctly but where rounding twice
// differs. n needs no care: it is exact in double, and however large it
// is its product is what decides. The special cases as the double cores'.
static inline double __clb_pow_narrow_f64(double x, double y) {
  double r = __clb_exp_f64(y * __clb_log_f64(__builtin_fabs(x)));
  return __clb_pow_finish_f64(x, y, r);
}

static inline double __clb_powr_narrow_f64(double x, double y) {
  double r = __clb_exp_f64(y * __clb_log_f64(__builtin_fabs(x)));
  return __clb_powr_finish_f64(x, y, r);
}

static inline double __clb_pown_narrow_f64(double x, int n) {
  return __clb_pow_narrow_f64(x, (double)n);
}

static inline double __clb_rootn_narrow_f64(double x, int n) {
  double nd = (double)n;
  double r = __clb_exp_f64(__clb_log_f64(__builtin_fabs(x)) / nd);
  return __clb_rootn_finish_f64(x, nd, r);
}
#endif

#endif
