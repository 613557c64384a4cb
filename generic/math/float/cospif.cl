// cospi(x) = cos(pi x) for float, on float arithmetic.
//
// |x| = k/2 + r, k = nearest(2|x|), r in [-1/4, 1/4] exactly (no rounding:
// <clb/float_trig.h>, __clb_trig_reduce_pi); pi r as a float pair (pi in
// two floats, relative error 2^-48); cos(pi |x|) = +-cos(pi r) or
// +-sin(pi r) by k mod 4, with the kernels of cos and sin (same header:
// polynomials below 2^-32, their small parts' roundings below 0.1 ulp, the
// last addition 0.5 ulp). The zeros (|x| = n + 1/2) are made +0, as the
// spec's cospi(n + 0.5) = +0; infinities and NaN give NaN.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.6343 ulp at x = 0x1.4035acp+0;
// correctly rounded on 99.909% of inputs (all but 3899794).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_cospif(float x) {
  float a = __builtin_fabsf(x), rl, r, sc;
  int k;
  float rh = __clb_trig_reduce_pi_old(a, &rl, &k, &r, &sc);
  float y = (k & 1) ? __clb_trig_sin_kernel(rh, rl) : __clb_trig_cos_kernel(rh, rl);
  y = ((k + 1) & 2) ? -y : y;
  y = y + 0.0f;  // -0 (k = 1 mod 4, r = 0) to +0
  return a <= 0x1.fffffep127f ? y : x - x;
}
