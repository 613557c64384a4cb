// Argument reduction and kernels of the float cores sin, cos, sincos, tan,
// sinpi, cospi and tanpi (generic/math/float/), float arithmetic only,
// written for GPUs: a short straight path for the usual arguments (no
// float-to-integer conversion, no branch on the quadrant: the lanes of a
// warp differ in it, so sin and cos are both evaluated and one selected),
// the rare ones (huge, tiny, special) behind a branch.
//
// Reduction of x: x = k pi/2 + r, the quadrant k mod 4 and r as a float
// pair rh + rl (the kernels take nrl = -rl), |r| <= pi/4 (1 + 2^-7).
// - |x| < 2^17: Cody-Waite in 8 operations, __clb_trig_reduce_fast below.
// - |x| >= 2^17, infinities and NaN (Payne-Hanek, on a = |x|, the sign put
//   back): a = m 2^e, m < 2^24 an
//   integer; a (2/pi) mod 4 from the 96 bits of 2/pi that can reach the
//   bits 2^1 ... 2^-70 of the product (the integer bits above 2^1 are
//   multiples of 4; those below 2^-70 are dropped, an error < 2^-70),
//   multiplied as 32-bit words with 64-bit carries; k = the nearest
//   integer, the fraction f = a (2/pi) - k in [-1/2, 1/2) as a 64-bit
//   fixed-point value, rounded to a float pair and times pi/2 as a pair.
//   An infinity or NaN gives rh = NaN.
// The pi functions reduce |x| = k/2 + r exactly (__clb_trig_reduce_pi).
#ifndef CLB_FLOAT_TRIG_H
#define CLB_FLOAT_TRIG_H

#include <clb/float_ff.h>
#include <clb/float_hw_approx.h>

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

// The short path, |x| < 2^17 (the caller tests it), x signed: x = k pi/2 +
// rh + rl, returns rh, sets *nrl = -rl and *q = k (its low bits; k mod 4
// = *q & 3). k = nearest(x fl(2/pi)) by one fma that leaves k in the low
// bits of 1.5 2^23 + k (no float-to-integer conversion); fl(2/pi)'s
// relative error 2^-24.6 moves k off the nearest integer only where
// |r| > pi/4, by at most 2^17 (2/pi) 2^-24.6 = 2^-8.2 of pi/2.
// pi/2 = P1 + P2 + P3, P1 and P2 floats, to 2^-76.3. r1 = x - k P1 is exact
// (a multiple of 2^-24 below 1 in magnitude, for k != 0: |x| > 1/2 then);
// ph = fl(k P2), |ph| < 2^-7.3, so that r1 is a multiple of ulp(ph) and
// rh = fl(r1 - ph), rh - r1 are exact (Dekker's fast two-sum, in the form
// that needs only r1 a multiple of ulp(ph)); the rest, (r1 - k P2) - rh =
// -k P2 - (rh - r1), is one fma with one rounding, then k P3 is added:
// -rl = (rh - r1) + k P2 + k P3. The pair's error is below 2^-55.9
// (k < 2^16.4: the fma's rounding of a value below 2^-24.9 and k times P3's
// error 2^-76.3); the float nearest a multiple of pi/2 below 2^17 is
// 2^-27.8 from it (gen/fit/trig_float.py --min-r), so 2^-28 of r at worst.
// 8 operations. Signed zeros: x = +-0 gives rh = x, -rl = +0.
static inline float __clb_trig_reduce_fast(float x, private float *nrl, private int *q) {
  float t = __builtin_fmaf(x, 0x1.45f306p-1f, 0x1.8p23f);
  *q = __builtin_astype(t, int);
  float k = t - 0x1.8p23f;
  float r1 = __builtin_fmaf(k, -0x1.921fb4p+0f, x);  // exact
  float ph = k * 0x1.4442d2p-24f;
  float rh = r1 - ph;
  float d = rh - r1;  // exact: -ph
  float n = __builtin_fmaf(k, 0x1.4442d2p-24f, d);
  *nrl = __builtin_fmaf(k, -0x1.ee59dap-50f, n);
  return rh;
}

// The long path: |x| >= 2^17 (Payne-Hanek above on |x|, the sign put
// back), infinities and NaN (rh NaN). Same results as the short path.
static inline float __clb_trig_reduce_slow(float x, private float *nrl, private int *q) {
  float rl, a = __builtin_fabsf(x);
  int qa;
  float rh = __clb_trig_reduce_huge(a, &rl, &qa);
  int neg = x < 0.0f;
  *q = neg ? -qa : qa;
  *nrl = neg ? rl : -rl;
  rh = neg ? -rh : rh;
  return a <= 0x1.fffffep127f ? rh : x - x;
}

