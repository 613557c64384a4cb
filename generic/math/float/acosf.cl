// acos(x) for float, on float arithmetic.
//
// By <clb/float_asin.h>: v + v^3 P(v^2) with v = |x| up to 1/2, and with
// v = sqrt((1 - |x|)/2) as a float pair above (1 - |x| exact, the sqrt
// correctly rounded, its residual by one fma and one division), P of degree
// 5 (relative error 2^-31.7); the result base + sgn m asin(v) (base 0,
// pi/2 or pi, m = 1 or 2) by an exact
// fast two-sum and one last rounding. |x| > 1 and NaN give NaN.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.6487 ulp at x = 0x1.1baf08p-1;
// correctly rounded on 99.992% of inputs (all but 324142).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_asin.h>

float __clb_acosf(float x) {
  float y = __clb_asin_acos(x, 1, 0);
  return __builtin_isnan(x) ? x + x : y;
}
