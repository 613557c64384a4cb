// tanpi(x) = tan(pi x) for float, on float arithmetic.
//
// |x| = k/2 + r, k = nearest(2|x|) from the low bits of 2|x| + 1.5 2^23
// (no conversion), r in [-1/4, 1/4] exactly (<clb/float_trig.h>,
// __clb_trig_reduce_pi); tan(pi |x|) = tan(pi r) for even k, -1/tan(pi r)
// for odd k: the quotient of sin(pi r) and cos(pi r) as float pairs (z =
// r^2 and PIh r exact pairs, Q of degree 4, D of degree 3; errors below
// 0.1 ulp), one division (same header, __clb_trig_pi_tan and
// __clb_trig_quotient); the sign of x applied last (tanpi is odd).
// r = 0, behind a branch, is the spec's list: for even k a zero, for odd
// k an infinity, negative where k = 2 or 3 mod 4 (tanpi(n) =
// copysign(0, n) for even n and copysign(0, -n) for odd n, tanpi(n + 0.5)
// = +inf for even n and -inf for odd n). Also behind a branch: |x| >= 2^21
// (reduced mod 4 first, exactly), infinities and NaN (NaN), and
// |x| < 2^-100, pi x as in sinpi.
// Short path: 56 nvptx64 instructions (PTX, sm_80, with ld.param, st.param
// and ret; rcp.rn.f32 counted once, a sequence on the GPU).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.8583 ulp at
// x = 0x1.f6b32ep-3; correctly rounded on 99.827% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_tanpif(float x) {
  float a = __builtin_fabsf(x);
  uint sx = __builtin_astype(x, uint) & 0x80000000u;
  if (!(a >= 0x1p-100f && a < 0x1p21f)) {
    if (a < 0x1p-100f)
      return __clb_trig_pi_times_tiny(x, a);
    if (!(a <= 0x1.fffffep127f))
      return x - x;
    a = __clb_trig_pi_mod4(a);
  }
  int k;
  float r = __clb_trig_reduce_pi(a, &k);
  uint y;
  if (r == 0.0f)  // the spec's zeros and poles, by k mod 4
    y = ((k & 1) ? 0x7f800000u : 0u) | (((uint)k << 30) & 0x80000000u);
  else
    y = __builtin_astype(__clb_trig_pi_tan(r, k & 1), uint);
  return __builtin_astype(y ^ sx, float);
}
