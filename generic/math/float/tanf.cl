// tan(x) for float, on float arithmetic.
//
// |x| = k pi/2 + r as a float pair rh + rl, |r| <= pi/4 (1 + 2^-7)
// (<clb/float_trig.h>: Cody-Waite with pi/2 in three floats below 2^17,
// Payne-Hanek on 32-bit words above); tan(|x|) = tan(r) for even k,
// -1/tan(r) for odd k; the sign of x applied last (tan is odd).
// Kernel (same header): tan r = rh + (rl (1 + tan^2 r) + rh^3 T(z)),
// z = rh^2, T of degree 6, rh^3 and rh^3/3 carried as pairs so that only
// the small rest (at most 0.08 of the result) is rounded; for odd k the
// sum as a pair th + tl and -1/(th + tl) by one correction step of -1/th.
// Errors: reduction below 2^-28 of r, T 2^-29.3, the rest's roundings
// about 0.2 ulp, the last addition (or the correction) 0.5 ulp.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.756 ulp at
// x = 0x1.2efe24p+1; correctly rounded on 99.23% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_tanf(float x) {
  float rl, a = __builtin_fabsf(x);
  int q;
  float rh = __clb_trig_reduce_old(a, &rl, &q);
  float y = __clb_trig_tan_kernel(rh, rl, q & 1);
  y = __builtin_astype(__builtin_astype(y, uint) ^ (__builtin_astype(x, uint) & 0x80000000u), float);
  return a <= 0x1.fffffep127f ? y : x - x;
}
