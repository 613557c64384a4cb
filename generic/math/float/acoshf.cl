// acosh(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_log_lean.h>'s logarithm, of an argument carried as a pair;
// asinhf.cl the same scheme).
//
// For x in (1, 2^12]: acosh(x) = log(X), X = x + s, s = sqrt(x^2 - 1), X
// carried as xh + xl and its logarithm taken as log(xh) + xl/xh:
// - W = x^2 - 1 = pm + pl: p = x^2 rounded, pl = fma(x, x, -p) (exact),
//   pm = p - 1 (exact for p <= 2^24); |pl| <= 2^-13 pm (x = 1 + k 2^-23:
//   pm >= k 2^-22, |pl| <= min(2^-24, k^2 2^-46)), w = pm + pl rounded.
// - s = s0 + s1/2 from one approximate reciprocal square root g
//   of w (__clb_fas_rsqrt, <clb/float_hw_approx.h>: relative error 2^-22 or
//   less, any rounding): s0 = w g, s1 = (W - s0^2) g, W - s0^2 =
//   fma(-s0, s0, pm) + pl (|pm - s0^2| <= 2^-21 pm: the two roundings are
//   2^-37 of W at most, 2^-45 for x >= 2); s0 + s1/2 within 2^-38 of s
//   (2^-46 for x >= 2) whatever g's error.
// - xh = x + s0 rounded, xl = (s0 - (xh - x)) + s1/2 (a fast two-sum,
//   exact: x > s0, or the two within a factor 2, where the Sterbenz lemma
//   makes both differences exact); |xl| <= 2^-21.2 xh.
// - log(xh + xl) = log(xh) + c, c = xl rx, rx = 1/X = x - s exactly
//   ((x + s)(x - s) = 1), (x - s0) - s1/2 by one fma (x - s0 exact for
//   x >= 1.16; within 2^-45 x^2 relative of x - s for x >= 2, 2^-21 at
//   x = 2^12, where c is 2^-21 at most and the result 9); the term left out,
//   c^2/2, is below 2^-42. log(xh) is logf.cl's (x = 2^e m, f = m - 1
//   exact, log(1 + f) = f + f u, u = f Q(f) of <clb/float_log_lean.h>, e ln2
//   as a pair; __clb_fll_log_c) with c folded into its small part by one
//   fma; xh >= 1, e >= 0.
// Near x = 1 the result is about sqrt(2 (x - 1)) >= 2^-11 (x >= 1 + 2^-23)
// and X = 1 + the result + ...: e = 0, and the logarithm is as accurate
// relative to f as to the result.
// x > 2^12: log(2x) (its bits as an integer: x's plus 2^23, e + 1, so that
// 2x is never formed; c = 0); the term left out, -1/(4 x^2) > -2^-26, is
// 2^-6 ulp of the result (> 9). The path above runs on min(x, 2^12) and
// stays finite for every x.
// x outside (1, +inf), by one unsigned comparison of x's bits: x - 1 for
// x >= 1 (acosh(1) = +0, +inf -> +inf), NaN below (and for NaN).
//
// Error (ulps of the result): the logarithm's, as in logf.cl: the last
// rounding 0.5, Q's approximation (2^-26.9 relative), u's rounding times f
// and the small part's rounding; for e = 0 (x <= 1.06) all of it relative
// to f and the result; under 0.9. The correction's: c's computed value is
// within about 2^-22 of itself (rx's and the fma's roundings) and s's
// error is 2^-38 of s: 2^-38 of the result near x = 1, 2^-43 absolute
// above; 2^-14 ulp at most.
//
// Operations: 52 (the logarithm 24 with the correction's fma, its
// polynomial 10; the square root 11 with one rsqrt and two negations; the
// pair and rx 6; the rest 11: clamp, the large case's compare, add and two
// selects, the special cases' 6). No branch, no table, no division
// (nvptx64: 58 PTX instructions counting the 3 of the call and 3 moves, one
// rsqrt.approx.ftz.f32; the float-float core it replaced had 149 with an
// rcp.rn.f32, a sequence on the GPU, and a branch; amdgcn gfx90a: 63
// against 150).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.8016 ulp at
// x = 0x1.0784cap+0 (the same with CLB_FAS_TEST_RSQRT, square roots up to 2
// ulps off); correctly rounded on 99.979% of inputs (99.92% of those in
// (1, +inf)).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_hw_approx.h>
#include <clb/float_log_lean.h>

float __clb_acoshf(float x) {
  float xm = __builtin_fminf(x, 0x1p12f);
  float p = xm * xm;
  float pl = __builtin_fmaf(xm, xm, -p);
  float pm = p - 1.0f;
  float w = pm + pl;
  float g = __clb_fas_rsqrt(w);
  float s0 = w * g;
  float s1 = (__builtin_fmaf(-s0, s0, pm) + pl) * g;
  float xh = xm + s0;
  float xl = __builtin_fmaf(s1, 0.5f, s0 - (xh - xm));
  float rx = __builtin_fmaf(s1, -0.5f, xm - s0);
  int bx = __builtin_astype(x, int);
  int big = x > 0x1p12f;
  int bits = big ? bx + 0x00800000 : __builtin_astype(xh, int);
  float y = __clb_fll_log_c(bits, xl, big ? 0.0f : rx);
  float sp = x >= 1.0f ? x - 1.0f : __builtin_nanf("");
  return (uint)(bx - 0x3f800001) < 0x7f800000u - 0x3f800001u ? y : sp;
}
