// log10(x) for double.
//
// log10(x) = k log10(2) + (f - c) log10(e) (<clb/double_log.h>): k times
// log10(2)'s first 32 bits is exact; f log10(e) is p + pe (an exact fma for the
// rounding) plus the tails; the two large terms are summed exactly (the first
// is the larger or zero) and the small ones join before the last rounding.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.780 ulp at x = 0x1.4ef626f522799p+0.
#include <clb/double_cores.h>
#include <clb/double_log.h>

#if CLB_HAS_FP64
double __clb_log10_f64(double x) {
  long k;
  double f = __clb_log_reduce_f64(x, &k) - 1.0;
  double kd = (double)k;
  double a = kd * CLB_LOG10_2_HI32;
  double p = f * CLB_LOG10E_HI;
  double q = __clb_fma_f64(f, (double)CLB_LOG10E_HI, -p) + f * CLB_LOG10E_LO -
        __clb_log_corr_f64(f) * CLB_LOG10E_HI + kd * CLB_LOG10_2_LO32;
  double t = a + p;
  double y = t + (((a - t) + p) + q);
  return __clb_log_special_f64(x, y);
}
#endif
