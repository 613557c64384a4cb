// expm1(x) for float, on float arithmetic: lean, within 1 ulp (faithful).
//
// k = nearest(x log2(e)) by the 1.5 2^23 rounding inside one fma (k also
// read from that sum's low bits), r = x - k L1 exact (L1 the float nearest
// ln2; see expf.cl) and c = -k L2 kept apart (|c| <= 2^-22); e^(r + c) - 1
// = r + r^2/2 + r^3 P(r) + c (1 + r) to 2^-44, P of degree 4
// (gen/fit/exp_log_lean.py expm1_p: 2^-30.7 relative to e^r - 1). With
// sc = 2^k, a = sc - 1 (exact for k <= 24), b = sc r (exact) and
// s + err = a + b exactly (Dekker's fast two-sum: |a| >= |b| or a = 0):
//   e^x - 1 = s + ((b (r/2)) + (sc (r^3 P + c (1 + r)) + err)),
// the r^2/2 term exact inside the last fma of the small part (rounded once
// at its own size), the sum rounded once. For k = 0 this is
// x + (x^2/2 + ...) with no cancellation; for k != 0 the terms scaled by
// 2^k (where 2 e^r - 1 can be 0.41 of 2 e^r) are all exact but the small
// part's rounding (an eighth of an ulp) and the tiny inner ones.
//
// Error (ulps of the result): the last rounding 0.5, the small part's
// rounding 0.125 at most, P's approximation and the inner roundings (r^3 P
// rounded twice, c (1 + r)) a few hundredths: under 0.7. Typical path
// |x| in [2^-25, 16.9] (k <= 24, so a is exact), behind one integer range
// test on |x|'s bits; the rare path: |x| < 2^-25 (zeros, subnormals, NaN)
// gives x (e^x - 1 = x + x^2/2 + ..., within a quarter ulp of x); x < -16.9
// gives -1 + 2^-24 down to -25 ln2 and -1 below (both correctly rounded:
// e^x is then below 2^-24.4); x > 88.8 or +inf gives +inf; x in
// (16.9, 88.8] the same sum at half scale with the -1 moved into the small
// part, doubled (exact, or +inf). Typical path: 26 float/integer operations
// (10 fma), no division, no conversion, no table (nvptx64: 54 PTX
// instructions, 32 on the typical path counting the 3 of the call and 3
// bit moves; the float-float core it replaced had 55, all on one path).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7534 ulp at
// x = 0x1.5ebd8ap+6 (the rare path's half-scale sum); correctly rounded on
// 99.91% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_lean.h>

float __clb_expm1f(float x) {
  float t = __builtin_fmaf(x, 0x1.715476p+0f, CLB_FXL_SHIFT);
  float kf = t - CLB_FXL_SHIFT;
  float r = __builtin_fmaf(kf, -0x1.62e430p-1f, x);
  float c = kf * 0x1.05c610p-29f;
  float p = __builtin_fmaf(r, 0x1.9eba66p-13f, 0x1.6d4d00p-10f);
  p = __builtin_fmaf(r, p, 0x1.1112bap-7f);
  p = __builtin_fmaf(r, p, 0x1.5554e8p-5f);
  p = __builtin_fmaf(r, p, 0x1.555554p-3f);
  float inner = __builtin_fmaf(r, r * (r * p), __builtin_fmaf(c, r, c));
  int ti = __builtin_astype(t, int);
  uint ax = (uint)__builtin_astype(x, int) & 0x7fffffffu;
  if (__builtin_expect(ax - 0x33000000u <= 0x41873333u - 0x33000000u, 1)) {
    float sc = __builtin_astype((ti << 23) + 0x3f800000, float);
    float a = sc - 1.0f;
    float b = sc * r;
    float s = a + b;
    float err = b - (s - a);
    float tail = __builtin_fmaf(b, 0.5f * r, __builtin_fmaf(sc, inner, err));
    return s + tail;
  }
  if (!(__builtin_fabsf(x) >= 0x1p-25f))
    return x;
  if (x < 0.0f)
    return x < -0x1.154244p+4f ? -1.0f : -0x1.fffffep-1f;
  if (x > 88.8f)
    return x + __builtin_inff();
  float sc2 = __builtin_astype((ti << 23) + 0x3f000000, float);
  float b2 = sc2 * r;
  float s2 = sc2 + b2;
  float err2 = b2 - (s2 - sc2);
  return (s2 + __builtin_fmaf(b2, 0.5f * r, __builtin_fmaf(sc2, inner, err2 - 0.5f))) * 2.0f;
}
