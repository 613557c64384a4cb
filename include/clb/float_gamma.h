// Shared pieces of the float-only cores of lgamma and lgamma_r
// (generic/math/float/lgammaf.cl): static inline, float arithmetic alone
// (see <clb/float_cores.h>); the error-free steps through <clb/float_ff.h>.
// Polynomials: gen/fit/lgamma_float.py (P) and gen/fit/special_float.py
// tgamma (Stirling's remainder and the sinc, the ones tgammaf.cl uses).
#ifndef CLB_FLOAT_GAMMA_H
#define CLB_FLOAT_GAMMA_H

#include <clb/float_special.h>

// sin(pi r)/(pi r) = hi + *lo for |r| <= 1/2: 1 - (pi^2/6) r^2 + r^4 B(r^2),
// r^2 and its product by the pair -pi^2/6 exact as pairs, B of degree 4
// (absolute error 2^-31.3, a term below 0.06).
static inline float __clb_fg_sinc(float r, private float *lo) {
  float rrl;
  float rr = __clb_ff_two_prod(r, r, &rrl);
  float tl;
  float t = __clb_ff_two_prod(rr, -0x1.a51a66p+0f, &tl);
  tl = __builtin_fmaf(rrl, -0x1.a51a66p+0f, __builtin_fmaf(rr, -0x1.2983eap-27f, tl));
  float b = __builtin_fmaf(rr, 0x1.146654p-13f, -0x1.32951ap-9f);
  b = __builtin_fmaf(rr, b, 0x1.ac63bcp-6f);
  b = __builtin_fmaf(rr, b, -0x1.86a8dep-3f);
  b = __builtin_fmaf(rr, b, 0x1.9f9cb4p-1f);
  float e;
  float h = __clb_ff_fast_two_sum(1.0f, t, &e);
  return __clb_ff_fast_two_sum(h, e + __builtin_fmaf(rr * rr, b, tl), lo);
}

// lgamma(2 + t) = hi + *lo for |t| <= 1/2: c1 t + c2 t^2 + t^3 R(t), R of
// degree 7 (the whole relative error 2^-31.5), c1 and c2 float-float pairs;
// c1 t and c2 t^2 as pairs (c2 t^2 / c1 t <= 0.38), t^3 R (<= 0.04 of the
// value) rounded at its size: hi + lo within about 2^-29 relative.
static inline float __clb_fg_lgamma2(float t, private float *lo) {
  float r = __builtin_fmaf(t, 0x1.faf8bap-14f, -0x1.0b2d38p-12f);
  r = __builtin_fmaf(t, r, 0x1.0744d8p-11f);
  r = __builtin_fmaf(t, r, -0x1.36c27ap-10f);
  r = __builtin_fmaf(t, r, 0x1.7b03dcp-9f);
  r = __builtin_fmaf(t, r, -0x1.e41040p-8f);
  r = __builtin_fmaf(t, r, 0x1.5131dep-6f);
  float ttl;
  float tt = __clb_ff_two_prod(t, t, &ttl);
  float al;
  float a = __clb_ff_two_prod(tt, 0x1.4a34ccp-2f, &al);
  al = __builtin_fmaf(ttl, 0x1.4a34ccp-2f, __builtin_fmaf(tt, 0x1.80677ap-28f, al));
  float bl;
  float b = __clb_ff_two_prod(t, 0x1.b0ee60p-2f, &bl);
  bl = __builtin_fmaf(t, 0x1.c1d3a0p-28f, bl);
  // t^3 = tt t + ttl t, its product by c3 rounded once (2^-24 of 2^-7).
  float t3l;
  float t3 = __clb_ff_two_prod(tt, t, &t3l);
  t3l = __builtin_fmaf(ttl, t, t3l);
  float cl;
  float c = __clb_ff_two_prod(t3, -0x1.13dffcp-4f, &cl);
  cl = __builtin_fmaf(t3l, -0x1.13dffcp-4f, cl);
  float e, e2;
  float h = __clb_ff_fast_two_sum(b, a, &e);
  h = __clb_ff_fast_two_sum(h, c, &e2);
  float l = __builtin_fmaf(tt * tt, r, (e + e2) + ((al + bl) + cl));
  return __clb_ff_fast_two_sum(h, l, lo);
}

// lgamma(z) = hi + *lo for z >= 2 (Stirling, written so that nothing
// overflows before the result does): z (log z - 1) - (log z)/2 +
// log(2 pi)/2 + S(1/z), log z as a pair (<clb/float_exp_log.h>, 2^-36),
// log z - 1 by a two-sum, its product by z as a pair, the sums by
// two-sums, S of degree 7 (absolute error 2^-34.7 for z in [2, 64], far
// below the value beyond): within about 2^-30 of the value's size.
static inline float __clb_fg_lgamma_w(float z, private float *lo) {
  float ll;
  float l = __clb_log_ff(z, &ll);
  float dl;
  float d = __clb_ff_two_sum(l, -1.0f, &dl);
  dl = dl + ll;
  float pl;
  float p = __clb_ff_two_prod(z, d, &pl);
  pl = __builtin_fmaf(z, dl, pl);
  float t = 1.0f / z;
  float s = __builtin_fmaf(t, 0x1.2f4754p-14f, -0x1.1586f8p-11f);
  s = __builtin_fmaf(t, s, 0x1.03a18ap-10f);
  s = __builtin_fmaf(t, s, -0x1.4a44eep-15f);
  s = __builtin_fmaf(t, s, -0x1.6b8c9cp-9f);
  s = __builtin_fmaf(t, s, -0x1.9cf814p-23f);
  s = __builtin_fmaf(t, s, 0x1.555556p-4f);
  s = s * t;
  float e1, e2, e3;
  float w = __clb_ff_two_sum(p, -0.5f * l, &e1);
  w = __clb_ff_two_sum(w, 0x1.d67f1cp-1f, &e2);
  w = __clb_ff_two_sum(w, s, &e3);
  float wl = pl + ((e1 + e2 + e3) + __builtin_fmaf(-0.5f, ll, 0x1.0c97d6p-26f));
  return __clb_ff_fast_two_sum(w, wl, lo);
}

#endif
