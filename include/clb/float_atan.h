// The arctangent of the float cores atan and atanpi
// (generic/math/float/atan*f.cl), float arithmetic only: a float-pair
// quotient and kernel. atan2 and atan2pi, which used it too, have the lean
// <clb/float_atan_lean.h> (within 1 ulp, about half the instructions).
//
// They reduce to atan(t), t = n/d in [0, 1] with n = min(|y|, |x|),
// d = max(|y|, |x|) (atan: y = |x|, x = 1), and put it back as
// base + sgn atan(t): base 0, pi/2 or pi (1/2 or 1 for the pi forms),
// sgn = -1 where |y| > |x| or x is negative (not both).
// - Above tan(pi/8), atan(t) = pi/4 + atan(u), u = (n - d)/(n + d), the
//   numerator and denominator exact as pairs (two-sums); so the kernel's
//   argument is within tan(pi/8) = 0.414 and the offset o pi/4, o = 0 ... 4,
//   is a pair (two-prod) that an exact fast two-sum adds to +-atan(u)'s
//   high part, one last rounding after it.
// - The quotient as a float pair: c = 1/d (one division, any rounding of
//   it), q = n c, q += (n - q d) c, q_lo = (n - q d) c (fma residuals, with
//   the pairs' low parts): relative error about 2^-46, whatever the
//   division's accuracy. d is first scaled to [1, 4) by a power of two (n
//   with it), and a quotient below 2^-70 that is the result (no offset)
//   by 2^40, the result back, so that no residual is subnormal where the
//   result is not.
// - atan(u + ul) = u + u^3 A(z) + ul (1 - z), z = u^2, A of degree 4
//   (relative error 2^-30.4 on |u| <= tan(pi/8) (1 + 2^-10);
//   gen/fit/trig_float.py); u^3 a pair (two two-prods), u^3 A0 a pair
//   added to u exactly (fast two-sum), the rest (below 0.02 of the result)
//   rounded on its own.
// - The pi forms multiply the pair by 1/pi as a pair before the offset
//   (then o/4, exact).
#ifndef CLB_FLOAT_ATAN_H
#define CLB_FLOAT_ATAN_H

#include <clb/float_ff.h>

// atan(t + tl), |t| <= tan(pi/8) (1 + 2^-10), |tl| <= 2^-23 |t|: the high
// part; *lo the rest (not normalized: |*lo| below 2^-5 of the high part).
static inline float __clb_atan_kernel(float t, float tl, private float *lo) {
  float zl, z = __clb_ff_two_prod(t, t, &zl);
  float r3l, r3 = __clb_ff_two_prod(t, z, &r3l);
  r3l = __builtin_fmaf(t, zl, r3l);
  float p = __builtin_fmaf(z, -0x1.f2ae54p-5f, 0x1.b21b18p-4f);
  p = __builtin_fmaf(z, p, -0x1.23b926p-3f);
  p = __builtin_fmaf(z, p, 0x1.9991dep-3f);
  float pz = __builtin_fmaf(zl, p, z * p);
  float rest = r3l * (-0x1.55554ap-2f + pz);
  rest = __builtin_fmaf(r3, pz, rest);
  rest = __builtin_fmaf(tl, 1.0f - z, rest);  // tl / (1 + z), to z^2 (2^-5)
  float pe, ph = __clb_ff_two_prod(r3, -0x1.55554ap-2f, &pe);
  float se, s = __clb_ff_fast_two_sum(t, ph, &se);
  *lo = (se + pe) + rest;
  return s;
}

// atan2(y, x) for finite or infinite, non-NaN y and x, y >= 0 (the caller
// applies y's sign); xneg: x's sign bit. In units of pi when pi_units (a
// constant in each caller). Every special case of the spec is reached by
// the general path: a zero or infinite ratio becomes t = 0 (base exact),
// two zeros t = 0, two infinities t = 1.
static inline float __clb_atan2_abs(float ay, float ax, int xneg, int pi_units) {
  int swap = ay > ax;
  float n = swap ? ax : ay, d = swap ? ay : ax;
  // Two infinities: t = 1; d infinite alone: t = 0; two zeros: t = 0.
  int dinf = d == __builtin_inff();
  n = dinf ? (n == d ? 1.0f : 0.0f) : n;
  d = dinf || d == 0.0f ? 1.0f : d;
  // A quotient below 2^-70 with no offset to add (x > 0, |y| <= |x|):
  // n scaled by 2^40 (atan(t) = t to 2^-60 there) and the result back, so
  // that the quotient's residual is not subnormal where the result is not.
  // Then d scaled to [1, 4) (to [2^-22, 2) if subnormal) by a power of two,
  // n with it (exactly, or into an underflow that only a zero result sees).
  int tiny = !swap && !xneg && n < 0x1p-70f * d;
  n = tiny ? n * 0x1p40f : n;
  float down = tiny ? 0x1p-40f : 1.0f;
  uint de = __builtin_astype(d, uint) >> 23;
  float sc = __builtin_astype((254u - (de < 253u ? de : 253u)) << 23, float);
  n *= sc;
  d *= sc;
  // t = n/d in [0, 1]; above tan(pi/8), atan(t) = pi/4 + atan(u),
  // u = (n - d)/(n + d) in (-tan(pi/8), 0], numerator and denominator
  // exact as pairs (two-sums).
  int mid = n > 0x1.a8279ap-2f * d;
  float nl, nh = __clb_ff_two_sum(n, -d, &nl);
  float dl, dh = __clb_ff_two_sum(n, d, &dl);
  nh = mid ? nh : n;
  nl = mid ? nl : 0.0f;
  dh = mid ? dh : d;
  dl = mid ? dl : 0.0f;
  float c = 1.0f / dh;
  float q = nh * c;
  q = __builtin_fmaf(__builtin_fmaf(-q, dh, nh), c, q);
  float ql = (__builtin_fmaf(-q, dh, nh) + __builtin_fmaf(-q, dl, nl)) * c;
  float lo, hi = __clb_atan_kernel(q, ql, &lo);
  // base + sgn (mid pi/4 + hi + lo): base = pi/2 if swapped, else 0; x < 0:
  // pi - that. The offset o pi/4, o = 2 base/(pi/2) + sgn mid in [0, 4],
  // as a pair (o pi/4's high part exact by two-prod), added to +-hi by an
  // exact fast two-sum (|hi| <= pi/8 < pi/4, or o = 0).
  int neg = swap ^ xneg;
  int o = (xneg ? (swap ? 2 : 4) : (swap ? 2 : 0)) + (neg ? -mid : mid);
  if (pi_units) {  // (hi + lo) / pi, 1/pi = 0x1.45f306p-2 + 0x1.b93910p-27
    float ue, uh = __clb_ff_two_prod(hi, 0x1.45f306p-2f, &ue);
    lo = ue + __builtin_fmaf(hi, 0x1.b93910p-27f, lo * 0x1.45f306p-2f);
    hi = uh;
  }
  float of = (float)o;
  float oh, ol;
  if (pi_units) {
    oh = 0.25f * of;
    ol = 0.0f;
  } else {
    oh = __clb_ff_two_prod(of, 0x1.921fb6p-1f, &ol);
    ol = __builtin_fmaf(of, -0x1.777a5cp-26f, ol);
  }
  hi = neg ? -hi : hi;
  lo = neg ? -lo : lo;
  float el, h = __clb_ff_fast_two_sum(oh, hi, &el);
  return (h + ((el + ol) + lo)) * down;
}

#endif
