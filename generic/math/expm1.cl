// expm1(x) = exp(x) - 1 without the cancellation near 0: with k and r as in
// exp (generic/math/exp.cl) and s = exp(r) - 1 (<clb/exp.h>),
//   k = 0:  s itself (|x| < ln2/2: no 1 is ever added)
//   k > 0:  2^k ((1 - 2^-k) + s)   1 - 2^-k is exact while it matters
//   k < 0:  (2^k - 1) + 2^k s       2^k - 1 is exact for k >= -53
// each rounded once before the exact scaling. x is clamped to [-40, 710]:
// below -40 the result rounds to -1 (it is within 2^-57 of it).
//
// c + r + r^2/2 is summed exactly before the small rest is added, so the
// cancellation of c + s (k = 1, x near 0.39) costs nothing.
// Bounds and measured worst cases: gen/math_functions.def (double was 1.52
// ulp before the exact sum).
// float and half by default: the float core, generic/math/float/expm1f.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/exp.h>
#include <clb/float_math.h>

#define CLB_EXPM1(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_expm1(T x) {                                      \
    T xc = __clb_exp_clamp(x, -40.0, 710.0);                                   \
    CLB_SIGNED(T) k;                                                           \
    T kd = __clb_exp_nearest(xc * CLB_LOG2E, &k);                              \
    /* exp(r) - 1 = r + h2 + rest: r + d = r_hi + r_lo exactly (Cody-Waite  \
       and a fast two-sum), h2 = r^2/2 rounded (its error e2 exact by fma),  \
       rest small enough that its own rounding errors stay far below the    \
       result's ulp. */                                                       \
    T r_hi = xc - kd * CLB_LN2_HI32, r_lo = -kd * CLB_LN2_LO32;                \
    T r = r_hi + r_lo, d = (r_hi - r) + r_lo;                                  \
    T h2 = 0.5 * r * r, e2 = __clb_exp_fma(0.5 * r, r, -h2);                   \
    T rest = (d + e2) + (r * d + r * r * (r * __clb_exp_q(r)));                \
    /* 2^-k for k > 0 (negligible past 1000), 2^k for k < 0 (k >= -58). */    \
    T u = __clb_exp_pow2(k > 1000 ? -1000 : -k);                               \
    T p = __clb_exp_pow2(k < 0 ? k : 0);                                       \
    /* c + r + h2 summed exactly, then rest, rounded once: c = 0, 1 - 2^-k \
       (k > 0; the result is then scaled by 2^k) or 2^k - 1 (k < 0, terms    \
       scaled by 2^k exactly). s = exp(r) - 1 rounded first would cost up to \
       a whole ulp where c + s cancels (k = 1, x near 0.39: 1/2 + s is about \
       1/4). */                                                               \
    T c = k == 0 ? 0.0 : k > 0 ? 1.0 - u : p - 1.0;                            \
    T scale = k < 0 ? p : 1.0;                                                 \
    T a_lo, b_lo;                                                              \
    T a = __clb_exp_two_sum(c, scale * r, &a_lo);                              \
    T b = __clb_exp_two_sum(a, scale * h2, &b_lo);                             \
    T y = b + ((a_lo + b_lo) + scale * rest);                                  \
    y = k > 0 ? __clb_exp_scale(y, k) : y;                                     \
    return x != x || x == 0.0 ? x : y;                                         \
  }
CLB_WIDTHS_OF_double(CLB_EXPM1)
CLB_WIDTHS_OF_float(CLB_CR_VIA_DOUBLE, expm1)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, expm1)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, expm1)
