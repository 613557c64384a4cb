// The arcsine and arccosine of the float cores asin, acos, asinpi and acospi
// (generic/math/float/{asin,acos,asinpi,acospi}f.cl), float arithmetic only.
//
// a = |x|. For a <= 1/2, asin(a) = v + v^3 P(v^2) with v = a. Above,
// asin(a) = pi/2 - 2 asin(v), v = sqrt((1 - a)/2) in [0, 1/2]: w = (1 -
// a)/2 in one exact fma (Sterbenz, halving exact); no IEEE square root and
// no division (each a sequence with a slow branch on GPUs): g = 1/sqrt(w)
// from one approximate instruction (__clb_fas_rsqrt, relative error 2^-22
// or less; w + 2^-100 so that w = 0, a = 1, gives g finite and v = 0),
// v = w g (within about 2 ulps) and its error as a second float
// vl = (w - v^2) g/2 (an fma residual and one product: v + vl within about
// 2^-44 relative of sqrt(w)). P of degree 5 on [0, 1/4] (relative error
// 2^-31.7 of asin; gen/fit/trig_float.py); the tail
// asin(v + vl) - v = z (v P(z) + B vl) + vl, z = v^2, 1 + B z (B = 0.6)
// for 1/sqrt(1 - z) on vl (within 0.005 vl), at most 0.05 of asin(v),
// rounded on its own. |x| > 1 gives NaN through the reciprocal square root
// of a negative w.
// Every result is base + sgn m (v + tail), m = 1 or 2, base 0, pi/2 or pi
// (in units of pi for the pi forms: 0, 1/2, 1, after the pair times 1/pi),
// the base and m v added by an exact fast two-sum, one last rounding:
//   asin:  a <= 1/2: v + tail;            a > 1/2: pi/2 - 2 (v + tail)
//   acos:  |x| <= 1/2: pi/2 -+ (v + tail); x > 1/2: 2 (v + tail);
//          x < -1/2: pi - 2 (v + tail)
// (asin's sign applied by the caller). |x| > 1 gives NaN through the
// reciprocal square root, NaN through the caller's test.
#ifndef CLB_FLOAT_ASIN_H
#define CLB_FLOAT_ASIN_H

#include <clb/float_ff.h>
#include <clb/float_hw_approx.h> /* __clb_fas_rsqrt */

// is_acos, pi_units: constants in each caller.
static inline float __clb_asin_acos(float x, int is_acos, int pi_units) {
  float a = __builtin_fabsf(x);
  int small = a <= 0.5f;
  float w = __builtin_fmaf(a, -0.5f, 0.5f);
  float g = __clb_fas_rsqrt(w + 0x1p-100f);
  float s = w * g;
  float sl = __builtin_fmaf(-s, s, w) * (0.5f * g);
  float v = small ? a : s;
  float vl = small ? 0.0f : sl;
  float z = v * v;
  float p = __builtin_fmaf(z, 0x1.3424e8p-5f, 0x1.d6b80ep-7f);
  p = __builtin_fmaf(z, p, 0x1.04bc66p-5f);
  p = __builtin_fmaf(z, p, 0x1.6ca96p-5f);
  p = __builtin_fmaf(z, p, 0x1.3338a4p-4f);
  p = __builtin_fmaf(z, p, 0x1.55554cp-3f);
  float tail = __builtin_fmaf(z, __builtin_fmaf(v, p, vl * 0.6f), vl);
  // m (v + tail): m = 2 on the sqrt side (exact).
  float m = small ? 1.0f : 2.0f;
  float hi = m * v, lo = m * tail;
  float half_h = pi_units ? 0.5f : 0x1.921fb6p+0f, half_l = pi_units ? 0.0f : -0x1.777a5cp-25f;
  float one_h = pi_units ? 1.0f : 0x1.921fb6p+1f, one_l = pi_units ? 0.0f : -0x1.777a5cp-24f;
  float bh, bl;
  int neg;
  if (is_acos) {
    int xneg = x < 0.0f;
    bh = small ? half_h : xneg ? one_h : 0.0f;
    bl = small ? half_l : xneg ? one_l : 0.0f;
    neg = small ? !xneg : xneg;
  } else {
    bh = small ? 0.0f : half_h;
    bl = small ? 0.0f : half_l;
    neg = !small;
  }
  float down = 1.0f;
  if (pi_units) {
    // times 1/pi = 0x1.45f306p-2 + 0x1.b93910p-27; a result below 2^-90
    // (asinpi of a tiny x) scaled by 2^64 and back, so that the product's
    // low part is not subnormal where the result is not.
    int tiny = hi < 0x1p-90f && bh == 0.0f;
    float up = tiny ? 0x1p64f : 1.0f;
    down = tiny ? 0x1p-64f : 1.0f;
    hi *= up;
    lo *= up;
    float ue, uh = __clb_ff_two_prod(hi, 0x1.45f306p-2f, &ue);
    lo = ue + __builtin_fmaf(hi, 0x1.b93910p-27f, lo * 0x1.45f306p-2f);
    hi = uh;
  }
  hi = neg ? -hi : hi;
  lo = neg ? -lo : lo;
  float el, h = __clb_ff_fast_two_sum(bh, hi, &el);  // |bh| >= |hi| or bh = 0
  float y = (h + ((el + bl) + lo)) * down;
  return y;
}

#endif