// Both paths: the long one behind a branch (per warp on GPUs; typical
// arguments stay on the short one).
static inline float __clb_trig_reduce(float x, private float *nrl, private int *q) {
  if (__builtin_fabsf(x) < 0x1p17f)
    return __clb_trig_reduce_fast(x, nrl, q);
  return __clb_trig_reduce_slow(x, nrl, q);
}

// sin(rh + rl) = rh - u, |rh| <= pi/4 (1 + 2^-7), |rl| <= 2^-23 |rh|,
// z = fl(rh^2), w ~ cos(rh) (within 0.016: the cosine's 1 - z/2 below):
// returns u = rh^3 Sn(z) - rl w, one fma after rh z, rl w and Sn's Horner
// steps; Sn of degree 3 (sin r = r - r^3 Sn(r^2), relative error 2^-32.5;
// gen/fit/trig_float_lean.py). u is at most 0.082 of rh; its roundings (z,
// rh z, Sn, the fma) are below 0.22 ulp of the result where rh is near
// pi/4, less below; rl w for rl cos(rh) is off by 0.016 |rl|, 0.01 ulp;
// the caller's rh - u is the last rounding. A zero rh gives u = +0, so
// that rh - u keeps rh's sign. 6 operations.
static inline float __clb_trig_sin_u(float rh, float nrl, float z, float w) {
  float p = __builtin_fmaf(z, 0x1.992058p-13f, -0x1.1106cep-7f);
  p = __builtin_fmaf(z, p, 0x1.555544p-3f);
  return __builtin_fmaf(rh * z, p, nrl * w);
}

// cos(rh + rl) = w + *t, same domain: w + wl = 1 - rh^2/2 exactly (h =
// -rh/2 exact, w = fl(1 + h rh), wl = (1 - w) + h rh by one fma: 1 - w is
// exact by Sterbenz, w in [0.69, 1]); *t = wl - rh rl + z^2 C(z), C of
// degree 2 (relative error 2^-32.8; gen/fit/trig_float_lean.py); *t is at
// most 0.017, its roundings below 2^-30, so that the caller's w + t is
// the one rounding that counts. -rh rl stands for -sin(rh) rl (off by
// rh^3/6 |rl|, 0.04 ulp). 9 operations.
static inline float __clb_trig_cos_w(float rh, float nrl, float z, private float *t) {
  float h = __builtin_fmaf(rh, -0.5f, nrl);
  float w = __builtin_fmaf(h, rh, 1.0f);
  float wl = __builtin_fmaf(h, rh, 1.0f - w);
  float p = __builtin_fmaf(z, 0x1.99e142p-16f, -0x1.6c0c1ap-10f);
  p = __builtin_fmaf(z, p, 0x1.55554ap-5f);
  *t = __builtin_fmaf(z * z, p, wl);
  return w;
}

// sin(rh + rl) and cos(rh + rl), both computed (no branch: the lanes of a
// GPU warp have different quadrants).
static inline float __clb_trig_sin_cos(float rh, float nrl, private float *c) {
  float z = rh * rh;
  float t, w = __clb_trig_cos_w(rh, nrl, z, &t);
  float u = __clb_trig_sin_u(rh, nrl, z, w);
  *c = w + t;
  return rh - u;
}

// (sh - sm)/(ch + cl) (odd = 0) or -(ch + cl)/(sh - sm) (odd = 1), the
// quotient of two float pairs n/d (s/c, or c/(-s)), dh + dl normal, by no
// division: c = rcp(fl(dh + dl)) (<clb/float_hw_approx.h>: one approximate
// instruction on GPUs, relative error 2^-22 or less however rounded; the
// division elsewhere), q0 = fl(fl(nh - nm) c) within 2^-21.4 of n/d (the
// pairs need not be normalized: the sums make both within 2^-24); its
// residual n - q0 d = (nh - q0 dh) - (nm + q0 dl) by two fmas (rounded at
// 2^-44 |n|); then q0 + residual c by one fma, the last rounding: before
// it the error is (q0 - n/d) times (1 - c d) (2^-21.4 2^-21.8) and the
// residual's roundings, below 2^-42.5 relative, 2^-19 ulp.
// zero = 1 (a constant in each caller): a zero sh - sm (odd = 0; sh = +-0,
// sm = +0) gives sh, the residual's sign turned so that it is +0 there,
// subtracted last (one more negation, an operand modifier on GPUs).
static inline float __clb_trig_quotient(float sh, float sm, float ch, float cl, int odd, int zero) {
  float nh = odd ? ch : sh, nm = odd ? -cl : sm;
  float dh = odd ? -sh : ch, dl = odd ? sm : cl;
  float c = __clb_fal_rcp(dh + dl);
  float q0 = (nh - nm) * c;
  if (zero) {
    float ne = __builtin_fmaf(q0, dh, -nh);
    ne = __builtin_fmaf(q0, dl, ne + nm);
    return __builtin_fmaf(-ne, c, q0);
  }
  float nq = -q0;
  float ne = __builtin_fmaf(nq, dh, nh);
  ne = __builtin_fmaf(nq, dl, ne - nm);
  return __builtin_fmaf(ne, c, q0);
}

