// Lean float exponentials for the float cores exp, exp2, exp10
// (generic/math/float/): one fma polynomial on a reduced argument and the
// power of two added into the exponent field, within 1 ulp (faithful) rather
// than the float-float <clb/float_exp_log.h> (about 0.5 + 0.11 ulp), which
// the cores that need more than float precision keep using. No table, no
// division; float operations and integer bit work only.
//
// Coefficients: gen/fit/exp_log_lean.py (exp_q, exp2_q), which prints them
// and the error of the rounded polynomial.
#ifndef CLB_FLOAT_EXP_LEAN_H
#define CLB_FLOAT_EXP_LEAN_H

// 1.5 2^23: t = v + this rounds v to an integer k (|v| < 2^22), kept in
// t's low mantissa bits (as_int(t) = 0x4b400000 + k), so that
// as_int(t) << 23 is k << 23 (the constant's bits shift out).
#define CLB_FXL_SHIFT 0x1.8p23f
#define CLB_FXL_SHIFT_BITS 0x4b400000

// Q(r) of e^r = 1 + r Q(r) on |r| <= ln2/2 + 2^-16 (exp_q: the rounded
// polynomial within 2^-27.7 relative of e^r, least at the ends).
static inline float __clb_fxl_exp_q(float r) {
  float q = __builtin_fmaf(r, 0x1.6a305ap-10f, 0x1.12545ep-7f);
  q = __builtin_fmaf(r, q, 0x1.555966p-5f);
  q = __builtin_fmaf(r, q, 0x1.555464p-3f);
  q = __builtin_fmaf(r, q, 0x1.fffffap-2f);
  return __builtin_fmaf(r, q, 1.0f);
}

// Q(r) of 2^r = 1 + r Q(r) on |r| <= 1/2 (exp2_q: within 2^-27.5, least at
// the ends).
static inline float __clb_fxl_exp2_q(float r) {
  float q = __builtin_fmaf(r, 0x1.471628p-13f, 0x1.5fbcfcp-10f);
  q = __builtin_fmaf(r, q, 0x1.3b267cp-7f);
  q = __builtin_fmaf(r, q, 0x1.c6ada8p-5f);
  q = __builtin_fmaf(r, q, 0x1.ebfbe4p-3f);
  return __builtin_fmaf(r, q, 0x1.62e432p-1f);
}

// The typical path's test: k = as_int(t) - CLB_FXL_SHIFT_BITS in
// [-125, 127], where 2^k y (y = 1 + p in [sqrt2/2, sqrt2] or so) is a normal
// float: y's exponent field plus k, no overflow, no subnormal. False for
// every t from a NaN, an infinity or a |v| >= 2^22 too.
static inline bool __clb_fxl_normal_k(int ti) {
  return (uint)(ti - (CLB_FXL_SHIFT_BITS - 125)) <= 252u;
}

// 2^k (1 + r q) for k in [-151, 128], r q in [-0.3, 0.42] (the rare path:
// a result beyond the normal range). For k = 128, y = 1 + r q as on the
// typical path times 2^127 (exact) times 2 (exact, or +inf). Below the
// normal range the one rounding is at the result's size: p = r q rounded
// (2^-24 of p, at most 2^-26 of 2^k: an eighth of the result's ulp), then
// for k in [-149, -126] 2^k + 2^k p in one fma (2^k a subnormal power of
// two), below that (1 + p)/2 (rounded at 2^-24 of it) times 2^-149
// (2^-150 (1 + p) rounded to 0 or 2^-149; 2^-151 (1 + p) to 0).
static inline float __clb_fxl_scale_rare(float r, float q, int k) {
  if (k > 0)
    return __builtin_fmaf(r, q, 1.0f) * 0x1p127f * 2.0f;
  float p = r * q;
  if (k >= -149) {
    float s = __builtin_astype(1 << (k + 149), float);
    return __builtin_fmaf(p, s, s);
  }
  float h = __builtin_fmaf(p, 0.5f, 0.5f);
  return (k == -150 ? h : 0.5f * h) * 0x1p-149f;
}

#endif
