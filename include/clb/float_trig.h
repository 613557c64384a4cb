// Argument reduction and kernels of the float cores sin, cos, sincos and tan
// (generic/math/float/{sin,cos,sincos,tan}f.cl), float arithmetic only.
//
// Reduction of a = |x|: a = k pi/2 + r, the quadrant k mod 4 and r as a
// float-float pair rh + rl, |r| <= pi/4 (1 + 2^-7).
// - a < 2^17 (Cody-Waite): k = nearest(a fl(2/pi)) by one fma that leaves
//   k in the low bits of 1.5 2^23 + k; fl(2/pi)'s relative error 2^-24.6
//   moves k off the nearest integer only where |r| > pi/4, by at most
//   2^17 (2/pi) 2^-24.6 = 2^-8.2 of pi/2. pi/2 = P1 + P2 + P3, P1 the float
//   below pi/2 (so that k = 0 subtracts +0 and keeps a zero's sign), the
//   rest to 2^-76. a - k P1 is exact (a multiple of 2^-23 below 1 in
//   magnitude: k (pi/2 - P1) < 2^-6.6); k P2 is exact as a pair (two-prod),
//   the difference exact as a pair (two-sum), k P3 and the small parts
//   folded into rl. The float nearest a multiple of pi/2 below 2^17 is
//   2^-27.8 from it (k = 161; gen/fit/trig_float.py --min-r); the pair's
//   absolute error, below 2^-56, is 2^-28 of r at worst.
// - a >= 2^17, infinities and NaN (Payne-Hanek): a = m 2^e, m < 2^24 an
//   integer; a (2/pi) mod 4 from the 96 bits of 2/pi that can reach the
//   bits 2^1 ... 2^-70 of the product (the integer bits above 2^1 are
//   multiples of 4; those below 2^-70 are dropped, an error < 2^-70),
//   multiplied as 32-bit words with 64-bit carries; k = the nearest
//   integer, the fraction f = a (2/pi) - k in [-1/2, 1/2) as a 64-bit
//   fixed-point value, rounded to a float pair and times pi/2 as a pair.
//   The result for an infinity or NaN is meaningless; callers return x - x.
#ifndef CLB_FLOAT_TRIG_H
#define CLB_FLOAT_TRIG_H

#include <clb/float_ff.h>

// Bits 1 ... 224 of 2/pi after the binary point, 32 a word, after one word
// of zeros (the bits 2^31 ... 2^0 of 2/pi, read when a < 2^24).
static constant uint __clb_trig_two_over_pi[8] = {
    0x00000000u, 0xa2f9836eu, 0x4e441529u, 0xfc2757d1u,
    0xf534ddc0u, 0xdb629599u, 0x3c439041u, 0xfe5163abu};

// Payne-Hanek for a = |x| >= 2^17 (also inf and NaN, without meaning).
static inline float __clb_trig_reduce_huge(float a, private float *rl, private int *q) {
  uint ua = __builtin_astype(a, uint);
  uint m = (ua & 0x007fffffu) | 0x00800000u;
  int e = (int)(ua >> 23) - 150;  // a = m 2^e, e in [-6, 105]
  // The window's first bit is 2/pi's bit j0 = e - 1 (weight 2^(e - j0) = 2
  // in a (2/pi)); p = j0 + 31 picks the word and the shift.
  int p = e + 30;
  int w = p >> 5;
  uint sh = (uint)p & 31u;
  uint u0 = __clb_trig_two_over_pi[w], u1 = __clb_trig_two_over_pi[w + 1];
  uint u2 = __clb_trig_two_over_pi[w + 2], u3 = __clb_trig_two_over_pi[w + 3];
  // (v >> 1) >> (31 - sh): v >> (32 - sh) without a shift by 32.
  uint w0 = (u0 << sh) | ((u1 >> 1) >> (31u - sh));
  uint w1 = (u1 << sh) | ((u2 >> 1) >> (31u - sh));
  uint w2 = (u2 << sh) | ((u3 >> 1) >> (31u - sh));
  // The low 96 bits of m (w0 w1 w2): a (2/pi) mod 4 in units of 2^-94.
  ulong p2 = (ulong)m * w2;
  ulong p1 = (ulong)m * w1 + (p2 >> 32);
  uint r0 = m * w0 + (uint)(p1 >> 32);
  uint r1 = (uint)p1, r2 = (uint)p2;
  // k = the integer part rounded to nearest (mod 4); the fraction's 64 bits
  // below the two integer bits, signed: f 2^64 in [-2^63, 2^63).
  *q = (int)((r0 >> 30) + ((r0 >> 29) & 1u));
  long f = (long)(((ulong)((r0 << 2) | (r1 >> 30)) << 32) | (ulong)((r1 << 2) | (r2 >> 30)));
  ulong mag = f < 0 ? (ulong)0 - (ulong)f : (ulong)f;
  float hi = (float)mag;  // rounded; |mag - hi| <= 2^39
  float lo = (float)(long)(mag - (ulong)hi);
  hi *= 0x1p-64f;
  lo *= 0x1p-64f;
  // r = f pi/2 as a pair, pi/2 = 0x1.921fb6p+0 - 0x1.777a5cp-25.
  float e1, rh = __clb_ff_two_prod(hi, 0x1.921fb6p+0f, &e1);
  e1 = __builtin_fmaf(hi, -0x1.777a5cp-25f, e1);
  e1 = __builtin_fmaf(lo, 0x1.921fb6p+0f, e1);
  float s, sl;
  s = __clb_ff_fast_two_sum(rh, e1, &sl);
  *rl = f < 0 ? -sl : sl;
  return f < 0 ? -s : s;
}

