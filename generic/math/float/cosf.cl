// cos(x) for float, on float arithmetic.
//
// |x| = k pi/2 + r as a float pair rh + rl, |r| <= pi/4 (1 + 2^-7)
// (<clb/float_trig.h>: Cody-Waite with pi/2 in three floats below 2^17,
// Payne-Hanek on 32-bit words above); cos(|x|) = +-cos(r) or +-sin(r) by
// k mod 4. Kernels (same header): sin r = rh + (rl + rh^3 S(rh^2)), S of
// degree 3; cos r = (1 - z/2 as a float pair) + z^2 C(z) - rh rl, C of
// degree 2. Errors: reduction below 2^-28 of r, polynomials below 2^-32
// relative, the tails' roundings below 0.1 ulp, the last addition 0.5 ulp.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.632 ulp at
// x = -0x1.08a3cap+23; correctly rounded on 99.40% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_cosf(float x) {
  float rl, a = __builtin_fabsf(x);
  int q;
  float rh = __clb_trig_reduce(a, &rl, &q);
  float y = (q & 1) ? __clb_trig_sin_kernel(rh, rl) : __clb_trig_cos_kernel(rh, rl);
  uint sign = (uint)((q + 1) & 2) << 30;
  y = __builtin_astype(__builtin_astype(y, uint) ^ sign, float);
  return a <= 0x1.fffffep127f ? y : x - x;
}
