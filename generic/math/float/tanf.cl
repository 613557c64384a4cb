// tan(x) for float, on float arithmetic.
//
// x = k pi/2 + r as a float pair rh + rl, |r| <= pi/4 (1 + 2^-7)
// (<clb/float_trig.h>: Cody-Waite in 8 operations below 2^17, Payne-Hanek
// behind a branch above); tan(x) = tan(r) for even k, -1/tan(r) for odd
// k: sin(r) / cos(r) or cos(r) / -sin(r), one division either way, no
// branch (same header, __clb_trig_tan): sin and cos as float pairs
// (rh^3 as a pair, Sn of degree 3; 1 - rh^2/2 an exact pair), their
// errors below 0.13 and 0.03 ulp; the quotient of the pairs from a
// reciprocal (one correctly rounded division), the approximate quotient's
// residual by fma and one correction step, the last fma 0.5 ulp.
// Short path: 57 nvptx64 instructions (PTX, sm_80, with ld.param, st.param
// and ret; rcp.rn.f32 counted once, a sequence on the GPU; 6 negations
// that are operand modifiers there but for two).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.8134 ulp at
// x = 0x1.5fc958p+58; correctly rounded on 99.08% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_tanf(float x) {
  float nrl;
  int q;
  float rh = __clb_trig_reduce(x, &nrl, &q);
  return __clb_trig_tan(rh, nrl, q & 1);
}
