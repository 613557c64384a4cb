// The lean arctangent of the float cores atan2, atan2pi, atan and atanpi
// (generic/math/float/atan2f.cl, atan2pif.cl, atanf.cl, atanpif.cl): one
// approximate reciprocal, one odd polynomial of degree 9, no table, no
// branch, no conversion; within 1 ulp (faithful). (It replaced a float-pair
// kernel of about 0.55-0.75 ulp, at a third of the speed, on 2026-11-28.)
// __clb_atan_lean (at the end) is atan2(x, 1) specialised; the description
// below is atan2's.
//
// With n = min(|x|, |y|), d = max(|x|, |y|), t = n/d in [0, 1]:
//   atan2(|y|, |x|) = base + sg atan(t), base 0, pi/2 or pi (|y| > |x| and
//   x's sign bit), sg = -1 where exactly one of the two holds;
//   atan(t) = pi/4 + atan(u), u = (n - d)/(n + d) in [-1/3, 0], for t >= 1/2
//   (n - d exact by Sterbenz, n + d an exact pair by a fast two-sum), so
//   that the kernel's argument is within [-1/3, 1/2] and the whole offset
//   is o pi/4, o an integer in [0, 4] (a float of, from selects and fmas).
// - Scaling: d to [2^64, 2^65) (to [2^-22, 2^64) below 2^-63) and n with it,
//   by a power of two from d's exponent field (exact, or an underflow of n
//   that only a zero result sees): the reciprocal and n + d stay in range,
//   and the residual num - q den of every quotient q from 2^-150 up has no
//   bit below 2^-149 (its granularity is ulp(q) ulp(den)): exact, or
//   rounded at its own precision (2^-24 of it) where q is off by more than
//   an ulp, never to a multiple of 2^-149; so a subnormal or tiny quotient
//   keeps its precision without a rescaling.
// - Quotient: c = rcp(den) (__clb_fal_rcp: relative error 2^-22 or less,
//   any rounding), q = num c (within about 1.5 ulp), ql = (num - q den -
//   q denl) c by two fmas: q + ql = num/(den + denl) to about 2^-44
//   relative, however c was rounded.
// - Kernel: atan(q + ql) = q + e, e = z (q P(z) - B ql) + ql, z = q^2,
//   P of degree 4 (relative error 2^-27.9 for |u| >= 0.4, 2^-26.8 below,
//   gen/fit/atan_lean.py), 1 - B z (B = 0.83) for 1/(1 + z) on the low part
//   (within 0.008 |ql|).
// - Sum: o pi/4 = oh + ol (PIO4_H of 22 bits: oh = o PIO4_H exact),
//   h = oh + sg q by an exact fast two-sum (|q| <= 1/2 < pi/4 <= oh, or
//   oh = 0), then h + (el + ol + sg e) rounded once; y's sign last. The pi
//   form carries o/4 (exact) and (q + e)/pi by a two-product with 1/pi as a
//   pair, in a domain scaled by 2^40 (its numerator by 2^38 through sg, the
//   offset by 2^38 through of: of = o 2^38) so that no product underflows
//   where the result is subnormal; the result is scaled back once at the
//   end.
// - Special cases: a zero or infinite d makes the quotient NaN (0/0,
//   0 inf); then the result is o pi/4 rounded (o/4 for the pi form) with
//   the offset the general path computed: o = 0 or 4 for two zeros or an
//   infinite x, 2 for an infinite y alone, 1 or 3 for two infinities (the
//   mid test is true for them and false for two zeros, by its tiny addend).
//   NaN in either gives x + y.
#ifndef CLB_FLOAT_ATAN_LEAN_H
#define CLB_FLOAT_ATAN_LEAN_H

#include <clb/float_hw_approx.h> /* __clb_fal_rcp */

