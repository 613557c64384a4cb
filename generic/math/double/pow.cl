// pow(x, y) for double.
//
// pow(x, y) = |x|^y = exp(y log|x|) with the sign of x for odd integer y and
// C99's special cases (<clb/double_pow.h>): log|x| a double-double to 2^-68 of
// itself, y log|x| a pair, exp of the pair rounded once.
//
// Bound 0.6 ulp; measured (gen/math_functions.def, 2^22 inputs on a GPU):
// max 0.550 ulp at (x, y) = (0x1.bcdd31fd306b2p-719, 0x1.55ea3f7323f1p-7).
#include <clb/double_cores.h>
#include <clb/double_pow.h>

#if CLB_HAS_FP64
double __clb_pow_f64(double x, double y) {
  return __clb_pow_finish_f64(x, y, __clb_pow_dd_f64(__builtin_fabs(x), y));
}
#endif
