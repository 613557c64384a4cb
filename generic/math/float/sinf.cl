// sin(x) for float, on float arithmetic.
//
// x = k pi/2 + r as a float pair rh + rl, |r| <= pi/4 (1 + 2^-7)
// (<clb/float_trig.h>: Cody-Waite in 8 operations below 2^17, Payne-Hanek
// behind a branch above); sin(x) = +-sin(r) or +-cos(r) by k mod 4, both
// kernels evaluated and one selected (no branch on the quadrant), the sign
// flipped by bit 1 of k. Kernels (same header): sin r = rh - u,
// u = rh^3 Sn(z) - rl w, Sn of degree 2 (relative error 2^-27.8,
// gen/fit/trig_float_lean.py); cos r = w + (wl + z^2 C(z)), w + wl =
// 1 - rh^2/2 - rh rl exactly but for the rounding of -rh/2 - rl (0.2 ulp
// at most), C of degree 2. Errors: reduction 2^-28 of r, u's roundings
// below 0.25 ulp, the last subtraction or addition 0.5 ulp.
// Short path: 41 nvptx64 instructions (PTX, sm_80, with ld.param, st.param
// and ret; 4 of them register moves).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7564 ulp at
// x = 0x1.f0074cp+98; correctly rounded on 98.01% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_sinf(float x) {
  float nrl, c;
  int q;
  float rh = __clb_trig_reduce(x, &nrl, &q);
  float s = __clb_trig_sin_cos(rh, nrl, &c);
  return __clb_trig_flip((q & 1) ? c : s, q);
}