// P(z) of atan(u) = u + u^3 P(u^2) on |u| <= 1/2 (gen/fit/atan_lean.py:
// relative error 2^-27.9 for |u| >= 0.4, 2^-26.8 below, where the other
// errors are smaller).
static inline float __clb_fal_p(float z) {
  float p = __builtin_fmaf(z, -0x1.996cdep-5f, 0x1.9cbec6p-4f);
  p = __builtin_fmaf(z, p, -0x1.21f09cp-3f);
  p = __builtin_fmaf(z, p, 0x1.99736ep-3f);
  return __builtin_fmaf(z, p, -0x1.5554f8p-2f);
}

// atan2(y, x) (pi_units = 0) or atan2pi(y, x) (pi_units = 1, a constant in
// each caller), every input.
// The quotient q + ql = num/(den + denl) (one reciprocal, the residual from
// two fmas, exact), and e = atan(q + ql) - q from P: atan(u) = u + u^3 P(u^2)
// with u = q + ql, ql's own term to first order (its u^2 factor, 3P(0) =
// -0x1.a991c2p-1 folded into the ql product). zs scales q^2 to P's domain
// (1/S^2 where the pi forms carry q scaled by S). Returns e, q through *qp.
static inline float __clb_fal_quotient_atan(float num, float den, float denl, float zs,
                                            private float *qp) {
  float c = __clb_fal_rcp(den);
  float q = num * c;
  float r = __builtin_fmaf(-q, den, num);
  r = __builtin_fmaf(-q, denl, r);
  float ql = r * c;
  float z = zs == 1.0f ? q * q : q * q * zs;
  float p = __clb_fal_p(z);
  *qp = q;
  return __builtin_fmaf(z, __builtin_fmaf(q, p, ql * -0x1.a991c2p-1f), ql);
}

static inline float __clb_atan2_lean(float y, float x, int pi_units) {
  // S: the pi form's scale (its domain is 4 S = 2^40); 1 for atan2.
  const float S = pi_units ? 0x1p38f : 1.0f;
  float ax = __builtin_fabsf(x), ay = __builtin_fabsf(y);
  int swap = ay > ax;
  float n = __builtin_fminf(ax, ay), d = __builtin_fmaxf(ax, ay);
  // n, d times 2^(64 - e), e = d's exponent (at least -63).
  uint de = __builtin_astype(d, uint) & 0x7f800000u;
  de = de > (64u << 23) ? de : (64u << 23);
  float sc = __builtin_astype((318u << 23) - de, float);
  n *= sc;
  d *= sc;
  // t >= 1/2: num/den = (n - d)/(n + d), n + d = den + denl exactly.
  float midf = n >= __builtin_fmaf(d, 0.5f, 0x1p-149f) ? 1.0f : 0.0f;
  float a = midf * n;
  float num = __builtin_fmaf(-midf, d, n);
  float den = d + a;
  float denl = a - (den - d);
  // xs = +-S by x's sign bit, k = 0 if |y| > |x| else -2: the base in
  // units of pi/4 (times S) bf = 2 S + xs k (0, 2 S or 4 S), the sign
  // sg = -xs (k + 1) (+-S), the offset of = bf + mid sg (o S).
  float xs = __builtin_astype((__builtin_astype(x, uint) & 0x80000000u) | __builtin_astype(S, uint), float);
  float k = swap ? 0.0f : -2.0f;
  float bf = __builtin_fmaf(xs, k, 2.0f * S);
  float sg = __builtin_fmaf(xs, -k, -xs);
  float of = __builtin_fmaf(midf, sg, bf);
  if (pi_units)  // the pi form's quotient carries sg (and S); atan2's sg is applied in the sum
    num *= sg;
  float q;
  float e = __clb_fal_quotient_atan(num, den, denl, pi_units ? 1.0f / (S * S) : 1.0f, &q);
  float res;
  if (pi_units) {  // 4 S (o/4 + sg atan(t)/pi) = of + (q + e) 4/pi, (q + e) 4/pi as ph + pl + e 4/pi
    float ph = q * 0x1.45f306p0f;
    float pl = __builtin_fmaf(q, 0x1.45f306p0f, -ph);
    pl = __builtin_fmaf(q, 0x1.b9391p-25f, pl);
    float h = of + ph;
    float el = ph - (h - of);
    res = h + (__builtin_fmaf(e, 0x1.45f306p0f, pl) + el);
    res = (__builtin_isnan(res) ? of : res) * (0.25f / S);
  } else {  // o pi/4 + sg (q + e)
    float oh = of * 0x1.921fb8p-1f;
    float h = __builtin_fmaf(sg, q, oh);
    float el = __builtin_fmaf(sg, q, -(h - oh));
    res = h + __builtin_fmaf(sg, e, __builtin_fmaf(of, -0x1.5dde98p-24f, el));
    res = __builtin_isnan(res) ? __builtin_fmaf(of, -0x1.5dde98p-24f, oh) : res;  // a special case
  }
  res = __builtin_astype(__builtin_astype(res, uint) ^ (__builtin_astype(y, uint) & 0x80000000u), float);
  return __builtin_isnan(x) || __builtin_isnan(y) ? x + y : res;
}

