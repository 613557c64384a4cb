// Lean float logarithms for the float cores log, log2, log10, log1p and, of
// an argument carried as a pair (__clb_fll_log_c, __clb_fll_log1p_c), asinh,
// acosh and atanh (generic/math/float/): one fma polynomial in f = m - 1,
// within 1 ulp (faithful) rather than the float-float <clb/float_exp_log.h>
// (2^-36 relative), which the cores that need more than float precision
// keep using. No table, no division; float operations and integer bit work
// only.
//
// Coefficients: gen/fit/exp_log_lean.py (log_q), which prints them and the
// error of the rounded polynomial.
#ifndef CLB_FLOAT_LOG_LEAN_H
#define CLB_FLOAT_LOG_LEAN_H

// ln2 = L1 + L2: L1 of 15 bits (e L1 exact for |e| < 2^9), L2 the float
// nearest the rest (their sum within 2^-44 of ln2).
#define CLB_FLL_LN2_1 0x1.62e4p-1f
#define CLB_FLL_LN2_2 0x1.7f7d1cp-20f
// log10(2) = G1 + G2 the same way (G1 of 11 bits; within 2^-43).
#define CLB_FLL_LG2_1 0x1.344p-2f
#define CLB_FLL_LG2_2 0x1.3509f8p-18f

// sqrt2/2's bits: x's bits minus these, shifted, give e with
// x = 2^e m, m in [sqrt2/2, sqrt2).
#define CLB_FLL_M_LOW 0x3f3504f3

// u(f) = f Q(f) with log(1 + f) = f + f u(f) on f in [sqrt2/2 - 1, sqrt2 - 1]
// (log_q: Q of degree 8, Q(0) = -1/2, f + f^2 Q within 2^-26.9 relative of
// log(1 + f), least at the ends). u = -f/2 + f (Q(f) + 1/2) in one fma, so
// that u is rounded once (Q's own last rounding would add 0.09 ulp).
static inline float __clb_fll_log_u(float f) {
  float q = __builtin_fmaf(f, -0x1.2e981ep-4f, 0x1.03f6aap-3f);
  q = __builtin_fmaf(f, q, -0x1.0edef0p-3f);
  q = __builtin_fmaf(f, q, 0x1.232780p-3f);
  q = __builtin_fmaf(f, q, -0x1.545444p-3f);
  q = __builtin_fmaf(f, q, 0x1.999b3ap-3f);
  q = __builtin_fmaf(f, q, -0x1.000292p-2f);
  q = __builtin_fmaf(f, q, 0x1.55555ep-2f);
  return __builtin_fmaf(f * q, f, -0.5f * f);
}

// w(f) = f P(f) with log(1 + f) = f - f^2/2 + f^2 w(f) on f in
// [sqrt2/2 - 1, sqrt2 - 1] (log_q(9, 0.3): Q = -1/2 + f P of degree 9,
// f + f^2 Q within 2^-30.1 relative of log(1 + f)): for log2 and log10,
// whose results near 1/2 and 1/8 (f near sqrt2 - 1) have the finer ulp
// and want the smaller approximation error.
static inline float __clb_fll_log_w9(float f) {
  float q = __builtin_fmaf(f, 0x1.133a8ep-4f, -0x1.de5826p-4f);
  q = __builtin_fmaf(f, q, 0x1.e77a76p-4f);
  q = __builtin_fmaf(f, q, -0x1.fc1f7ap-4f);
  q = __builtin_fmaf(f, q, 0x1.232d48p-3f);
  q = __builtin_fmaf(f, q, -0x1.555c5ap-3f);
  q = __builtin_fmaf(f, q, 0x1.99a54ap-3f);
  q = __builtin_fmaf(f, q, -0x1.000006p-2f);
  q = __builtin_fmaf(f, q, 0x1.555546p-2f);
  return f * q;
}

