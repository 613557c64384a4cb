// atanh(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_log_lean.h>'s log1p, of an argument carried as a pair).
//
// a = |x|, the sign put back at the end by one or of the sign bit (atanh(-0)
// = -0). For a in [2^-12, 1): atanh(a) = log1p(u)/2, u = 2a/(1 - a):
// - 1 - a = dh + dl by a fast two-sum (exact; dl = 0 for a >= 1/2).
// - u0 = 2a r rounded, r from one approximate reciprocal of dh
//   (__clb_fal_rcp, <clb/float_hw_approx.h>: relative error 2^-22 or less,
//   any rounding): within 2^-21.4 of u (r's error, u0's rounding and dl/dh
//   <= 2^-24). Its residual res = 2a - u0 (dh + dl) by two fmas (the first
//   rounds a value of 2^-21 of 2a, the second adds u0 dl <= 2^-24 u0 dh):
//   (u - u0)(1 - a) to 2^-23 of itself.
// - log1p(u) = log1p(u0) + (u - u0)/(1 + u) + O(2^-43), and (u - u0)/(1 + u)
//   = res/(1 + a) exactly (1 + u = (1 + a)/(1 - a)): the correction is
//   c = res K(a), K(a) = 1 - B a + C a^2 for 1/(1 + a) (two fmas;
//   gen/fit/ahyp_lean.py rcp_k), its relative error e_K weighted by what
//   it weighs in the result, w = (u/(1 + u))/log1p(u) (1 at a = 0, 0 at
//   a = 1): e_K w <= 2^-7.07, e_K <= 2^-9.15 below a = 1/64. c's error,
//   2^-21.4 e_K u/(1 + u) at most, is then 2^-28.4 log1p(u): 2^-4.5 ulp
//   (2^-5.1 with NVIDIA's reciprocal, within 1 ulp: 2^-23).
// - log1p(u0) is log1pf.cl's (v = 1 + u0 gives e, f = u0 2^-e + (2^-e - 1)
//   exact, log(1 + f) = f + f u, u of <clb/float_log_lean.h>, Q of degree
//   9, e ln2 as a pair; __clb_fll_log1p_c; u0 in [2^-11, 2^25]) with c
//   folded into its small part by one fma; halved (exact: the result is
//   at least 2^-12).
// a < 2^-12 (zeros and subnormals too): a (atanh(a) - a = a^3/3, under
// 2^-25.6 a: a is the correctly rounded result). a >= 1 and NaN: the
// approximate reciprocal square root of 1 - a (__clb_fas_rsqrt: 0 -> +inf,
// negative or NaN -> NaN): atanh(+-1) = +-inf, |x| > 1 and NaN -> NaN.
//
// Error (ulps of the result): log1p's, as in log1pf.cl: the last rounding
// 0.5, u's rounding times f (0.125 at most, at f = 1/2), the small part's
// rounding and Q's approximation (2^-29.9 relative); for e = 0 (a < 0.2)
// all of it relative to f and the result; under 0.85. The correction's:
// 2^-4.5 at most (above); the residual's own rounding and the left-out
// second order term are 2^-22 of it or less.
//
// Operations: 46 (log1p 27 with the correction's fma, its polynomial 11;
// the quotient and its residual 9 with one rcp and a negation; K 2; the
// rest 8: abs, halving, the special cases' 2 compares, select and rsqrt,
// the sign's and and or). No table, no division (nvptx64: 58 PTX
// instructions counting the 3 of the call, 7 moves and a branch around the
// rare path's rsqrt (the compiler's choice), one rcp.approx.ftz.f32; the
// float-float core it replaced had 135 with two rcp.rn.f32, sequences on
// the GPU, and a branch; amdgcn gfx90a: 58 against 140).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7990 ulp at
// x = 0x1.90fbc2p-3 (with CLB_FAL_TEST_RCP, reciprocals 1 ulp off: 0.8082
// at 0x1.8e7b0ep-3); correctly rounded on 99.922% of inputs (98.3% of
// those with |x| in [2^-12, 1); the others are exact).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_hw_approx.h>
#include <clb/float_log_lean.h>

float __clb_atanhf(float x) {
  uint bx = __builtin_astype(x, uint);
  uint ba = bx & 0x7fffffffu;
  float a = __builtin_astype(ba, float);
  float dh = 1.0f - a;
  float dl = (1.0f - dh) - a;
  float r = __clb_fal_rcp(dh);
  float a2 = a + a;
  float u = a2 * r;
  float res = __builtin_fmaf(-u, dl, __builtin_fmaf(-u, dh, a2));
  float k = __builtin_fmaf(a, __builtin_fmaf(a, 0x1.99fd2cp-2f, -0x1.c2578ep-1f), 1.0f);
  float y = 0.5f * __clb_fll_log1p_c(u, res, k);
  y = a < 1.0f ? (a < 0x1p-12f ? a : y) : __clb_fas_rsqrt(dh);
  return __builtin_astype(__builtin_astype(y, uint) | (bx ^ ba), float);
}
