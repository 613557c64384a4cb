// erfc(x) for float, on float arithmetic: lean, within 1 ulp (faithful).
//
// Two paths, both computed and one selected (no branch, no table); one
// approximate reciprocal (__clb_fal_rcp, <clb/float_hw_approx.h>: any
// result within 2^-22 of 1/d); coefficients from gen/fit/erf_lean.py
// (erfc_p, erfc_e, erfc_s, erfc_m).
//
// -0.5 < x < 0.4375: 1 - erf(x), erf(x) = x c0h + x (c0l + z P(z)), z = x^2,
// c0h + c0l = 2/sqrt(pi), P of degree 3 (absolute error 2^-30.8).
// s = fma(-x, c0h, 1) is in [0.5, 1.57] (x c0h < 0.4937), so 1 - s is exact
// (Sterbenz) and se = fma(-x, c0h, 1 - s) is s's rounding error (itself
// rounded at 2^-24 of it); the result s + (se - x p), p = c0l + z P, is
// rounded once. Errors (the result is at least 0.5, its ulp 2^-24 or more):
// p's rounding times x, z's (2^-24 of the low part, at most 0.047), the low
// part's own and the fit: 2^-27.3 in all, 0.1 ulp. Tiny and subnormal x: z
// underflows, p = c0l, ys = RN(1 - x c0) (no flush, no scaling).
//
// Otherwise, with a = min(|x|, 10.1) (erfc rounds to +0 from 10.0546 on;
// +inf gives 10.1; NaN stays NaN through the compare and propagates), and
// erfc(x) = 2 - erfc(a) for x < 0:
//   erfc(a) = e^(-a^2) u S(v),  u = 1/(a + 2),  v = u - 3/16,
// S of degree 9 in v (relative error 2^-27.86, its constant a float pair).
// - e^(-a^2): a^2 = h + l exactly; k = nearest(-h log2(e)) by the 1.5 2^23
//   shift (<clb/float_exp_lean.h>; k in [-147, 0]); r = fma(kf, -L1, -h)
//   exact (L1 the 21-bit float nearest ln2: for h >= 4 both on the 2^-21
//   grid, below that on h's grid, |r| < 1/2; for h < 1/4, k = 0 and r = -h);
//   rl = -l - k L2 (|rl| < 2^-17.9, rounded at 2^-42): e^(-a^2) =
//   2^k e^r (1 + rl). e^r = 1 + r + r^2 q(r) (q of degree 4, 2^-28.25) as
//   eh + el: eh = 1 + r rounded, el = r^2 q + (r - (eh - 1)) (eh - 1 exact
//   by Sterbenz; r - (eh - 1) is eh's exact rounding error); |el| <= 0.062,
//   rounded at 2^-24 of that.
// - u: d = a + 2 and dl = a - (d - 2) give a + 2 = d + dl exactly (d - 2 is
//   a multiple of ulp(d), at most d; a and d - 2 are within a factor 2);
//   uh = rcp(d), any value within 2^-22; eta = fma(-uh, dl, fma(-uh, d, 1))
//   so that 1/(a + 2) = uh (1 + eta) to 2^-43 (|eta| <= 2^-21.7).
// - S is evaluated at v = uh - 3/16, exact for every uh in [1/12.1, 1/2.4375]
//   (where uh < 1/8, v is in uh's binade; above, v is smaller than uh's
//   binade). R(a) = erfc(a) e^(a^2) = u S at the true u = uh (1 + eta) is
//   R(uh) (1 + m eta), m = d log R/d log u in [1.19, 2.10], linear in v
//   within 2^-6: m eta to 2^-27.7. Horner in float for the terms from v^2
//   on, the last two steps compensated: t1 = fma(v, t, s1) with
//   t1l = fma(v, t, s1 - t1), sh = fma(v, t1, s0h) with sl = fma(v, t1l,
//   fma(v, t1, s0h - sh) + s0l) (t1 in [1.85, 3.22], sh in [0.67, 1.59]:
//   both subtractions exact by Sterbenz): S = sh + sl within 2^-26.8
//   relative (t's rounding times v^2 <= 0.05, worst at a = 0.44).
// - Product: E (1 + rl + m eta) = eh + el2, el2 = el + (eh + el)(rl + m eta);
//   S E' = sh eh + [(sh eh - fh) + sl (eh + el) + sh el2], fh = sh eh
//   rounded, the bracket (at most 0.09 of the product) rounded at its size;
//   the result (uh 2^(k+64)) fh + (uh 2^(k+64)) c in one fma (uh 2^(k+64)
//   exact and normal), times 2^-64: exact for a normal result, one more
//   rounding for a subnormal one (x > 9.19: the first rounding is at most
//   2^-24 of it, a quarter of its ulp).
// - x < 0 (a >= 0.5): 2 - erfc(a), erfc(a) <= 0.48 rounded first (2^-26,
//   an eighth of the result's ulp 2^-23).
// Errors before the last rounding (in the result's relative terms): S's fit
// 2^-27.9 and evaluation 2^-26.8, e^r's fit 2^-28.25, el's and the
// bracket's roundings about 2^-27.5, m eta 2^-27.7 (a reciprocal 2^-22
// off; 2^-29.7 with the correctly rounded division), rl's 2^-42: 0.43 ulp
// at most, where the result's mantissa is near 2, on top of 0.5.
// erfc(-inf) = 2, erfc(+inf) = +0, NaN -> NaN; no result of the large path
// overflows or is a NaN for a finite or infinite x.
//
// Operations: 71 (the small path 10; |x| and the clamp 3; a^2, the
// reduction and e^r 15; u and eta 6; v and S with its compensation 16;
// m eta 2; the product 6; the scale and the last fma 6; x < 0 and the
// selects 7). nvptx64: 85 PTX instructions counting the parameter load,
// the store, ret, 8 negations that fold into fma operands and 4 moves of
// constants, against 149 (with a div.rn.f32, float-float pairs throughout)
// for the core it replaced (204 against CUDA's 616 Gcall/s on an H100);
// amdgcn gfx90a: 97 against 174.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.8163 ulp at
// x = 0x1.26de2ap+3 (a subnormal result, rounded twice); correctly rounded
// on 99.932% of inputs. Normal results: max 0.8072 ulp at x = 0x1.9e55ap+2
// (a result's mantissa near 2); x < 0: 0.6885 at -0x1.215a96p-1. With
// CLB_FAL_TEST_RCP (reciprocals 1 ulp off either way): max 0.8186 ulp at
// x = 0x1.26a07cp+3, normal results 0.8072 (the same input).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_hw_approx.h>
#include <clb/float_exp_lean.h>