// u(f) = f Q(f) with log(1 + f) = f + f u(f) on f in [-1/4, 1/2] (log1p's
// split, m in [3/4, 3/2)): log_q(9, 0.3, -0.25, 0.5), Q of degree 9 and
// Q(0) = -1/2, f + f^2 Q within 2^-29.9 relative of log(1 + f); u rounded
// once as in __clb_fll_log_u.
static inline float __clb_fll_log1p_u(float f) {
  float q = __builtin_fmaf(f, 0x1.30ae2ap-5f, -0x1.733752p-4f);
  q = __builtin_fmaf(f, q, 0x1.ded136p-4f);
  q = __builtin_fmaf(f, q, -0x1.04c846p-3f);
  q = __builtin_fmaf(f, q, 0x1.246a32p-3f);
  q = __builtin_fmaf(f, q, -0x1.5518ccp-3f);
  q = __builtin_fmaf(f, q, 0x1.99972cp-3f);
  q = __builtin_fmaf(f, q, -0x1.000070p-2f);
  q = __builtin_fmaf(f, q, 0x1.55555ap-2f);
  return __builtin_fmaf(f * q, f, -0.5f * f);
}

// Whether x is a normal float > 0 (+inf, NaN, zeros, subnormals and
// negative x are not): the typical path's one test.
static inline bool __clb_fll_normal(float x) {
  return (uint)(__builtin_astype(x, int) - 0x00800000) < 0x7f000000u;
}

// x = 2^e m, m in [sqrt2/2, sqrt2), as ix = bits - CLB_FLL_M_LOW: e =
// ix >> 23, f = m - 1 = __clb_fll_f(ix) (exact: m's ulp is at least f's).
// For a subnormal x > 0 the bits of x 2^23 less 23 << 23 (e lowered by 23)
// stand for x's: __clb_fll_sub_bits.
static inline int __clb_fll_sub_bits(float x) {
  return __builtin_astype(x * 0x1p23f, int) - (23 << 23);
}

static inline float __clb_fll_f(int ix) {
  return __builtin_astype((ix & 0x007fffff) + CLB_FLL_M_LOW, float) - 1.0f;
}

// s + (f u + (e L2 + (err + c))) with s + err = e L1 + f exactly (Dekker's
// fast two-sum: |e L1| >= |f| unless e = 0; L1 of 15 bits, e L1 exact), as
// in logf.cl and log1pf.cl, with a correction c = cx cy folded into err by
// one fma (the product exact inside it): log(2^e (1 + f)) + c for the cores
// whose logarithm's argument is a pair, x + xl, c = xl/x (asinh, acosh,
// atanh). The small part is rounded at its own size, the sum once.
static inline float __clb_fll_join(float ef, float f, float u, float cx, float cy) {
  float a = ef * CLB_FLL_LN2_1;
  float s = a + f;
  float err = f - (s - a);
  return s + __builtin_fmaf(f, u, __builtin_fmaf(ef, CLB_FLL_LN2_2, __builtin_fmaf(cx, cy, err)));
}

// log(x) + cx cy for a normal float x > 0 given by its bits, logf.cl's
// split and polynomial, no special case here. The bits may also be those of
// a normal float plus k 2^23 (as an integer, below 2^31): log(x 2^k), x 2^k
// never formed.
static inline float __clb_fll_log_c(int bits, float cx, float cy) {
  int ix = bits - CLB_FLL_M_LOW;
  float f = __clb_fll_f(ix);
  return __clb_fll_join((float)(ix >> 23), f, __clb_fll_log_u(f), cx, cy);
}

// log1p(x) + cx cy for x in (-1, 2^126) with 1 + x a normal float,
// log1pf.cl's split and polynomial, no special case here.
static inline float __clb_fll_log1p_c(float x, float cx, float cy) {
  int ix = __builtin_astype(1.0f + x, int) - 0x3f400000;
  float s = __builtin_astype(0x3f800000 - (ix & (int)0xff800000), float);
  float f = __builtin_fmaf(x, s, s - 1.0f);
  return __clb_fll_join((float)(ix >> 23), f, __clb_fll_log1p_u(f), cx, cy);
}

#endif
