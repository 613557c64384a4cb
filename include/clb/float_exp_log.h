// Float-float exponential and logarithm for the float cores
// (generic/math/float/): the building blocks of exp, exp2, exp10, expm1,
// log, log2, log10, log1p, pow, powr, pown and rootn, and of the other
// families' cores that need an exponential or a logarithm of more than float
// precision (hyperbolic, erf, gamma). Float arithmetic only, no table, no
// loop; every error-free step through <clb/float_ff.h>.
//
// What each guarantees (the analysis is beside each function; the measured
// figures are from an exhaustive host run against MPFR):
//
//   float __clb_exp_ff(float hi, float lo)
//   float __clb_exp2_ff(float hi, float lo)
//     exp(hi + lo), 2^(hi + lo), rounded to float, for any float-float pair
//     (|lo| <= 2^-20 |hi| or so; lo is dropped where hi is clamped): within
//     0.5 + 0.11 ulp of the exact result for a normal result (0.5 from the
//     last rounding; r^2 rounded at 2^-24 of the result's tail, the
//     polynomial's 2^-30.8 and the reduction's 2^-39 give the rest; measured
//     0.61 on 2^25 random pairs with |lo| up to 4 ulp(hi)), within 0.76 ulp
//     for a subnormal one (rounded twice); overflow to +inf, underflow to +0
//     or a subnormal. hi = NaN gives NaN, -inf gives +0, +inf gives +inf.
//     No subnormal intermediate for a normal result. About 28 operations.
//
//   float __clb_log_ff(float x, private float *lo)
//   float __clb_log2_ff(float x, private float *lo)
//     log(x), log2(x) as the float-float pair hi + *lo (|*lo| <= ulp(hi)/2,
//     so hi is log(x) rounded to float but where log(x) is within 2^-36 of
//     a rounding boundary) for every finite x > 0, subnormals included:
//     relative error below 2^-36 (measured 2^-35.98 at x = 0x1.6ccd5ap-1:
//     worst near sqrt(2)^(+-1) times a power of 2, far smaller near 1 and
//     for large or small x). x <= 0, inf and NaN are not handled: the
//     callers select the spec's value there. About 45 operations and one
//     approximate reciprocal (<clb/float_hw_approx.h>).
//
//   float __clb_log1p_ff(float x, private float *lo)
//     log(1 + x) the same way (2^-36 relative) for every finite x > -1 with
//     |x| >= 2^-100 (below, log1p(x) rounds to x: the callers select x), the
//     1 + x exact (a two-sum; its low part carried into the mantissa).
//
// The pieces under them (__clb_exp_ff_reduced: exp of a reduced pair times
// 2^k; __clb_log_ff_m: log of a mantissa pair) are usable directly.
//
// Coefficients: gen/fit/exp_log_float.py (which prints them and their error).
#ifndef CLB_FLOAT_EXP_LOG_H
#define CLB_FLOAT_EXP_LOG_H

#include <clb/float_ff.h>
#include <clb/float_hw_approx.h>

// ln2, log2(e), 1/3 as float-float pairs (hi nearest, lo the float nearest
// the rest: errors 2^-53, 2^-51, 2^-51).
#define CLB_FEL_LN2_HI 0x1.62e430p-1f
#define CLB_FEL_LN2_LO -0x1.05c610p-29f
#define CLB_FEL_LOG2E_HI 0x1.715476p+0f
#define CLB_FEL_LOG2E_LO 0x1.4ae0c0p-26f
#define CLB_FEL_THIRD_HI 0x1.555556p-2f
#define CLB_FEL_THIRD_LO -0x1.555556p-27f

