// atanh(x) = sign(x) log(v) / 2, a = |x|, v = (1 + a) / (1 - a) as a
// double-double (both sums exact as two doubles, one correction step of the
// quotient) and its logarithm as in log1p (<clb/log.h>'s __clb_log_sum), so
// near 0, where v is near 1, the small result keeps its bits. Below 2^-28 the
// result is x (a^3/3 is below 2^-57 of it). atanh(+-1) = +-INF, NaN beyond
// 1 and for NaN; zeros keep their sign.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/atanhf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/log.h>
#include <clb/math.h>
#include <clb/float_math.h>

#define CLB_ATANH(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_atanh(T x) {                                      \
    T a = CLB_FABS(x);                                                         \
    T n = 1.0 + a;                                                             \
    T n_lo = a - (n - 1.0);                                                    \
    T d = 1.0 - a;                                                             \
    T d_lo = (1.0 - d) - a;                                                    \
    T q = n / d;                                                               \
    T q_lo = (__clb_exp_fma(-q, d, n) + (n_lo - q * d_lo)) / d;                \
    T v = q + q_lo;                                                            \
    T y = 0.5 * __clb_log_sum(v, q_lo - (v - q), 0.0);                              \
    y = a < 0x1p-28 ? a : a < 1.0 ? y : a == 1.0 ? (T)INFINITY : (T)NAN;       \
    return CLB_COPYSIGN(T, y, x);                                              \
  }
CLB_WIDTHS_OF_double(CLB_ATANH)
CLB_WIDTHS_OF_float(CLB_CR_VIA_DOUBLE, atanh)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, atanh)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, atanh)
