// Lean float e^a/2 +- e^-a/2 for the float cores sinh and cosh
// (generic/math/float/): one rounding of the whole bracket below, no table,
// no division; float operations and integer bit work only.
//
// Coefficients: gen/fit/hyperbolic_lean.py (even_odd), which prints them
// and the error of the rounded polynomials.
#ifndef CLB_FLOAT_HYP_LEAN_H
#define CLB_FLOAT_HYP_LEAN_H

#include <clb/float_exp_lean.h> /* CLB_FXL_SHIFT, CLB_FXL_SHIFT_BITS */

// e^a/2 + sg e^-a/2 for a in [0, 89.5] (or NaN, given back), sg = 1 (cosh)
// or -1 (sinh; a >= 0.6 there, k >= 1), a compile-time constant.
//
// a = k ln2 + r + c: k = nearest(a log2(e)) by the 1.5 2^23 rounding inside
// one fma, r = a - k L1 exact (L1 the float nearest ln2, expf.cl), c = k
// (L1 - ln2) (|c| <= 2^-22) kept apart; |r| <= ln2/2 + 2^-16. With g =
// 2^(1-2k) (k clamped to 40 for it; 2^-79 is as good as 0), the result is
// 2^(k-2) B, B = 2 e^(r+c) + sg g e^-(r+c) = pp cosh r + m sinh r +
// (the c terms), pp = 2 + sg g, m = 2 - sg g, in Horner form:
//   B = pp + r W,  W = m + r X,  X = (m r) S(z) + pp C(z),  z = r^2,
// cosh r = 1 + z C(z), sinh r = r (1 + z S(z)) (C, S of degree 2: errors
// 2^-29.2 and 2^-27.6, their weights r^2 and r^3 in B). The head pp and m
// are exact floats for k <= 11; beyond, the one of them carrying + g rounds
// (u = fl(2 + g), the other 4 - u, exact, so that they stay consistent),
// and the part lost, e = g - (u - 2) (exact), is added back as +-e (1 - r)
// (for +-e e^-r: within 0.07 e, 2^-27.4 of B at k = 12, the worst; e is 0
// up to k = 11 and at most 2^-25 from k = 13 on). B = bh + bl
// exactly (bh = pp + r W rounded by one fma, bl by another: pp - bh is
// exact, bh/pp being in [0.5, 2]), the c terms added as c bh (c B'(r) =
// c (2 e^r - sg g e^-r), within 2^-28 of B for k >= 1 and 0 for k = 0),
// all of it rounded once: (bh + (c bh + (bl +- e (1 - r)))) 2^(k-2), the
// scaling exact (2^(k-2) is a normal float for k in [0, 129]; an overflow
// gives +inf).
//
// Error (before the one rounding, in ulps of the result): W's rounding
// (half an ulp of W, in [1.07, 2.4] for cosh and up to 3 for sinh's k = 1,
// times |r| <= 0.35, against B >= 1.27) 0.17 (0.2 for sinh's k = 1); X's
// and the product pp C's (2^-24 of X, about 1, times r^2 <= 0.12) 0.12;
// e's approximation 0.07 at k = 12; C's and S's errors, the product m r's
// and the c term's under 0.01.
static inline float __clb_fhl_exp_pm(float a, float sg) {
  float t = __builtin_fmaf(a, 0x1.715476p+0f, CLB_FXL_SHIFT);
  float kf = t - CLB_FXL_SHIFT;
  float r = __builtin_fmaf(kf, -0x1.62e430p-1f, a);
  float c = kf * 0x1.05c610p-29f;
  int ti = __builtin_astype(t, int);
  int kk = ti < CLB_FXL_SHIFT_BITS + 40 ? ti : CLB_FXL_SHIFT_BITS + 40;
  float g = __builtin_astype(0x40000000 - (kk << 24), float);
  float u = 2.0f + g;
  float v = 4.0f - u;
  float e = g - (u - 2.0f);
  float pp = sg > 0.0f ? u : v;
  float m = sg > 0.0f ? v : u;
  e = sg > 0.0f ? e : -e;
  float z = r * r;
  float cz = __builtin_fmaf(z, __builtin_fmaf(z, 0x1.6d2e36p-10f, 0x1.555502p-5f), 0.5f);
  float sz = __builtin_fmaf(z, __builtin_fmaf(z, 0x1.a6eb6ep-13f, 0x1.110e20p-7f), 0x1.555556p-3f);
  float xx = __builtin_fmaf(m * r, sz, pp * cz);
  float w = __builtin_fmaf(r, xx, m);
  float bh = __builtin_fmaf(r, w, pp);
  float bl = __builtin_fmaf(r, w, pp - bh);
  float s = __builtin_fmaf(c, bh, __builtin_fmaf(-e, r, bl + e));
  float sc = __builtin_astype((ti << 23) + 0x3e800000, float);
  return (bh + s) * sc;
}

#endif