// exp(r_hi + r_lo) 2^k rounded to float, for |r_hi| <= ln2/2 + 2^-12,
// |r_lo| <= 2^-20 |r_hi| + 2^-40 and k in [-152, 129].
//
// exp(r) = 1 + r + r^2 P(r), P of degree 5 (r^2 P within 2^-30.8 of
// exp(r) - 1 - r). 1 + r_hi is split exactly into t + e; the tail
// e + r_lo (1 + r_hi) + r_hi^2 P(r_hi) (the r_lo term of r^2 P's derivative
// is r_lo r_hi, of r^2/2's r_lo r_hi: in r_lo (1 + r_hi) up to 2^-45) is
// rounded at most a few times at its own size (|tail| < 0.06), under 2^-28
// relative to the result (r_hi^2 rounded at 2^-24 of at most 0.06: 0.06
// ulp of the result, the polynomial's error 0.01 ulp); t + tail is the one
// rounding of the result's size. So y = exp(r) within 0.5 + 0.11 ulp. Times 2^k in two exact
// power-of-two steps (2^(k/2) each, both normal): a normal result is y
// scaled exactly, a subnormal one is rounded once more there (at most
// 0.5 + 0.26 of its ulp), an overflow gives +inf.
static inline float __clb_exp_ff_reduced(float r_hi, float r_lo, int k) {
  float p = __builtin_fmaf(r_hi, 0x1.a151dep-13f, 0x1.6d4386p-10f);
  p = __builtin_fmaf(r_hi, p, 0x1.1110c6p-7f);
  p = __builtin_fmaf(r_hi, p, 0x1.5554e8p-5f);
  p = __builtin_fmaf(r_hi, p, 0x1.555556p-3f);
  p = __builtin_fmaf(r_hi, p, 0.5f);
  float e;
  float t = __clb_ff_fast_two_sum(1.0f, r_hi, &e);
  float tail = __builtin_fmaf(r_hi * r_hi, p, e + __builtin_fmaf(r_hi, r_lo, r_lo));
  float y = t + tail;
  int h = k >> 1;
  return y * __builtin_astype((h + 127) << 23, float) * __builtin_astype((k - h + 127) << 23, float);
}

// exp(hi + lo) rounded to float (see the top of this file).
//
// k = nearest(hi log2(e)) from one fma (the product exact inside it, then
// rounded to an integer by the added 1.5 2^23); r = hi - k ln2 + lo with
// ln2 = L1 + L2: hi - k L1 is exact (k has at most 8 bits, L1's ulp is
// 2^-24, |hi - k L1| < 1/2 on hi's grid), lo - k L2 is rounded once
// (2^-24 of at most 2^-16) and the two are summed exactly: r_hi + r_lo is
// within 2^-39 of the exact r. hi is clamped to [-104, 89] (exp's
// underflow and overflow thresholds lie inside), lo dropped where it was.
static inline float __clb_exp_ff(float hi, float lo) {
  float xc = hi < -104.0f ? -104.0f : hi > 89.0f ? 89.0f : hi;
  lo = xc == hi ? lo : 0.0f;
  float t = __builtin_fmaf(xc, CLB_FEL_LOG2E_HI, 0x1.8p23f);
  int k = __builtin_astype(t, int) - 0x4b400000;
  float kf = t - 0x1.8p23f;
  float r1 = __builtin_fmaf(-kf, CLB_FEL_LN2_HI, xc);
  float c = __builtin_fmaf(-kf, CLB_FEL_LN2_LO, lo);
  float r_lo;
  float r_hi = __clb_ff_two_sum(r1, c, &r_lo);
  return __clb_exp_ff_reduced(r_hi, r_lo, k);
}

// 2^(hi + lo) rounded to float (see the top of this file).
//
// k = nearest(hi) (rint: one instruction on GPUs, and nothing a consumer's
// reassociation could fold, as it could x + 1.5 2^23 - 1.5 2^23), f = hi - k
// exact, f + lo
// summed exactly, and r = (f + lo) ln2 as a pair: the product of the head
// with L1 split exactly by an fma, the three small products rounded once
// each (together under 2^-45 of r). hi is clamped to [-152, 130].
static inline float __clb_exp2_ff(float hi, float lo) {
  float xc = hi < -152.0f ? -152.0f : hi > 130.0f ? 130.0f : hi;
  lo = xc == hi ? lo : 0.0f;
  float kf = __builtin_rintf(xc);
  int k = (int)kf;
  float f = xc - kf;
  float f_lo;
  f = __clb_ff_two_sum(f, lo, &f_lo);
  float r_hi = f * CLB_FEL_LN2_HI;
  float r_lo = __builtin_fmaf(f, CLB_FEL_LN2_HI, -r_hi);
  r_lo = __builtin_fmaf(f_lo, CLB_FEL_LN2_HI, __builtin_fmaf(f, CLB_FEL_LN2_LO, r_lo));
  return __clb_exp_ff_reduced(r_hi, r_lo, k);
}

