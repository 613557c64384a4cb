// sinpi(x) = sin(pi x) for float, on float arithmetic.
//
// |x| = k/2 + r, k = nearest(2|x|) from the low bits of 2|x| + 1.5 2^23
// (no conversion), r in [-1/4, 1/4] exactly (<clb/float_trig.h>,
// __clb_trig_reduce_pi); sin(pi |x|) = +-sin(pi r) or +-cos(pi r) by k mod
// 4, both evaluated and one selected (same header,
// __clb_trig_pi_sin_cos): sin(pi r) = fl(PIh r + r Q(r^2)), the product
// PIh r exact in the last fma; cos(pi r) = w + (wl + z D(z)), w + wl =
// 1 - K z exactly (K = fl(pi^2/2), z = fl(r^2), z's rounding 0.15 ulp at
// most); Q and D of degree 3 (gen/fit/trig_float_lean.py). A zero
// (|x| an integer) is made +0 and takes x's sign, as the spec's
// sinpi(+-n) = +-0; the sign of x applied last.
// Behind a branch: |x| >= 2^21 (reduced mod 4 first, exactly; from 2^24
// on an even integer), infinities and NaN (NaN), and |x| < 2^-100, where
// sinpi(x) = pi x rounded once: x scaled by 2^64 and back exactly where
// the result is normal, unscaled where it is subnormal (pi x's low part,
// below 2^-151.1, then lost: 0.23 ulp at most).
// Short path: 41 nvptx64 instructions (PTX, sm_80, with ld.param, st.param
// and ret; 6 of them register moves).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7308 ulp at
// x = 0x1.4241b8p-128 (a subnormal result); correctly rounded on 98.29% of
// inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_sinpif(float x) {
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
  float c, r = __clb_trig_reduce_pi(a, &k);
  float s = __clb_trig_pi_sin_cos(r, &c);
  float y = __clb_trig_flip((k & 1) ? c : s, k) + 0.0f;  // a zero made +0
  return __builtin_astype(__builtin_astype(y, uint) ^ sx, float);
}
