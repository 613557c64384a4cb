// log2(x) = k + (f - c) log2(e) (<clb/log.h>): f log2(e) is formed as p + pe
// (an exact fma for the rounding) plus f times log2(e)'s tail, less c log2(e);
// k + p is then summed exactly (|k| >= 1 > |p| or k = 0) and the small
// terms join before the last rounding.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/log2f.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/log.h>
#include <clb/float_math.h>

#define CLB_LOG2(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_log2(T x) {                                       \
    CLB_SIGNED(T) k;                                                           \
    T f = __clb_log_reduce(x, &k) - 1.0;                                       \
    T kd = CLB_CONVERT(T, k);                                                  \
    T p = f * CLB_LOG2E_HI;                                                    \
    T q = __clb_exp_fma(f, (T)CLB_LOG2E_HI, -p) + f * CLB_LOG2E_LO -           \
          __clb_log_corr(f) * CLB_LOG2E_HI;                                    \
    T t = kd + p;                                                              \
    T y = t + (((kd - t) + p) + q);                                            \
    return __clb_log_special(x, y);                                            \
  }
CLB_WIDTHS_OF_double(CLB_LOG2)
// float: k + log(m) log2(e) (<clb/log.h>'s float pieces), one fma: for
// k != 0 |log2 x| >= |k| - 1/2 >= |log2 m|, so log(m)'s error (2^-51.9),
// log2(e)'s rounding and the fma's keep it within 2^-50.8 of log2(x), and
// E = 2^-48 leaves a factor of 7.
#define CLB_LOG2_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_fast_log2(T x) {                              \
    T kd, a = __clb_logf_m(x, &kd);                                            \
    return __clb_logf_takes(x) ? __clb_exp_fma(a, (T)CLB_LOG2E_HI, kd) : (T)NAN; \
  }
CLB_WIDTHS_OF_double(CLB_LOG2_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, log2, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, log2)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, log2)
