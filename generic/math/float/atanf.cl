// atan(x) for float, on float arithmetic.
//
// atan(|x|) = atan(t), t = |x| for |x| <= 1, pi/2 - atan(t) above with
// t = 1/|x|; above tan(pi/8), atan(t) = pi/4 + atan(u), u = (t - 1)/(t + 1)
// (numerator and denominator exact as pairs). The quotient (one division
// and fma corrections, as a float pair) and the kernel (u + u^3 A(u^2), A
// of degree 4, relative error 2^-30.4, u^3 and u^3 A0 as pairs) are those
// of <clb/float_atan.h> (atan2's before its lean core); the offset
// (0, pi/4 or pi/2) is added to the pair by an exact two-sum, one last
// rounding after it. The sign of x applied last (odd: atan(-0) = -0);
// NaN gives NaN.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5491 ulp at x = -0x1.b0800ap-2;
// correctly rounded on 99.988% of inputs (all but 501860).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_atan.h>

float __clb_atanf(float x) {
  float y = __clb_atan2_abs(__builtin_fabsf(x), 1.0f, 0, 0);
  y = __builtin_astype(__builtin_astype(y, uint) ^ (__builtin_astype(x, uint) & 0x80000000u), float);
  return __builtin_isnan(x) ? x + x : y;
}
