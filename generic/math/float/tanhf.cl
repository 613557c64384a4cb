// tanh(x) for float, on float arithmetic: lean, within 1 ulp (faithful).
//
// a = |x|, the sign put back at the end by one or of the sign bit (tanh(-0)
// = -0); both paths are computed and one selected (no branch).
// a < 0.55: a + a^3 P(a^2), P of degree 4 (gen/fit/hyperbolic_lean.py
// tanh_p: relative error 2^-29.7). NaN takes this path (a NaN out); a
// subnormal or tiny a gives a (a^3 P underflows or is below half an ulp).
// a >= 0.55 (clamped to 10: tanh rounds to 1 from 9.01 on; +inf gives 1):
// tanh a = 1 - 2/D, D = e^(2a) + 1. 2a is never formed: a = k ln2/2 + h,
// k = nearest(a 2log2(e)) by the 1.5 2^23 rounding inside one fma, h = a -
// k L1/2 exact (L1 the float nearest ln2, see expf.cl; its error, k 2^-30
// in h, is left out), e^(2h) = 1 + h Q(h), Q of degree 5 (hyperbolic_lean.py
// exp2h_q, 2^-28 relative: exp_lean's form, refitted in h = r/2).
// With sc = 2^k (bits), D = (sc + 1) + (sc h) Q as a pair: dh by one fma,
// dl = (sc + 1 - dh) + (sc h) Q by another (sc + 1 - dh exact: dh/(sc + 1)
// is in [0.7, 1.42]). The quotient from one reciprocal rc = 1/dh (the
// division, or an approximate reciprocal: anything within 2^-20 gives the
// same results on this path): y0 = 1 - 2 rc rounded, w = 1 - y0 exact
// (y0 >= 1/2: k >= 2 here, D >= 4), the residual w D - 2 = (w dh - 2) + w dl
// by two fmas (the first all but exact), y = y0 + residual rc by one more.
// k >= 24 (a > 8.1) loses D's + 1 (2^-24 of D, where the result is within
// 2^-23 of 1): still within 1 ulp.
//
// Error (ulps of the result): the last rounding 0.5 on both paths. Small
// path: the three roundings of the a^3 P term (a^2, a a^2, P's last), each
// 2^-24 relative of a term at most 0.099 of the result: 0.30; P's error
// 0.02: under 0.82. Large path: D's relative error times q = 2/D <= 1/2
// (the result >= 1/2, its ulp 2^-24): Q's last rounding (|h| <= 0.174 times
// half an ulp of Q in [1.69, 2.39]) 2^-25.5 at most, Q's approximation
// 2^-28, the left-out k 2^-29 (its weight q falls like 2^-k): 0.15 in all;
// the quotient's own errors (rc's, the residual's rounding) a few 2^-45:
// under 0.66.
//
// Operations: 34 (21 on the large path with its reciprocal, 13 of them fma,
// the polynomial 5; 7 on the small one; abs, clamp, compare, select and the
// sign's and/or). No branch, no table, one reciprocal (nvptx64: 43 PTX
// instructions counting the 3 of the call, 6 moves and one rcp.rn.f32, a
// sequence on the GPU; the float-float core it replaced had 111 with a
// div.rn.f32 and a branch for NaN; amdgcn gfx900: 55 against 127, one
// v_rcp_f32).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7295 ulp at
// x = -0x1.14172cp-1 (the small path, a result just below 1/2; the large
// path's max 0.6080 at 0x1.1a3d5ep-1); correctly rounded on 99.963% of
// inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>

float __clb_tanhf(float x) {
  float ax = __builtin_fabsf(x);
  float a = __builtin_fminf(ax, 10.0f);
  float t = __builtin_fmaf(a, 0x1.715476p+1f, 0x1.8p23f);
  float kf = t - 0x1.8p23f;
  float h = __builtin_fmaf(kf, -0x1.62e430p-2f, a);
  float q = __builtin_fmaf(h, 0x1.69b746p-4f, 0x1.1241c6p-2f);
  q = __builtin_fmaf(h, q, 0x1.5559ccp-1f);
  q = __builtin_fmaf(h, q, 0x1.555484p+0f);
  q = __builtin_fmaf(h, q, 0x1.fffffap+0f);
  q = __builtin_fmaf(h, q, 2.0f);
  float sc = __builtin_astype((__builtin_astype(t, int) << 23) + 0x3f800000, float);
  float s1 = sc + 1.0f;
  float sh = sc * h;
  float dh = __builtin_fmaf(sh, q, s1);
  float dl = __builtin_fmaf(sh, q, s1 - dh);
  float rc = 1.0f / dh;
  float y0 = __builtin_fmaf(-2.0f, rc, 1.0f);
  float w = 1.0f - y0;
  float res = __builtin_fmaf(w, dl, __builtin_fmaf(w, dh, -2.0f));
  float y = __builtin_fmaf(res, rc, y0);
  float z = ax * ax;
  float p = __builtin_fmaf(z, -0x1.9921a0p-8f, 0x1.58e518p-6f);
  p = __builtin_fmaf(z, p, -0x1.b91e7ep-5f);
  p = __builtin_fmaf(z, p, 0x1.110ceep-3f);
  p = __builtin_fmaf(z, p, -0x1.55554ap-2f);
  float ys = __builtin_fmaf(ax * z, p, ax);
  y = ax >= 0.55f ? y : ys;
  return __builtin_astype(__builtin_astype(y, uint) | (__builtin_astype(x, uint) & 0x80000000u), float);
}