// a = |x| (a >= 0): returns rh, sets *rl and *q (k mod 4 in its low bits).
static inline float __clb_trig_reduce(float a, private float *rl, private int *q) {
  if (a < 0x1p17f) {
    float t = __builtin_fmaf(a, 0x1.45f306p-1f, 0x1.8p23f);
    *q = __builtin_astype(t, int);
    float k = t - 0x1.8p23f;
    float r1 = __builtin_fmaf(-k, 0x1.921fb4p+0f, a);  // exact
    float pl, ph = __clb_ff_two_prod(k, 0x1.4442d2p-24f, &pl);
    float e, rh = __clb_ff_two_sum(r1, -ph, &e);
    *rl = __builtin_fmaf(-k, -0x1.ee59dap-50f, e - pl);
    return rh;
  }
  return __clb_trig_reduce_huge(a, rl, q);
}

// sin(rh + rl), |rh| <= pi/4 (1 + 2^-7), |rl| <= 2^-23 |rh|:
// rh + (rl (1 - z/2) + rh^3 S(z)), z = rh^2, S of degree 3 (relative error 2^-32.5 of sin;
// gen/fit/trig_float.py). The tail is at most 0.115 of the result; rh^3 is
// carried as a pair (two two-prods), so that only S's last rounding (2^-27,
// 0.06 ulp) and the tail's own (below 0.07 ulp) add to the last
// addition's 0.5 ulp. (With rh^3 rounded twice the worst case was 0.80.)
static inline float __clb_trig_sin_kernel(float rh, float rl) {
  float zl, z = __clb_ff_two_prod(rh, rh, &zl);
  float r3l, r3 = __clb_ff_two_prod(rh, z, &r3l);
  r3l = __builtin_fmaf(rh, zl, r3l);
  float p = __builtin_fmaf(z, 0x1.7b714ap-19f, -0x1.a056d4p-13f);
  p = __builtin_fmaf(z, p, 0x1.111172p-7f);
  p = __builtin_fmaf(z, p, -0x1.555556p-3f);
  float t = __builtin_fmaf(rl, -0.5f * z, rl);  // rl cos(rh), to z^2
  t = __builtin_fmaf(r3l, p, t);
  t = __builtin_fmaf(r3, p, t);
  return rh + t;
}

// cos(rh + rl), same domain: 1 - z/2 + z^2 C(z), z = rh^2, C of degree 2
// (relative error 2^-32.8): 1 - z/2 as a pair (z exact as a pair by
// two-prod, 1 - z/2 by fast two-sum), the rest and -rh rl (the first-order
// effect of rl) added to its low part; one last rounding.
static inline float __clb_trig_cos_kernel(float rh, float rl) {
  float zl, z = __clb_ff_two_prod(rh, rh, &zl);
  float sl, s = __clb_ff_fast_two_sum(1.0f, -0.5f * z, &sl);
  float p = __builtin_fmaf(z, 0x1.99e142p-16f, -0x1.6c0c1ap-10f);
  p = __builtin_fmaf(z, p, 0x1.55554ap-5f);
  float t = __builtin_fmaf(-0.5f, zl, sl);
  t = __builtin_fmaf(-rh, rl, t);
  t = __builtin_fmaf(z * z, p, t);
  return s + t;
}

