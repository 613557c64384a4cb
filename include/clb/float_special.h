// Shared pieces of the float-only cores of rsqrt and the gamma functions
// (generic/math/float/): static inline, float arithmetic alone (see
// <clb/float_cores.h>); the error-free steps through <clb/float_ff.h>.
#ifndef CLB_FLOAT_SPECIAL_H
#define CLB_FLOAT_SPECIAL_H

#include <clb/float_exp_log.h>
#include <clb/float_ff.h>

// 1/sqrt(a) within 2^-17.6 (relative) for a normal positive a: the
// exponent halved and negated by an integer subtraction from a constant
// (a first guess within 3.5%), then two Newton steps y (3 - a y^2)/2
// (3.5% -> 1.8e-3 -> 4.7e-6). a y is computed first: for a normal a it is
// near sqrt(a), so nothing here is subnormal. 9 operations, no division.
static inline float __clb_fs_rsqrt_est(float a) {
  float y = __builtin_astype(0x5f375a86 - (__builtin_astype(a, int) >> 1), float);
  y = y * __builtin_fmaf(-0.5f * (a * y), y, 1.5f);
  y = y * __builtin_fmaf(-0.5f * (a * y), y, 1.5f);
  return y;
}

// 1/sqrt(a) within 0.5 ulp + 2^-33 relative, a normal and positive: the
// estimate, and one more Newton step whose residual 1 - a y^2 is computed
// exactly enough (a y = h + eh exactly; fma(-h, y, 1) rounds a value near
// 2^-17 at 2^-41; eh y is 2^-24 of it), applied by one fma that rounds the
// result once.
static inline float __clb_fs_rsqrt(float a) {
  float y = __clb_fs_rsqrt_est(a);
  float eh;
  float h = __clb_ff_two_prod(a, y, &eh);
  float r = __builtin_fmaf(-eh, y, __builtin_fmaf(-h, y, 1.0f));
  return __builtin_fmaf(0.5f * y, r, y);
}

// ln2 = L1 + L2 (L1 with 21 significant bits, L2 the float nearest the
// rest: 2^-53 of ln2) and log2(e) rounded.
#define CLB_FS_LN2_HI 0x1.62e430p-1f
#define CLB_FS_LN2_LO -0x1.05c610p-29f
#define CLB_FS_LOG2E 0x1.715476p+0f

// v 2^k for |k| <= 300 or so, as two power-of-two steps (each normal), so
// that an overflow gives +-inf and a subnormal result is rounded once.
static inline float __clb_fs_scale(float v, int k) {
  int h = k >> 1;
  return v * __builtin_astype((h + 127) << 23, float) * __builtin_astype((k - h + 127) << 23, float);
}

// log((hi + lo) 2^j) as a pair (result hi, *rlo), for finite hi > 0 and
// |lo| <= ulp(hi)/2, |j| small: hi = 2^e m (m in [sqrt2/2, sqrt2),
// <clb/float_exp_log.h>'s split), lo 2^-e in two power-of-two steps (e can
// be -150 .. 128), log(m + lo 2^-e) + (e + j) ln2 from that header's
// pieces: within 2^-36 relative (float_exp_log.h says why).
static inline float __clb_fs_log_pair(float hi, float lo, int j, private float *rlo) {
  int e;
  float m = __clb_log_ff_split(hi, &e);
  int h = e >> 1;
  float m_lo = lo * __builtin_astype((127 - h) << 23, float) * __builtin_astype((127 - (e - h)) << 23, float);
  float l_lo;
  float l = __clb_log_ff_m(m, m_lo, &l_lo);
  return __clb_log_ff_add_e(e + j, l, l_lo, rlo);
}

// e^(xh + xl) = (hi + *lo) 2^k, for xh in [-104, 89] and |xl| <= 2^-17:
// within 2^-30 relative, hi within an ulp of the value (|lo| < 0.07 hi).
// xh = k ln2 + r, k = nearest(xh log2(e)): xh - k L1 is exact (k has at
// most 8 bits, the difference is below 1/2 and on xh's grid), k L2 - xl is
// rounded once and the two are summed exactly: r + r_lo within 2^-46 of the
// reduced argument.
// e^r = (1 + r) + c + s with c = cosh r - 1 = rr/2 + rr^2 Pc(rr),
// s = sinh r - r = r rr Ps(rr), r^2 = rr + rr_lo exactly (Pc, Ps of
// degree 2, gen/fit/special_float.py hyperbolic; absolute errors 2^-29.6
// and 2^-27.6 times |rr^2| <= 2^-6 and |r rr| <= 2^-4.6: both below
// 2^-32); 1 + r and rr/2 are added as exact pairs, the rest (their low
// parts, c - rr/2, s, r_lo) rounded at its own size.
static inline float __clb_fs_exp_pair(float xh, float xl, private float *lo, private int *kp) {
  float t = __builtin_fmaf(xh, CLB_FS_LOG2E, 0x1.8p23f);
  int k = __builtin_astype(t, int) - 0x4b400000;
  float kf = t - 0x1.8p23f;
  float r1 = __builtin_fmaf(-kf, CLB_FS_LN2_HI, xh);
  float r_lo;
  float r = __clb_ff_two_sum(r1, __builtin_fmaf(-kf, CLB_FS_LN2_LO, xl), &r_lo);
  float rr_lo;
  float rr = __clb_ff_two_prod(r, r, &rr_lo);
  float pc = __builtin_fmaf(rr, __builtin_fmaf(rr, 0x1.ac668ap-16f, 0x1.6c111ap-10f), 0x1.555556p-5f);
  float ps = __builtin_fmaf(rr, __builtin_fmaf(rr, 0x1.a6dff0p-13f, 0x1.110e24p-7f), 0x1.555556p-3f);
  float c2 = __builtin_fmaf(rr * rr, pc, __builtin_fmaf(r, r_lo, 0.5f * rr_lo));
  float s = (r * rr) * ps;
  float te, he;
  float tp = __clb_ff_fast_two_sum(1.0f, r, &te);
  float h = __clb_ff_fast_two_sum(tp, 0.5f * rr, &he);
  *lo = ((te + he) + c2) + (s + r_lo);
  *kp = k;
  return h;
}

// (hi + lo) (ch + cl) as a pair (the product of the high parts exact, the
// cross terms rounded once each): for the pairs of the gamma functions'
// product chains.
static inline float __clb_fs_mul_pair(float hi, float lo, float ch, float cl, private float *rlo) {
  float pl;
  float ph = __clb_ff_two_prod(hi, ch, &pl);
  *rlo = __builtin_fmaf(hi, cl, __builtin_fmaf(lo, ch, pl));
  return ph;
}

#endif