// log(m_hi + m_lo) as hi + *lo, for m_hi in [sqrt2/2, sqrt2) and
// |m_lo| <= 2^-23 (m_lo = 0 for a float m).
//
// log(m) = 2 atanh(s) = 2s (1 + V), s = (m - 1)/(m + 1), |s| <= 0.1716,
// z = s^2, V = z (1/3 + z W(z)), W of degree 3 (z^2 W within 2^-38.4).
// m_hi - 1 is exact (summed with m_lo into a normalized pair, so that s's
// head carries s even where m_hi = 1); m + 1 is split exactly (plus m_lo,
// rounded at 2^-47);
// s = s_hi + s_lo from one reciprocal: s_hi = f/d rounded twice, the exact
// residual f - s_hi d (an fma) corrected for the low parts and divided:
// s within 2^-45 relative. z as a pair from an fma; 1/3 + z W as a pair
// (z W rounded once, 2^-32, the float W's error times z, 2^-32); V = z times
// that as a pair: V within 2^-36.5 absolute. 2s V as a pair and 2s + 2s V
// summed exactly: log(m) within 2^-36 relative, the error made up almost
// all of V's (so far smaller for m near 1, where z is small).
static inline float __clb_log_ff_m(float m_hi, float m_lo, private float *lo) {
  float f_lo;
  float f = __clb_ff_fast_two_sum(m_hi - 1.0f, m_lo, &f_lo);
  float d_lo;
  float d = __clb_ff_fast_two_sum(1.0f, m_hi, &d_lo);
  d_lo = d_lo + m_lo;
  // An approximate reciprocal (rcp.approx on NVIDIA GPUs, a division
  // elsewhere) is enough: s = f rcp is only the pair's head (within 2^-21
  // of f/d), res below its residual (rounded at 2^-24 of itself: 2^-45 of
  // s) and s_lo = res rcp the correction (2^-22 of it: 2^-43 of s), far
  // below the pair's 2^-36.
  float rcp = __clb_fal_rcp(d);
  float s = f * rcp;
  float res = __builtin_fmaf(-s, d, f);
  res = __builtin_fmaf(-s, d_lo, res + f_lo);
  float s_lo = res * rcp;
  float z_lo;
  float z = __clb_ff_two_prod(s, s, &z_lo);
  z_lo = __builtin_fmaf(2.0f * s, s_lo, z_lo);
  float w = __builtin_fmaf(z, 0x1.8799d8p-4f, 0x1.c6c0bep-4f);
  w = __builtin_fmaf(z, w, 0x1.24928ep-3f);
  w = __builtin_fmaf(z, w, 0x1.99999ap-3f);
  float q_lo;
  float q = __clb_ff_fast_two_sum(CLB_FEL_THIRD_HI, __builtin_fmaf(z, w, __builtin_fmaf(z_lo, w, CLB_FEL_THIRD_LO)), &q_lo);
  float v_lo;
  float v = __clb_ff_two_prod(z, q, &v_lo);
  v_lo = __builtin_fmaf(z, q_lo, __builtin_fmaf(z_lo, q, v_lo));
  float sv_lo;
  float sv = __clb_ff_two_prod(s, v, &sv_lo);
  sv_lo = __builtin_fmaf(s, v_lo, __builtin_fmaf(s_lo, v, sv_lo));
  float h_lo;
  float h = __clb_ff_fast_two_sum(s, sv, &h_lo);
  h_lo = h_lo + (s_lo + sv_lo);
  // Normalized, then doubled (exact).
  h = __clb_ff_fast_two_sum(h, h_lo, &h_lo);
  *lo = 2.0f * h_lo;
  return 2.0f * h;
}

