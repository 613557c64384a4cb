// asinh(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_log_lean.h>'s logarithm, of an argument carried as a pair).
//
// a = |x|, the sign put back at the end by one or of the sign bit (asinh(-0)
// = -0). For a in [2^-12, 2^12]: asinh(a) = log(X), X = a + s, s =
// sqrt(a^2 + 1), X carried as xh + xl and its logarithm taken as
// log(xh) + xl/xh:
// - W = a^2 + 1 = w + wl: w = fma(a, a, 1), wl = fma(a, a, 1 - w) (1 - w
//   exact for w <= 2^24, the residual rounded at its own size).
// - s = s0 + s1/2 from one approximate reciprocal square root g of w
//   (__clb_fas_rsqrt, <clb/float_hw_approx.h>: relative error 2^-22 or
//   less, any rounding): s0 = w g, s1 = (W - s0^2) g, W - s0^2 =
//   fma(-s0, s0, w) + wl; s0 + s1/2 within about 2^-43 of s whatever g's
//   error (it is second order: (2^-21.5)^2).
// - xh = a + s0 rounded, xl = (a - (xh - s0)) + s1/2 (a fast two-sum,
//   exact: s0 > a, or the two within a factor 2, where the Sterbenz lemma
//   makes both differences exact); |xl| <= 2^-21.2 xh (xh's rounding and s1).
// - log(xh + xl) = log(xh) + c, c = xl rx, rx = 1/X = s - a exactly
//   (X (s - a) = s^2 - a^2 = 1), (s0 - a) + s1/2 by one fma (s0 - a exact
//   for a >= 0.58; within 2^-42 a^2 relative of s - a at most: 2^-18 at
//   a = 2^12, where c is 2^-21 at most and the result 9.7); the term left
//   out, c^2/2, is below 2^-43. log(xh) is logf.cl's (x = 2^e m, f = m - 1
//   exact, log(1 + f) = f + f u, u = f Q(f) of <clb/float_log_lean.h>, e ln2
//   as a pair; __clb_fll_log_c) with c folded into its small part by one
//   fma; xh >= 1 + 2^-12, so e >= 0.
// a > 2^12: log(2a) (its bits as an integer: a's plus 2^23, e + 1, so that
// 2a is never formed; c = 0); the term left out, 1/(4 a^2) < 2^-26, is 2^-6
// ulp of the result (> 9.7). The path above runs on min(a, 2^12) and stays
// finite for every a.
// a < 2^-12 (zeros and subnormals too), +-inf and NaN: a (asinh(a) - a =
// -a^3/6, under 2^-26.5 a: a is the correctly rounded result), by one
// unsigned comparison of a's bits.
//
// Error (ulps of the result): the logarithm's, as in logf.cl: the last
// rounding 0.5, Q's approximation (2^-26.9 relative), u's rounding times f
// and the small part's rounding; for e = 0 (a <= 0.35) all of it relative
// to f and the result (f - the result is f^2/2 at most); under 0.9. The
// correction's: c's computed value is within about 2^-22 of itself (rx's
// and the fma's roundings), s's error is 2^-43 of s and c^2/2 is left out:
// about 2^-42 absolute in all, 2^-7 ulp at the smallest result (2^-12).
//
// Operations: 50 (the logarithm 24 with the correction's fma, its
// polynomial 10; the square root 9 with one rsqrt and a negation; the pair
// and rx 6; the rest 11: abs, clamp, the large case's compare, add and two
// selects, the small case's 3, the sign's and and or). No branch, no table,
// no division (nvptx64: 59 PTX instructions counting the 3 of the call and
// 6 moves, one rsqrt.approx.ftz.f32; the float-float core it replaced had
// 159 with an rcp.rn.f32, a sequence on the GPU, and a branch; amdgcn
// gfx90a: 62 against 160).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.8072 ulp at
// x = 0x1.f26f58p-3 (with CLB_FAS_TEST_RSQRT, square roots up to 2 ulps
// off: 0.8079 at 0x1.f8c696p-3); correctly rounded on 99.866% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_hw_approx.h>
#include <clb/float_log_lean.h>

float __clb_asinhf(float x) {
  uint bx = __builtin_astype(x, uint);
  uint ba = bx & 0x7fffffffu;
  float a = __builtin_astype(ba, float);
  float am = __builtin_fminf(a, 0x1p12f);
  float w = __builtin_fmaf(am, am, 1.0f);
  float wl = __builtin_fmaf(am, am, 1.0f - w);
  float g = __clb_fas_rsqrt(w);
  float s0 = w * g;
  float s1 = (__builtin_fmaf(-s0, s0, w) + wl) * g;
  float xh = am + s0;
  float xl = __builtin_fmaf(s1, 0.5f, am - (xh - s0));
  float rx = __builtin_fmaf(s1, 0.5f, s0 - am);
  int big = a > 0x1p12f;
  int bits = big ? (int)ba + 0x00800000 : __builtin_astype(xh, int);
  float y = __clb_fll_log_c(bits, xl, big ? 0.0f : rx);
  y = ba - 0x39800000u < 0x7f800000u - 0x39800000u ? y : a;
  return __builtin_astype(__builtin_astype(y, uint) | (bx ^ ba), float);
}
