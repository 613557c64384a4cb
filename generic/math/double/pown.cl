// pown(x, n) for double.
//
// pown(x, n) = pow(x, n): n is exact in double, so pow's path
// (<clb/double_pow.h>) serves every n, the largest included, with no loss (no
// repeated multiplication), and pow's special cases are pown's for integer y.
//
// Bound 0.6 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.554 ulp at (x, n) = (0x1.006df2c1b95dap+0, 10547).
#include <clb/double_cores.h>
#include <clb/double_pow.h>

#if CLB_HAS_FP64
double __clb_pown_f64(double x, int n) {
  double y = (double)n;
  return __clb_pow_finish_f64(x, y, __clb_pow_dd_f64(__builtin_fabs(x), y));
}
#endif
