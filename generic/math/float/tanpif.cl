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
    if (a < 0x1p-100f) {
      // pi x as in sinpi: rounded once where the result is normal,
      // unscaled where it is subnormal (0.23 ulp lost at most).
      if (a < 0x1.45f306p-128f)  // +-0 kept (the fma would make -0 +0)
        return a == 0.0f ? x : __builtin_fmaf(x, 0x1.921fb6p+1f, x * -0x1.777a5cp-24f);
      float xs = x * 0x1p64f;
      return __builtin_fmaf(xs, 0x1.921fb6p+1f, xs * -0x1.777a5cp-24f) * 0x1p-64f;
    }
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
