// log(x) for double.
//
// log(x) = k ln2 + (f - c) (<clb/double_log.h>), summed as k ln2_hi + (f - (c -
// k ln2_lo)): k times ln2's first 32 bits is exact, and the small terms meet
// before the one rounding with the large ones.
//
// Bound 1 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.840 ulp at x = 0x1.6794562664a9bp-1.
#include <clb/double_cores.h>
#include <clb/double_log.h>

#if CLB_HAS_FP64
double __clb_log_f64(double x) {
  long k;
  double f = __clb_log_reduce_f64(x, &k) - 1.0;
  double kd = (double)k;
  double y = kd * CLB_LN2_HI32 + (f - (__clb_log_corr_f64(f) - kd * CLB_LN2_LO32));
  return __clb_log_special_f64(x, y);
}
#endif