float __clb_erfcf(float x) {
  // -0.5 < x < 0.4375: 1 - x (c0 + z P(z)), 1 - x c0h as s + se
  float z = x * x;
  float p = __builtin_fmaf(z, 0x1.33e888p-8f, -0x1.b63caep-6f);
  p = __builtin_fmaf(z, p, 0x1.ce23a2p-4f);
  p = __builtin_fmaf(z, p, -0x1.812730p-2f);
  p = __builtin_fmaf(z, p, -0x1.f7ac92p-25f);
  float s = __builtin_fmaf(-x, 0x1.20dd76p0f, 1.0f);
  float se = __builtin_fmaf(-x, 0x1.20dd76p0f, 1.0f - s);
  float ys = s + __builtin_fmaf(-x, p, se);
  // |x| >= 0.4375: a = min(|x|, 10.1), erfc(a) = 2^k e^(r + rl) u S(u - 3/16), u = 1/(a + 2)
  float ax = __builtin_fabsf(x);
  float a = ax > 10.1f ? 10.1f : ax;
  float h = a * a;
  float l = __builtin_fmaf(a, a, -h);
  float tk = __builtin_fmaf(h, -0x1.715476p+0f, CLB_FXL_SHIFT);
  float kf = tk - CLB_FXL_SHIFT;
  float r = __builtin_fmaf(kf, -0x1.62e430p-1f, -h);
  float rl = __builtin_fmaf(kf, 0x1.05c610p-29f, -l);
  float q = __builtin_fmaf(r, 0x1.6a3d0cp-10f, 0x1.123858p-7f);
  q = __builtin_fmaf(r, q, 0x1.5558bep-5f);
  q = __builtin_fmaf(r, q, 0x1.555494p-3f);
  q = __builtin_fmaf(r, q, 0x1.fffffcp-2f);
  float eh = 1.0f + r;
  float el = __builtin_fmaf(r * r, q, r - (eh - 1.0f));
  float d = a + 2.0f;
  float dl = a - (d - 2.0f);
  float uh = __clb_fal_rcp(d);
  float eta = __builtin_fmaf(-uh, dl, __builtin_fmaf(-uh, d, 1.0f));
  float v = uh - 0x1.8p-3f;
  float t = __builtin_fmaf(v, -0x1.bc01b2p4f, -0x1.35deacp4f);
  t = __builtin_fmaf(v, t, 0x1.c2378ap4f);
  t = __builtin_fmaf(v, t, 0x1.6e2200p1f);
  t = __builtin_fmaf(v, t, -0x1.36cb72p3f);
  t = __builtin_fmaf(v, t, -0x1.6d5512p1f);
  t = __builtin_fmaf(v, t, 0x1.b2e1bep1f);
  t = __builtin_fmaf(v, t, 0x1.f643a2p1f);
  float t1 = __builtin_fmaf(v, t, 0x1.1c6522p1f);
  float t1l = __builtin_fmaf(v, t, 0x1.1c6522p1f - t1);
  float sh = __builtin_fmaf(v, t1, 0x1.bbb4b8p-1f);
  float sl = __builtin_fmaf(v, t1l, __builtin_fmaf(v, t1, 0x1.bbb4b8p-1f - sh) - 0x1.d984d2p-26f);
  float et = __builtin_fmaf(__builtin_fmaf(v, 0x1.6973eep1f, 0x1.7d896cp0f), eta, rl);
  float ef = eh + el;
  float el2 = __builtin_fmaf(ef, et, el);
  float fh = sh * eh;
  float c = __builtin_fmaf(sl, ef, __builtin_fmaf(sh, eh, -fh));
  c = __builtin_fmaf(sh, el2, c);
  float us = uh * __builtin_astype((__builtin_astype(tk, int) << 23) + (191 << 23), float);
  float yl = __builtin_fmaf(us, fh, us * c) * 0x1p-64f;
  float y = x < 0.0f ? 2.0f - yl : yl;
  return x > -0.5f && x < 0.4375f ? ys : y;
}
