// log2(x) for double.
//
// log2(x) = k + (f - c) log2(e) (<clb/double_log.h>): f log2(e) is formed as p
// + pe (an exact fma for the rounding) plus f times log2(e)'s tail, less c
// log2(e); k + p is then summed exactly (|k| >= 1 > |p| or k = 0) and the small
// terms join before the last rounding.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.882 ulp at x = 0x1.690fb3c4c3a5dp+0.
#include <clb/double_cores.h>
#include <clb/double_log.h>

#if CLB_HAS_FP64
double __clb_log2_f64(double x) {
  long k;
  double f = __clb_log_reduce_f64(x, &k) - 1.0;
  double kd = (double)k;
  double p = f * CLB_LOG2E_HI;
  double q = __clb_fma_f64(f, (double)CLB_LOG2E_HI, -p) + f * CLB_LOG2E_LO -
        __clb_log_corr_f64(f) * CLB_LOG2E_HI;
  double t = kd + p;
  double y = t + (((kd - t) + p) + q);
  return __clb_log_special_f64(x, y);
}
#endif
