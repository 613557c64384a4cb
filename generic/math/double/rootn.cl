// rootn(x, n) for double.
//
// rootn(x, n) = |x|^(1/n) with the sign of x for odd n: log|x| as a pair
// divided by n as a pair (1/n itself is inexact), then exp of the pair
// rounded once (<clb/double_pow.h>); NaN for n = 0 and for x < 0 with even n.
//
// Bound 0.6 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.549 ulp at (x, n) = (0x1.5324261b38b89p-995, -51).
#include <clb/double_cores.h>
#include <clb/double_pow.h>

#if CLB_HAS_FP64
double __clb_rootn_f64(double x, int n) {
  double nd = (double)n;
  return __clb_rootn_finish_f64(x, nd, __clb_rootn_dd_f64(__builtin_fabs(x), nd));
}
#endif