// tan(rh + rl) (odd = 0) or -1/tan(rh + rl) (odd = 1), same domain:
// tan r = rh + (rl (1 + tan^2 r) + rh^3 T(z)), z = rh^2, T of degree 6
// (relative error 2^-29.3; gen/fit/trig_float.py). rh^3 is a pair (two
// two-prods) and its product with T's constant term 1/3 a pair added to rh
// exactly (fast two-sum: rh^3/3 < rh), the rest (at most 0.08 of the
// result) rounded on its own; the sum as a pair th + tl. For odd, -1/(th +
// tl) = y (1 + e), y = -1/th, e = 1 + y th + y tl by two fmas: one
// correction step, good whatever the rounding of the division.
static inline float __clb_trig_tan_kernel(float rh, float rl, int odd) {
  float zl, z = __clb_ff_two_prod(rh, rh, &zl);
  float r3l, r3 = __clb_ff_two_prod(rh, z, &r3l);
  r3l = __builtin_fmaf(rh, zl, r3l);
  float p = __builtin_fmaf(z, 0x1.248528p-8f, -0x1.61fb62p-14f);
  p = __builtin_fmaf(z, p, 0x1.677cc6p-7f);
  p = __builtin_fmaf(z, p, 0x1.5bd97ap-6f);
  p = __builtin_fmaf(z, p, 0x1.baf04ap-5f);
  p = __builtin_fmaf(z, p, 0x1.110d1cp-3f);
  float pz = __builtin_fmaf(zl, p, z * p);
  float t = r3l * (0x1.555562p-2f + pz);
  t = __builtin_fmaf(r3, pz, t);
  float pe, ph = __clb_ff_two_prod(r3, 0x1.555562p-2f, &pe);
  float se, s = __clb_ff_fast_two_sum(rh, ph, &se);
  t = __builtin_fmaf(rl * s, s, t + rl);  // rl (1 + tan^2 r), s = tan r to 2^-7
  t = (se + pe) + t;
  float tl, th = __clb_ff_fast_two_sum(s, t, &tl);
  float y0 = -1.0f / th;
  float e = __builtin_fmaf(y0, th, 1.0f);
  e = __builtin_fmaf(y0, tl, e);
  return odd ? __builtin_fmaf(y0, e, y0) : th;
}

// The pi functions' reduction, a = |x| (a >= 0, or NaN): a = k/2 + r,
// k = nearest(2a), r = a - k/2 in [-1/4, 1/4], exact (2a is exact, and r is
// a multiple of a's ulp below a's magnitude). From 2^24 on a is an even
// integer: k = 0 mod 4 and r = 0, taken as a = 0. Below 2^-90 a is scaled
// by 2^64 (k = 0, and the kernels' result is then pi r to 2^-50: the caller
// multiplies it by *scale = 2^-64), so that the pair's low part is not
// subnormal where the result is not. Returns pi r as a float pair
// (pi = 0x1.921fb6p+1 - 0x1.777a5cp-24: relative error 2^-48) for the
// kernels above, sets *k, *r and *scale.
static inline float __clb_trig_reduce_pi(float a, private float *rl, private int *k, private float *r,
                                         private float *scale) {
  int tiny = a < 0x1p-90f;
  *scale = tiny ? 0x1p-64f : 1.0f;
  float ac = a < 0x1p24f ? (tiny ? a * 0x1p64f : a) : 0.0f;
  float kf = __builtin_rintf(ac + ac);
  *k = (int)kf;
  float rr = __builtin_fmaf(-0.5f, kf, ac);
  *r = rr;
  float pe, ph = __clb_ff_two_prod(0x1.921fb6p+1f, rr, &pe);
  *rl = __builtin_fmaf(-0x1.777a5cp-24f, rr, pe);
  return ph;
}

#endif
