// cospi(x) = cos(pi x) for float, on float arithmetic.
//
// |x| = k/2 + r, k = nearest(2|x|) from the low bits of 2|x| + 1.5 2^23
// (no conversion), r in [-1/4, 1/4] exactly (<clb/float_trig.h>,
// __clb_trig_reduce_pi); cos(pi |x|) = +-cos(pi r) or +-sin(pi r) by k mod
// 4 (sinpi's kernels with k + 1 for k, both evaluated and one selected):
// sin(pi r) = fl(PIh r + r Q(r^2)), cos(pi r) = w + (wl + z D(z)), w + wl =
// 1 - K z exactly (z's rounding 0.15 ulp at most); Q and D of degree 3
// (gen/fit/trig_float_lean.py). The zeros (|x| = n + 1/2) are made +0, as
// the spec's cospi(n + 0.5) = +0. Behind a branch: |x| >= 2^21 (reduced
// mod 4 first, exactly), infinities and NaN (NaN).
// Short path: 35 nvptx64 instructions (PTX, sm_80, with ld.param, st.param
// and ret).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7122 ulp at
// x = 0x1.bd817cp+0; correctly rounded on 99.736% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_cospif(float x) {
  float a = __builtin_fabsf(x);
  if (!(a < 0x1p21f)) {
    if (!(a <= 0x1.fffffep127f))
      return x - x;
    a = __clb_trig_pi_mod4(a);
  }
  int k;
  float c, r = __clb_trig_reduce_pi(a, &k);
  float s = __clb_trig_pi_sin_cos(r, &c);
  return __clb_trig_flip((k & 1) ? s : c, k + 1) + 0.0f;  // a zero made +0
}
