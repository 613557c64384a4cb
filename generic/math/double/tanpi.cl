// tanpi(x) for double.
//
// a = |x| = n/2 + r exactly, |r| <= 1/4 (<clb/double_trig.h>'s
// __clb_trigpi_reduce_f64, as in sinpi.cl), pi r a double-double, then one
// division of the kernels' double-doubles as in tan.cl. Where r = 0 the
// spec's values: integers +0 for n = 0 mod 4 (a even) and -0 for n = 2
// (a odd), poles +INF for n = 1 (a = 2m + 1/2) and -INF for n = 3, then x's
// sign (tanpi is odd). INF and NaN give NaN. Below 2^-960, pi x as in
// sinpi.cl. Within 1 ulp (gen/math_functions.def's bound).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.874 ulp
// at x = -0x1.8fede727c6644p+2.
#include <clb/double_cores.h>
#include <clb/double_trig.h>

#if CLB_HAS_FP64
double __clb_tanpi_f64(double x) {
  double p, p_lo;
  long n = __clb_trigpi_reduce_f64(__builtin_fabs(x), &p, &p_lo);
  double exact = (n & 1) != 0 ? INFINITY : 0.0;
  exact = (n & 2) != 0 ? -exact : exact;
  double v = p == 0.0 ? exact : __clb_tan_quadrant_f64(n, p, p_lo);
  v = __builtin_fabs(x) < CLB_TRIGPI_TINY ? __clb_pi_tiny_f64(__builtin_fabs(x)) : v;
  return __builtin_astype(__builtin_astype(v, ulong) ^
                              (__builtin_astype(x, ulong) & 0x8000000000000000ul),
                          double);
}
#endif
