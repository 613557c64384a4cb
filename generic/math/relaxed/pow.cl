// Relaxed pow, powr, pown, rootn, cbrt and rsqrt (<clb/float_relaxed.h>;
// bounds: gen/math_functions.def's relaxed rows).
//
// With hardware approximations (nvptx64), the spec's derivations: pow(x, y)
// = ex2(y lg2(|x|)), negated for x < 0 and an odd integer y (|y| < 2^24:
// the spec leaves x < 0 with other y undefined; a non-integer y gives NaN),
// 1 for y = 0; powr(x, y) = ex2(y lg2(x)); pown(x, n) = ex2(n lg2(|x|)),
// negated for x < 0 and odd n, 1 for n = 0; rootn(x, n) = ex2(lg2(|x|) /
// n), negated for x < 0 and odd n, NaN for x < 0 and even n and for n = 0;
// cbrt(x) = ex2(lg2(|x|)/3) with x's sign (the spec: derived as rootn(x,
// 3)); rsqrt by rsqrt.approx (2^-22.9 relative; the spec's full-profile 2
// ulps hold, rsqrt having no relaxed bound), subnormals scaled first. Their error grows with |y
// lg2(x)| (lg2's 2^-22 relative, or 2^-22.6 absolute near 1, times y) as
// the derivation's does. Elsewhere the default cores.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_relaxed.h>


float __clb_powf_relaxed(float x, float y) {
#if CLB_RX_HW
  // l = 0 (x = +-1) gives t = 0 whatever y: pow(+-1, +-inf) = pow(1, NaN) =
  // 1; and y = 0 gives 1 below, for an infinite or NaN x too. Under
  // -cl-finite-math-only (and -cl-fast-relaxed-math) both come out of the
  // derivation for every finite x and y, and their selects go.
  const bool finite = CLB_CONTROL(finite_math_only);
  float l = __clb_rx_log2(__builtin_fabsf(x));
  float r = __clb_rx_exp2(finite || l != 0.0f ? y * l : 0.0f);
  // y's parity: an integer whose half is not is odd (from 2^24 on every
  // float is even), two roundings and no conversion to int.
  float h = 0.5f * y;
  bool integral = __builtin_rintf(y) == y;
  bool odd = integral && __builtin_rintf(h) != h;
  r = __builtin_signbit(x) && odd ? -r : r;
  r = x < 0.0f && !integral ? __builtin_nanf("") : r;
  return !finite && y == 0.0f ? 1.0f : r;
#else
  return __clb_powf(x, y);
#endif
}

float __clb_powrf_relaxed(float x, float y) {
#if CLB_RX_HW
  return __clb_rx_exp2(y * __clb_rx_log2(x));
#else
  return __clb_powrf(x, y);
#endif
}

float __clb_pownf_relaxed(float x, int n) {
#if CLB_RX_HW
  float r = __clb_rx_exp2((float)n * __clb_rx_log2(__builtin_fabsf(x)));
  r = __builtin_signbit(x) && (n & 1) ? -r : r;
  return n == 0 ? 1.0f : r;
#else
  return __clb_pownf(x, n);
#endif
}

float __clb_rootnf_relaxed(float x, int n) {
#if CLB_RX_HW
  float r = __clb_rx_exp2(__clb_rx_log2(__builtin_fabsf(x)) * __clb_fal_rcp((float)n));
  r = __builtin_signbit(x) && (n & 1) ? -r : r;
  r = x < 0.0f && !(n & 1) ? __builtin_nanf("") : r;
  return n == 0 ? __builtin_nanf("") : r;
#else
  return __clb_rootnf(x, n);
#endif
}

float __clb_cbrtf_relaxed(float x) {
#if CLB_RX_HW
  float r = __clb_rx_exp2(__clb_rx_log2(__builtin_fabsf(x)) * 0x1.555556p-2f);
  return __builtin_copysignf(r, x);
#else
  return __clb_cbrtf(x);
#endif
}

float __clb_rsqrtf_relaxed(float x) {
#if CLB_RX_HW
  // rsqrt.approx is far off on subnormals (1.5 times the value at 2^-149 on
  // an H200): they are scaled by 2^24 first, the result by 2^12.
  bool tiny = x < 0x1p-126f;
  float r = __clb_rx_rsqrt(tiny ? x * 0x1p24f : x);
  return tiny ? r * 0x1p12f : r;
#else
  return __clb_rsqrtf(x);
#endif
}
