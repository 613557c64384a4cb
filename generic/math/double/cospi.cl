// cospi(x) for double.
//
// a = |x| = n/2 + r exactly, |r| <= 1/4 (<clb/double_trig.h>'s
// __clb_trigpi_reduce_f64, as in sinpi.cl), pi r a double-double, then the
// sine and cosine kernels by n mod 4 as in cos.cl. Half-integers give +0
// (the kernel's -0 made +0); INF and NaN give NaN. Within 1 ulp
// (gen/math_functions.def's bound).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.710 ulp
// at x = 0x1.7d74b150f83f4p-1.
#include <clb/double_cores.h>
#include <clb/double_trig.h>

#if CLB_HAS_FP64
double __clb_cospi_f64(double x) {
  double p, p_lo;
  long n = __clb_trigpi_reduce_f64(__builtin_fabs(x), &p, &p_lo);
  return __clb_cos_quadrant_f64(n, p, p_lo) + 0.0;
}
#endif
