// tanpi(x) = tan(pi x) for float, on float arithmetic, no division.
//
// a = |x|; m = a - 4 nearest(a/4) in [-2, 2] (exact for every finite a: a/4
// and 4 nearest(a/4) are exact, and m is a multiple of a's ulp below 4;
// infinities and NaN give NaN), so that tan(pi a) = tan(pi m); m = k/2 + r,
// k = nearest(2m) from the low bits of 2m + 1.5 2^23 (no conversion), r in
// [-1/4, 1/4] exactly (<clb/float_trig.h>, __clb_trig_reduce_pi);
// tan(pi a) = tan(pi r) for even k, -1/tan(pi r) for odd k: the quotient
// of the float pairs of a rational approximation r N(z)/(D(z)/pi), z = r^2
// (same header, __clb_trig_pi_tan: numerator and denominator of degree 2
// in z, relative error 2^-32.8, the pairs' roundings below 0.1 ulp), by an
// approximate reciprocal and one residual correction (same header,
// __clb_trig_quotient: rcp.approx on NVIDIA GPUs, v_rcp on AMD, the
// division elsewhere; 2^-19 ulp before the last rounding); the sign of x
// applied last (tanpi is odd).
// r = 0, behind a branch, is the spec's list: for even k a zero, for odd
// k an infinity, negative where k = 2 or 3 mod 4 (tanpi(n) =
// copysign(0, n) for even n and copysign(0, -n) for odd n, tanpi(n + 0.5)
// = +inf for even n and -inf for odd n). Also behind a branch: a < 2^-100
// (zeros too), pi a as a float pair times 2^64 by one fma, scaled back:
// rounded once where the result is normal, twice where it is subnormal
// (0.75 ulp at most).
// Short path: 51 nvptx64 instructions (PTX, with ld.param, st.param, ret,
// 5 moves and 4 negations; 62 before, with a correctly rounded
// reciprocal, rcp.rn.f32, a sequence with a slow branch on the GPU, and a
// quotient of polynomials of degrees 4 and 3). Straight enough for LLVM's
// inliner at -O2 on x86-64 (cost 220, threshold 225; 330 before), so that
// a loop over work-items calling it vectorizes (PoCL).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7500 ulp at
// x = -0x1.28a0cp-128 (a subnormal result, rounded twice); correctly
// rounded on 99.864% of inputs; 0.7190 at most where x >= 2^-100 (every
// 3rd input). With CLB_FAL_TEST_RCP (a reciprocal 1 ulp off), all 2^32
// inputs: max 0.7500 ulp at x = 0x1.28a0cp-128, 99.850% correctly rounded.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_trig.h>

float __clb_tanpif(float x) {
  float a = __builtin_fabsf(x);
  uint sx = __builtin_astype(x, uint) & 0x80000000u;
  float y;
  if (a < 0x1p-100f)  // pi a 2^64 (pi as a pair times 2^64), back; zeros too
    y = __builtin_fmaf(a, 0x1.921fb6p+65f, a * -0x1.777a5cp+40f) * 0x1p-64f;
  else {
    // a - 4 nearest(a/4) in [-2, 2], exact; infinities and NaN give NaN
    float m = __builtin_fmaf(__builtin_rintf(a * 0.25f), -4.0f, a);
    int k;
    float r = __clb_trig_reduce_pi(m, &k);
    int odd = (k & 1) != 0;
    if (r == 0.0f)  // the spec's zeros and poles, by k mod 4
      y = __builtin_astype((odd ? 0x7f800000u : 0u) | (((uint)k << 30) & 0x80000000u), float);
    else
      y = __clb_trig_pi_tan(r, odd);
  }
  return __builtin_astype(__builtin_astype(y, uint) ^ sx, float);
}
