// tan(x) for float, on float arithmetic, no division.
//
// x = k pi/2 + r as a float pair rh + rl, |r| <= pi/4 (1 + 2^-7)
// (<clb/float_trig.h>: Cody-Waite in 8 operations below 2^17, Payne-Hanek
// behind a branch above); tan(x) = tan(r) for even k, -1/tan(r) for odd
// k, no branch (same header, __clb_trig_tan): the float pairs of a
// rational approximation rh N(z)/D(z), z = rh^2, numerator and
// denominator of degree 2 in z (relative error 2^-33.7), rl through
// n += rl d, d -= rl n (which moves n/d by rl (1 + tan^2)), the pairs'
// roundings below 0.1 ulp; their quotient by an approximate reciprocal
// and one residual correction (same header, __clb_trig_quotient:
// rcp.approx on NVIDIA GPUs, v_rcp on AMD, the division elsewhere; 2^-19
// ulp before the last rounding), signed zeros kept.
// Short path: 49 nvptx64 instructions (PTX, with ld.param, st.param and
// ret, 2 bit moves and 5 negations that are operand modifiers on the GPU;
// 57 before, with sin and cos as pairs and a correctly rounded reciprocal,
// rcp.rn.f32, a sequence with a slow branch there).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7411 ulp at
// x = 0x1.78e2bcp+23; correctly rounded on 99.296% of inputs. With
// CLB_FAL_TEST_RCP (a reciprocal 1 ulp off), all 2^32 inputs: the same
// max, 99.296% correctly rounded.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_tanf(float x) {
  float nrl;
  int q;
  float rh = __clb_trig_reduce(x, &nrl, &q);
  return __clb_trig_tan(rh, nrl, q & 1);
}