// tan(rh + rl) (odd = 0) or -1/tan(rh + rl) (odd = 1), same domain, as
// n/d (__clb_trig_quotient) with n and d float pairs of a rational
// approximation, tan r = r N(z)/D(z), z = r^2, N = 1 + n1 z + n2 z^2,
// D = 1 - K z + z (D0 + d2 z) (relative error 2^-33.7 with the float
// coefficients; gen/fit/trig_float_lean.py): n = rh - m, m = rh z q +
// (-rl) w, q = -(n1 + n2 z) (the tail negated: a zero rh gives m = +0, so
// that n and the result keep rh's sign), m at most 0.07 of n, rounded four
// times at most (z, the two fmas, rh z); d = w + (wl - K zl - rh rl + z (D0 + d2 z)), w + wl =
// 1 - K z within 2^-49 (fma and Sterbenz: w in [0.72, 1]), zl z's rounding
// error (two-product). rl enters as tan(rh + rl) = tan(rh) + rl (1 +
// tan^2): n += rl d and d -= rl n keep n/d = tan and move it by exactly
// that; d and n there are w (within 0.7%) and rh (within 7%), so the rl
// terms are off by 2^-27 of the result at most. 13 operations.
static inline float __clb_trig_tan(float rh, float nrl, int odd) {
  float zl, z = __clb_ff_two_prod(rh, rh, &zl);
  float w = __builtin_fmaf(-0x1.c75d72p-2f, z, 1.0f);
  float wl = __builtin_fmaf(-0x1.c75d72p-2f, z, 1.0f - w);
  wl = __builtin_fmaf(-0x1.c75d72p-2f, zl, wl);
  wl = __builtin_fmaf(rh, nrl, wl);
  float dd = __builtin_fmaf(z, 0x1.05b146p-6f, -0x1.7011aap-27f);
  float q = __builtin_fmaf(z, -0x1.19cd46p-10f, 0x1.c82076p-4f);  // -(n1 + n2 z)
  float nm = __builtin_fmaf(rh * z, q, nrl * w);
  return __clb_trig_quotient(rh, nm, w, __builtin_fmaf(z, dd, wl), odd, 1);
}

// The pi functions' short path: a = k/2 + r, |a| < 2^21 (the caller
// tests it; tanpi passes a in [-2, 2]): k = nearest(2a) in the low bits of
// fl(2a + 1.5 2^23) (exact: 2a is exact and below 2^22 in magnitude; k mod
// 4 in the low bits for a negative k too), r = a - k/2 in [-1/4, 1/4]
// exactly (a multiple of a's ulp below a's magnitude). Returns r, sets *k.
static inline float __clb_trig_reduce_pi(float a, private int *k) {
  float t = __builtin_fmaf(a, 2.0f, 0x1.8p23f);
  *k = __builtin_astype(t, int);
  return __builtin_fmaf(t - 0x1.8p23f, -0.5f, a);
}

// pi x for |x| = a < 2^-100 (sinpi there), rounded once where
// the result is normal: x scaled by 2^64 and back exactly, pi as
// 0x1.921fb6p+1 - 0x1.777a5cp-24 (its low part through the product of the
// scaled x, one fma); unscaled where the result is subnormal, below
// 2^-126/pi (pi x's low part then below 2^-151.1, 0.23 of the result's
// ulp, is lost). +-0 is kept (the fma would make -0 +0).
static inline float __clb_trig_pi_times_tiny(float x, float a) {
  if (a < 0x1.45f306p-128f)
    return a == 0.0f ? x : __builtin_fmaf(x, 0x1.921fb6p+1f, x * -0x1.777a5cp-24f);
  float xs = x * 0x1p64f;
  return __builtin_fmaf(xs, 0x1.921fb6p+1f, xs * -0x1.777a5cp-24f) * 0x1p-64f;
}

