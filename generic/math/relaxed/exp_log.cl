// Relaxed exp, exp2, exp10, log, log2, log10, expm1, log1p
// (<clb/float_relaxed.h>; bounds: gen/math_functions.def's relaxed rows).
//
// With hardware approximations (nvptx64), the spec's derivations: exp(x) =
// ex2(x log2 e) and exp10(x) = ex2(x log2 10), each within 2 + |x|
// ulps or so (the product's rounding times x, and ex2's 2^-22), where the
// spec allows 3 + floor(|2x|) for exp (exp10: derived); log(x) = lg2(x)
// ln2 (below), log10(x) = lg2(x) log10(2): 2^-22 absolute on [0.5, 2], within
// 3 ulps elsewhere (the spec: 2^-21 and 3). Elsewhere the default cores.
//
// expm1 and log1p on every target: below |x| = 1/2 (expm1) or 1/4 (log1p)
// a polynomial keeps the result's relative accuracy where exp(x) - 1 and
// log(1 + x) cancel (the spec lets a derived implementation lose it there;
// we do not): expm1(x) = x + x^2 P(x), P of degree 3 (2^-18.4); log1p(x) =
// 2u + u^3 P(u^2), u = x/(2 + x), P of degree 1 (2^-24.3), the quotient by
// an approximate reciprocal; above, exp(x) - 1 and log(1 + x).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_relaxed.h>

float __clb_expf_relaxed(float x) { return __clb_rx_exp(x); }

float __clb_exp2f_relaxed(float x) {
#if CLB_RX_HW
  return __clb_rx_exp2(x);
#else
  return __clb_exp2f(x);
#endif
}

float __clb_exp10f_relaxed(float x) {
#if CLB_RX_HW
  return __clb_rx_exp2(x * CLB_RX_LOG2_10);
#else
  return __clb_exp10f(x);
#endif
}

// log: outside [0.5, 2] the result is at least ln2, in ulps as small as
// 2^-24 where |log2 x| is near 1, and lg2.approx(x) times ln2 reached 3.34
// ulps there (x = 0x1.8dbf5ep-2 on an H200; the spec allows 3). So x is
// first scaled by 2 below 1/2 and by 1/2 above 2 (exactly), which brings
// the results near ln2 to lg2's arguments near 1, where its error is 2^-22.6
// absolute, and the scale's log2 (-1 or 1) is added back: within 3 ulps
// with the two roundings (0.99 of that on every float, the exhaustive
// relaxed sweep). Zero, negatives, infinities and NaN stay as lg2 has them.
float __clb_logf_relaxed(float x) {
#if CLB_RX_HW
  float k = x < 0.5f ? 2.0f : (x > 2.0f ? 0.5f : 1.0f);
  float c = x < 0.5f ? -1.0f : (x > 2.0f ? 1.0f : 0.0f);
  return (__clb_rx_log2(x * k) + c) * CLB_RX_LN2;
#else
  return __clb_logf(x);
#endif
}

float __clb_log2f_relaxed(float x) {
#if CLB_RX_HW
  return __clb_rx_log2(x);
#else
  return __clb_log2f(x);
#endif
}

float __clb_log10f_relaxed(float x) {
#if CLB_RX_HW
  return __clb_rx_log2(x) * CLB_RX_LOG10_2;
#else
  return __clb_log10f(x);
#endif
}

float __clb_expm1f_relaxed(float x) {
  float p = __builtin_fmaf(x, 0x1.115d1ap-7f, 0x1.58d306p-5f);
  p = __builtin_fmaf(x, p, 0x1.555926p-3f);
  p = __builtin_fmaf(x, p, 0x1.fff96p-2f);
  float small = __builtin_fmaf(x * x, p, x);
  return __builtin_fabsf(x) <= 0.5f ? small : __clb_rx_exp(x) - 1.0f;
}

float __clb_log1pf_relaxed(float x) {
  float u = x * __clb_fal_rcp(2.0f + x);
  float z = u * u;
  float small = __builtin_fmaf(u * z, __builtin_fmaf(z, 0x1.a2102ep-2f, 0x1.554e74p-1f), 2.0f * u);
  return __builtin_fabsf(x) <= 0.25f ? small : __clb_rx_log(1.0f + x);
}