// e ln2 + (l_hi + l_lo) as a pair (|l_hi| <= 0.35, so e != 0 dominates):
// e ln2 = e L1 exactly split by an fma, plus e L2 (rounded, 2^-24 of
// 2^-21 at most).
static inline float __clb_log_ff_add_e(int e, float l_hi, float l_lo, private float *lo) {
  float ef = (float)e;
  float a_lo;
  float a = __clb_ff_two_prod(ef, CLB_FEL_LN2_HI, &a_lo);
  a_lo = __builtin_fmaf(ef, CLB_FEL_LN2_LO, a_lo);
  float s_lo;
  float s = __clb_ff_fast_two_sum(a, l_hi, &s_lo);
  s_lo = s_lo + (a_lo + l_lo);
  s = __clb_ff_fast_two_sum(s, s_lo, &s_lo);
  *lo = s_lo;
  return s;
}

// x = 2^e m, m in [sqrt2/2, sqrt2), for finite x > 0 (a subnormal x
// scaled by 2^24 first).
static inline float __clb_log_ff_split(float x, private int *e) {
  int sub = x < 0x1p-126f;
  float xs = sub ? x * 0x1p24f : x;
  int bits = __builtin_astype(xs, int);
  int k = (bits - 0x3f3504f3) >> 23;
  *e = k - (sub ? 24 : 0);
  return __builtin_astype(bits - k * 0x800000, float);
}

// log(x) as hi + *lo for finite x > 0 (see the top of this file).
static inline float __clb_log_ff(float x, private float *lo) {
  int e;
  float m = __clb_log_ff_split(x, &e);
  float l_lo;
  float l = __clb_log_ff_m(m, 0.0f, &l_lo);
  return __clb_log_ff_add_e(e, l, l_lo, lo);
}

// log2(x) as hi + *lo for finite x > 0 (see the top of this file):
// log(m) times log2(e) as a pair (the small products rounded once each),
// plus e exactly (|log2 m| <= 1/2 <= |e| unless e = 0).
static inline float __clb_log2_ff(float x, private float *lo) {
  int e;
  float m = __clb_log_ff_split(x, &e);
  float l_lo;
  float l = __clb_log_ff_m(m, 0.0f, &l_lo);
  float p_lo;
  float p = __clb_ff_two_prod(l, CLB_FEL_LOG2E_HI, &p_lo);
  p_lo = __builtin_fmaf(l, CLB_FEL_LOG2E_LO, __builtin_fmaf(l_lo, CLB_FEL_LOG2E_HI, p_lo));
  float s_lo;
  float s = __clb_ff_fast_two_sum((float)e, p, &s_lo);
  s_lo = s_lo + p_lo;
  s = __clb_ff_fast_two_sum(s, s_lo, &s_lo);
  *lo = s_lo;
  return s;
}

// log(1 + x) as hi + *lo for finite x > -1 (see the top of this file):
// 1 + x = u + u_lo exactly, u = 2^e m, and log(m + u_lo 2^-e) + e ln2.
static inline float __clb_log1p_ff(float x, private float *lo) {
  float u_lo;
  float u = __clb_ff_two_sum(1.0f, x, &u_lo);
  int e;
  float m = __clb_log_ff_split(u, &e);
  // 2^-e in two steps: e can reach 128 (u near FLT_MAX) and -24.
  int h = e >> 1;
  float m_lo = u_lo * __builtin_astype((127 - h) << 23, float) * __builtin_astype((127 - (e - h)) << 23, float);
  float l_lo;
  float l = __clb_log_ff_m(m, m_lo, &l_lo);
  return __clb_log_ff_add_e(e, l, l_lo, lo);
}

#endif
