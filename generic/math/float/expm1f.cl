// expm1(x) for float, on float arithmetic.
//
// x = k ln2 + r as in exp (<clb/float_exp_log.h>: k = nearest(x log2(e)),
// r = r_hi + r_lo within 2^-39), exp(r) - 1 = r + T, T = r_lo (1 + r_hi) +
// r_hi^2 P(r_hi) (P of degree 5, 2^-30.8), its r_hi^2/2 exact inside the
// last fma (T's other part, r_hi^3 (P - 1/2)/r_hi <= 0.007, rounded at
// 2^-23 of its size: with r_hi^2 rounded first, as exp does, T's error
// reached 0.2 ulp of the result near |x| = 0.35, where 2^k T is a third of
// it). Then
//   e^x - 1 = (2^k - 1) + 2^k r_hi + 2^k T = A + B + C,
// A = 2^k - 1 exact for |k| <= 24 (past that A = 2^k and the -1 moves into
// C for k > 24; A = -1 and the 2^k into C for k < -24), B exact, C rounded
// once at its own size. A + B is summed exactly (two-sum) and the small
// parts added before the one rounding of the result: for k = 0 (|x| <= 0.35)
// this is r_hi + T, with no cancellation; for k != 0, |e^x - 1| >= 0.29 and
// A + B carries the result's size. C's two roundings (T's at 2^-29 and
// the sum's at C's size) are what is left: within 0.5 + 0.22 ulp near
// |x| = 0.35, where C is a third of the result, far less elsewhere (all
// of [2^-27, 88.7] and its negative checked against glibc's double expm1:
// 0.713 ulp, where rounding r_hi^2 first gave 0.890). k is capped at 60
// for the scale 2^k (the -1 is then below 2^-60 relative) and the result
// scaled by the rest exactly (overflow to +inf). x is clamped to [-18, 89]
// (below -17.33, e^x - 1 rounds to -1); |x| < 2^-25 returns x (expm1(x) =
// x + x^2/2 + ..., below a quarter ulp from x; this keeps -0 and the
// subnormals). About 42 float operations (17 fma), no division, no table.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.713 ulp at
// x = 0x1.647acap-2; correctly rounded on 99.92% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_expm1f(float x) {
  float xc = x < -18.0f ? -18.0f : x > 89.0f ? 89.0f : x;
  float t = __builtin_fmaf(xc, CLB_FEL_LOG2E_HI, 0x1.8p23f);
  int k = __builtin_astype(t, int) - 0x4b400000;
  float kf = t - 0x1.8p23f;
  float r1 = __builtin_fmaf(-kf, CLB_FEL_LN2_HI, xc);
  float r_lo;
  float r_hi = __clb_ff_two_sum(r1, -kf * CLB_FEL_LN2_LO, &r_lo);
  float p = __builtin_fmaf(r_hi, 0x1.a151dep-13f, 0x1.6d4386p-10f);
  p = __builtin_fmaf(r_hi, p, 0x1.1110c6p-7f);
  p = __builtin_fmaf(r_hi, p, 0x1.5554e8p-5f);
  p = __builtin_fmaf(r_hi, p, 0x1.555556p-3f);
  float tail = __builtin_fmaf(r_hi * r_hi, r_hi * p, __builtin_fmaf(r_hi, r_lo, r_lo));
  tail = __builtin_fmaf(r_hi, 0.5f * r_hi, tail);
  int k1 = k > 60 ? 60 : k;
  float sc = __builtin_astype((k1 + 127) << 23, float);
  float a = k1 > 24 ? sc : k1 < -24 ? -1.0f : sc - 1.0f;
  float cm = k1 > 24 ? -1.0f : k1 < -24 ? sc : 0.0f;
  float c = __builtin_fmaf(sc, tail, cm);
  float s_lo;
  float s = __clb_ff_two_sum(a, sc * r_hi, &s_lo);
  float y = (s + (s_lo + c)) * __builtin_astype((k - k1 + 127) << 23, float);
  return __builtin_fabsf(x) < 0x1p-25f ? x : y;
}
