// atan2(y, x) for float, on float arithmetic.
//
// t = min(|y|, |x|) / max(|y|, |x|) in [0, 1] as a float pair (both scaled
// by a power of two that brings the larger to [1, 4), then one division and
// fma corrections: relative error about 2^-46, the division's own rounding
// immaterial; a quotient below 2^-70 that is the result scaled by 2^40 and
// back, so that no residual is subnormal where the result is not); atan(t) by the kernel of
// <clb/float_atan.h> (above tan(pi/8), pi/4 + atan((n - d)/(n + d)) with
// the numerator and denominator exact pairs; u + u^3 A(u^2), A of degree 4,
// relative error 2^-30.4, u^3 and u^3 A0 as pairs); then
// base + sgn atan(t), base = 0 or pi/2 or pi by |y| > |x|
// and x's sign bit, by an exact two-sum and one last rounding; y's sign
// applied last. The spec's zeros and infinities come out of the same path
// (a zero or infinite ratio is t = 0, two zeros t = 0, two infinities
// t = 1): atan2(+-0, -0) = +-pi, (+-0, +0) = +-0, (+-inf, -inf) =
// +-3pi/4 and so on. NaN in either gives NaN.
//
// Measured (float-core-sweep.sh --pairs 26, 2^26 pairs over the whole range): max 0.7500 ulp at x = 0x1.800002p+1 y = 0x1.fffffcp+127;
// correctly rounded on 99.921% of inputs (all but 53373).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_atan.h>

float __clb_atan2f(float y, float x) {
  uint ux = __builtin_astype(x, uint);
  float r = __clb_atan2_abs(__builtin_fabsf(y), __builtin_fabsf(x), (int)(ux >> 31), 0);
  r = __builtin_astype(__builtin_astype(r, uint) ^ (__builtin_astype(y, uint) & 0x80000000u), float);
  return __builtin_isnan(x) || __builtin_isnan(y) ? x + y : r;
}
