// acos(x) for float, on float arithmetic.
//
// By <clb/float_asin.h>: v + v^3 P(v^2) with v = |x| up to 1/2, and with
// v = sqrt((1 - |x|)/2) as a float pair above (1 - |x| exact, the sqrt
// correctly rounded, its residual by one fma and one division), P of degree
// 5 (relative error 2^-31.7); the result base + sgn m asin(v) (base 0,
// pi/2 or pi, m = 1 or 2) by an exact
// fast two-sum and one last rounding. |x| > 1 and NaN give NaN.
//
// NOT YET SWEPT IN FULL (float-core-sweep.sh). Sampled: every 31st float of [-1, 1] against long double: max 0.628 ulp at
// x = 0x1.1f708p-1.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_asin.h>

float __clb_acosf(float x) {
  float y = __clb_asin_acos(x, 1, 0);
  return __builtin_isnan(x) ? x + x : y;
}
