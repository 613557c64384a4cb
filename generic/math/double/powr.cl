// powr(x, y) for double.
//
// powr(x, y) = exp(y log x) for x >= 0: pow's magnitude (<clb/double_pow.h>)
// with the spec's own special cases (NaN for x < 0, 0^0, INF^0 and 1^INF).
//
// Bound 0.6 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.547 ulp at (x, y) = (0x1.8ee4eedb440c6p-108, 0x1.c75ca3b523a57p-7).
#include <clb/double_cores.h>
#include <clb/double_pow.h>

#if CLB_HAS_FP64
double __clb_powr_f64(double x, double y) {
  return __clb_powr_finish_f64(x, y, __clb_pow_dd_f64(x, y));
}
#endif
