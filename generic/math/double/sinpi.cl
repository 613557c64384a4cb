// sinpi(x) for double.
//
// a = |x| = n/2 + r exactly, |r| <= 1/4 (<clb/double_trig.h>'s
// __clb_trigpi_reduce_f64: |x| mod 2 first, exact, so huge arguments need
// no other path), pi r a double-double, then the sine and cosine kernels by
// n mod 4 as in sin.cl. Integers give +0 (the kernel's -0 for n = 2 mod 4
// made +0), then x's sign: sinpi(-n) = -0, sinpi(+-0) = +-0. INF and NaN
// give NaN. Below 2^-960, pi x correctly rounded by __clb_pi_tiny_f64 (pi
// r's double-double would lose its low part to underflow). Within 1 ulp
// (gen/math_functions.def's bound).
//
// Measured (gen/math_functions.def, 2^22 inputs on a GPU): max 0.724 ulp
// at x = -0x1.0f1dfac2a4ec9p+2.
#include <clb/double_cores.h>
#include <clb/double_trig.h>

#if CLB_HAS_FP64
double __clb_sinpi_f64(double x) {
  double p, p_lo;
  long n = __clb_trigpi_reduce_f64(__builtin_fabs(x), &p, &p_lo);
  double v = __clb_sin_quadrant_f64(n, p, p_lo) + 0.0;
  v = __builtin_fabs(x) < CLB_TRIGPI_TINY ? __clb_pi_tiny_f64(__builtin_fabs(x)) : v;
  return __builtin_astype(__builtin_astype(v, ulong) ^
                              (__builtin_astype(x, ulong) & 0x8000000000000000ul),
                          double);
}
#endif
