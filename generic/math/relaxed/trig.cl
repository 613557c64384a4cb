// Relaxed sin, cos, sincos, sinpi, cospi, tan, tanpi
// (<clb/float_relaxed.h>; bounds: gen/math_functions.def's relaxed rows).
//
// sin, cos, sincos with hardware approximations (nvptx64): r = x - k 2pi,
// k = nearest(x/2pi), by two fmas (2pi = C1 + C2, C1 the float nearest;
// x - k C1 is exact below |x| = 2^24, C2's term rounds once: 2^-22.7
// absolute), then sin.approx or cos.approx of r (2^-20.5 absolute): within
// 2^-20 absolute up to |x| = 2^20, where the spec asks 2^-11 on [-pi, pi]
// only. sinpi, cospi: r = |x| - 2 nearest(|x|/2) in [-1, 1] exactly (after
// the default core's reduction mod 4 above 2^21), sin.approx(pi r): 2^-20
// absolute for every x. Elsewhere the default cores.
//
// tan and tanpi on every target: the default cores' reductions
// (<clb/float_trig.h>: x = k pi/2 + r with |r| <= pi/4 (1 + 2^-7), short
// below 2^17, Payne-Hanek above; tanpi exactly, r in [-1/4, 1/4]), then
// tan(r) = r + r^3 P(r^2), P of degree 3 (2^-18.1, gen/fit/relaxed.py), and
// -1/tan(r) by an approximate reciprocal for odd k: about 2^-17.5 relative
// (the spec allows 8192 ulps, 2^-10).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_relaxed.h>
#include <clb/float_trig.h>

#if CLB_RX_HW
// x - 2pi nearest(x/2pi): within 2^-22.7 + |k| 2^-47 of the exact value.
static inline float __clb_rx_reduce_2pi(float x) {
  float k = __builtin_fmaf(x, 0x1.45f306p-3f, 0x1.8p23f) - 0x1.8p23f;
  float r = __builtin_fmaf(k, -0x1.921fb6p+2f, x);
  return __builtin_fmaf(k, 0x1.777a5cp-23f, r);
}

// |x| - 2 nearest(|x|/2) in [-1, 1], exactly; NaN for infinities and NaN.
static inline float __clb_rx_reduce_pi2(float x) {
  float a = __builtin_fabsf(x);
  a = a < 0x1p21f ? a : __clb_trig_pi_mod4(a);
  float m = __builtin_fmaf(a, 0.5f, 0x1.8p23f) - 0x1.8p23f;
  float r = __builtin_fmaf(m, -2.0f, a);
  return __builtin_fabsf(x) <= 0x1.fffffep127f ? r : x - x;
}
#endif

float __clb_sinf_relaxed(float x) {
#if CLB_RX_HW
  return __clb_rx_sin(__clb_rx_reduce_2pi(x));
#else
  return __clb_sinf(x);
#endif
}

float __clb_cosf_relaxed(float x) {
#if CLB_RX_HW
  return __clb_rx_cos(__clb_rx_reduce_2pi(x));
#else
  return __clb_cosf(x);
#endif
}

float __clb_sincosf_relaxed(float x, private float *c) {
#if CLB_RX_HW
  float r = __clb_rx_reduce_2pi(x);
  *c = __clb_rx_cos(r);
  return __clb_rx_sin(r);
#else
  return __clb_sincosf(x, c);
#endif
}

float __clb_sinpif_relaxed(float x) {
#if CLB_RX_HW
  float s = __clb_rx_sin(CLB_RX_PI * __clb_rx_reduce_pi2(x));
  return x < 0.0f ? -s : s;
#else
  return __clb_sinpif(x);
#endif
}

float __clb_cospif_relaxed(float x) {
#if CLB_RX_HW
  return __clb_rx_cos(CLB_RX_PI * __clb_rx_reduce_pi2(x));
#else
  return __clb_cospif(x);
#endif
}

// tan(r), |r| <= pi/4 (1 + 2^-7): r + r^3 P(r^2).
static inline float __clb_rx_tan_poly(float r) {
  float z = r * r;
  float p = __builtin_fmaf(z, 0x1.60fae2p-5f, 0x1.532416p-5f);
  p = __builtin_fmaf(z, p, 0x1.16a93p-3f);
  p = __builtin_fmaf(z, p, 0x1.55266ap-2f);
  return __builtin_fmaf(r * z, p, r);
}

float __clb_tanf_relaxed(float x) {
  float nrl;
  int q;
  float rh = __clb_trig_reduce(x, &nrl, &q);
  float t = __clb_rx_tan_poly(rh - nrl);
  return (q & 1) ? -__clb_fal_rcp(t) : t;
}

// tanpi(x) = tan(pi r) for even k, -1/tan(pi r) for odd k (x = k/2 + r);
// at the half-integers (r = 0, k odd) the spec's infinity, +inf for
// x = n + 1/2 with n even, -inf for n odd.
float __clb_tanpif_relaxed(float x) {
  float a = __builtin_fabsf(x) < 0x1p21f ? x : __clb_trig_pi_mod4(__builtin_fabsf(x));
  int k;
  float r = __clb_trig_reduce_pi(a, &k);
  float t = __clb_rx_tan_poly(CLB_RX_PI * r);
  float y = (k & 1) ? (r == 0.0f ? ((k & 2) ? -__builtin_inff() : __builtin_inff()) : -__clb_fal_rcp(t)) : t;
  y = __builtin_fabsf(x) < 0x1p21f ? y : (x < 0.0f ? -y : y);
  return __builtin_fabsf(x) <= 0x1.fffffep127f ? y : x - x;
}