// A float a >= 2^21 (or inf, NaN: then meaningless) replaced by a' = a - 4m
// in [-2, 2], m = nearest(a/4) (exact below 2^24, a/4 < 2^22: a' = a mod 4,
// so that sin(pi a') = sin(pi a) and cos likewise); from 2^24 on a is an
// even integer, a' = 0.
static inline float __clb_trig_pi_mod4(float a) {
  float m = __builtin_fmaf(a, 0.25f, 0x1.8p23f) - 0x1.8p23f;
  return a < 0x1p24f ? __builtin_fmaf(m, -4.0f, a) : 0.0f;
}

// sin(pi r) and cos(pi r), |r| <= 1/4 exact, z = fl(r^2):
// sin(pi r) = fl(PIh r + r Q(z)), PIh = fl(pi), Q of degree 3 with
// Q(0) ~ pi - PIh (gen/fit/trig_float_lean.py, relative error 2^-28.1):
// the product PIh r exact in the last fma, r Q at most 0.08 of the result
// and rounded twice (Q, r Q: below 0.03 ulp with z's rounding), so that
// the fma's is the rounding that counts. 6 operations after z.
// cos(pi r) = w + (wl + z D(z)): w + wl = 1 - K z exactly (K = fl(pi^2/2),
// fma and Sterbenz), D of degree 3 with D(0) ~ K - pi^2/2 (2^-33.7); z's
// rounding (2^-29 at most) times K is 0.15 ulp of the result, the rest
// below 0.02 ulp; w + (...) the last rounding. 8 operations after z.
static inline float __clb_trig_pi_sin_cos(float r, private float *c) {
  float z = r * r;
  float q = __builtin_fmaf(z, -0x1.2da156p-1f, 0x1.465eeap+1f);
  q = __builtin_fmaf(z, q, -0x1.4abbbap+2f);
  q = __builtin_fmaf(z, q, -0x1.a32bdap-24f);
  float w = __builtin_fmaf(-0x1.3bd3ccp+2f, z, 1.0f);
  float wl = __builtin_fmaf(-0x1.3bd3ccp+2f, z, 1.0f - w);
  float d = __builtin_fmaf(z, 0x1.d9e88ep-3f, -0x1.55c62p+0f);
  d = __builtin_fmaf(z, d, 0x1.03c1dep+2f);
  d = __builtin_fmaf(z, d, -0x1.ee0c0cp-24f);
  *c = w + __builtin_fmaf(z, d, wl);
  return __builtin_fmaf(r, 0x1.921fb6p+1f, r * q);
}

// tan(pi r) (odd = 0) or -1/tan(pi r) (odd = 1), |r| <= 1/4 exact, r != 0,
// as n/d (__clb_trig_quotient) with n and d float pairs of a rational
// approximation scaled by 1/pi, tan(pi r) = r N(z)/(D(z)/pi), z = r^2,
// N = 1 + n1 z + n2 z^2, D/pi = P1 + P2 - K z + z (D0 + c2 z) (P1 + P2 =
// 1/pi to 2^-48; relative error 2^-32.8 with the float coefficients;
// gen/fit/trig_float_lean.py): n = r + r z (n1 + n2 z), r exact and the
// tail at most 0.07 of n, rounded four times at most; d = w + (wl + P2 -
// K zl + z (D0 + c2 z)), w + wl = P1 - K z within 2^-51 (fma and Sterbenz:
// w in [0.23, 0.32]), zl z's rounding error (two-product). 13 operations.
// (The tail is passed negated, m = r z q with q = -(n1 + n2 z): n = r - m.)
static inline float __clb_trig_pi_tan(float r, int odd) {
  float zl, z = __clb_ff_two_prod(r, r, &zl);
  float q = __builtin_fmaf(z, -0x1.acccf8p-4f, 0x1.195a24p+0f);  // -(n1 + n2 z)
  float w = __builtin_fmaf(-0x1.65a3c6p+0f, z, 0x1.45f306p-2f);
  float wl = __builtin_fmaf(-0x1.65a3c6p+0f, z, 0x1.45f306p-2f - w);
  wl = __builtin_fmaf(-0x1.65a3c6p+0f, zl, wl + 0x1.b93910p-27f);
  float d = __builtin_fmaf(z, 0x1.fb150cp-2f, 0x1.33bb2ap-25f);
  return __clb_trig_quotient(r, (r * z) * q, w, __builtin_fmaf(z, d, wl), odd, 0);
}

// x's bits with the sign flipped where bit 1 of q is set.
static inline float __clb_trig_flip(float y, int q) {
  return __builtin_astype(__builtin_astype(y, uint) ^ (((uint)q << 30) & 0x80000000u), float);
}

#endif
