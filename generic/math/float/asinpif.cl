// asinpi(x) = asin(x)/pi for float, on float arithmetic.
//
// By <clb/float_asin.h>: v + v^3 P(v^2) with v = |x| up to 1/2, and with
// v = sqrt((1 - |x|)/2) as a float pair above (1 - |x| exact; v from one
// approximate reciprocal square root g, rsqrt.approx on NVIDIA and v_rsq on
// AMD GPUs, 1/sqrt elsewhere, as w g, its residual (w - v^2) g/2 by one fma
// and one product: no IEEE square root, no division), P of degree
// 5 (relative error 2^-31.7); the result base + sgn m asin(v) (base 0,
// pi/2 or pi, in units of pi after the pair times 1/pi, m = 1 or 2) by an exact
// fast two-sum and one last rounding; the sign of x applied last (asin is odd: asinpi(-0) = -0). |x| > 1 and NaN give NaN.
//
// No IEEE square root, no division (nvptx64: 58 PTX instructions, 64 SASS
// slots on sm_90, text size with padding; with the correctly rounded sqrt
// and division before: 61 PTX, 112 SASS slots plus their slow paths of 32
// and 112).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7500 ulp at
// x = -0x1.e768f6p-126 (a subnormal result); correctly rounded on 99.830% of inputs (all but 7302548).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_asin.h>

float __clb_asinpif(float x) {
  float y = __clb_asin_acos(x, 0, 1);
  y = __builtin_astype(__builtin_astype(y, uint) ^ (__builtin_astype(x, uint) & 0x80000000u), float);
  return __builtin_isnan(x) ? x + x : y;
}