// atan(x) (pi_units = 0) or atanpi(x) (pi_units = 1, a constant in each
// caller), every input: atan2(x, 1) specialised (generic/math/float/atanf.cl
// has the algorithm and the error). With a = |x|, three cases by two
// compares and selects, no scaling (the quotient's denominator is 1, in
// [3/2, 3] or in (2, 2^100]):
//   a < 1/2 (or NaN): num = a, den = 1, offset 0;
//   1/2 <= a <= 2:    num = a - 1 (exact), den + denl = a + 1 (an exact fast
//                     two-sum), offset pi/4;
//   a > 2:            num = -1, den = min(a, 2^100) (atan(2^100) rounds as
//                     pi/2 does; an infinity would make the residual NaN),
//                     offset pi/2;
// so |num/den| <= 1/2, P's interval. The pi form scales num (and so q, ql,
// e) and the offset by S = 2^38 and the result back by 2^-40 at the end, as
// atan2pi does, so that no product underflows where x/pi is subnormal.
static inline float __clb_atan_lean(float x, int pi_units) {
  const float S = pi_units ? 0x1p38f : 1.0f;
  float ax = __builtin_fabsf(x);
  int big = ax > 2.0f;
  int mid = ax >= 0.5f && !big;
  float ap = ax + 1.0f;
  float den = mid ? ap : big ? __builtin_fminf(ax, 0x1p100f) : 1.0f;
  float denl = mid ? ax - (ap - 1.0f) : 0.0f;
  float num = mid ? ax - 1.0f : big ? -1.0f : ax;
  float of = mid ? S : big ? 2.0f * S : 0.0f;  // the offset in units of pi/4, times S
  if (pi_units)
    num *= S;
  float q;
  float e = __clb_fal_quotient_atan(num, den, denl, pi_units ? 1.0f / (S * S) : 1.0f, &q);
  float res;
  if (pi_units) {  // 4 S atanpi(a) = of + (q + e) 4/pi, (q + e) 4/pi as ph + pl + e 4/pi
    float ph = q * 0x1.45f306p0f;
    float pl = __builtin_fmaf(q, 0x1.45f306p0f, -ph);
    pl = __builtin_fmaf(q, 0x1.b9391p-25f, pl);
    float h = of + ph;
    float el = ph - (h - of);
    res = (h + (__builtin_fmaf(e, 0x1.45f306p0f, pl) + el)) * (0.25f / S);
  } else {  // o pi/4 + q + e, o pi/4 = oh + ol, oh exact
    float oh = of * 0x1.921fb8p-1f;
    float h = oh + q;
    float el = q - (h - oh);
    res = h + (e + __builtin_fmaf(of, -0x1.5dde98p-24f, el));
  }
  return __builtin_astype(__builtin_astype(res, uint) ^ (__builtin_astype(x, uint) & 0x80000000u), float);
}

#endif
