// Relaxed sin, cos, sincos, sinpi, cospi, tan, tanpi
// (<clb/float_relaxed.h>; bounds: gen/math_functions.def's relaxed rows).
//
// sin, cos, sincos with hardware approximations (nvptx64): sin.approx and
// cos.approx of x, as CUDA's __sinf and __cosf: 2^-20.5 absolute on [-pi,
// pi], where the spec asks 2^-11; the instructions reduce x themselves, less
// accurately further out (2^-17.2 at x = 88.7 on an H200), where the spec
// sets no bound. A reduction of our own before them kept 2^-20 to |x| =
// 2^20 but cost 0.84 of CUDA's speed in dependent chains. sinpi, cospi: r = |x| - 2 nearest(|x|/2) in [-1, 1] exactly (after
// the default core's reduction mod 4 above 2^21), sin.approx(pi r): 2^-20
// absolute for every x. Elsewhere the default cores.
//
// tan and tanpi on every target: x = k pi/2 + r with |r| <= pi/4 (1 +
// 2^-7) (below), tanpi's exactly (<clb/float_trig.h>, r in [-1/4, 1/4]), then
// tan(r) = r + r^3 P(r^2), P of degree 3 (2^-18.1, gen/fit/relaxed.py), and
// -1/tan(r) by an approximate reciprocal for odd k: about 2^-17.5 relative
// (the spec allows 8192 ulps, 2^-10).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_relaxed.h>
#include <clb/float_trig.h>

#if CLB_RX_HW
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
  return __clb_rx_sin(x);
#else
  return __clb_sinf(x);
#endif
}

float __clb_cosf_relaxed(float x) {
#if CLB_RX_HW
  return __clb_rx_cos(x);
#else
  return __clb_cosf(x);
#endif
}

float __clb_sincosf_relaxed(float x, private float *c) {
#if CLB_RX_HW
  *c = __clb_rx_cos(x);
  return __clb_rx_sin(x);
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

// x = k pi/2 + r: below 2^17 by three fmas (k from the rounding of x 2/pi
// + 1.5 2^23, its parity in the sum's low bit; pi/2 as three floats, the
// first of 24 bits: r within 2^-24 of its size plus 2^-40), above by the
// default core's Payne-Hanek reduction behind a branch.
float __clb_tanf_relaxed(float x) {
  float r;
  int q;
  if (__builtin_fabsf(x) < 0x1p17f) {
    float t = __builtin_fmaf(x, 0x1.45f306p-1f, 0x1.8p23f);
    float k = t - 0x1.8p23f;
    q = __builtin_astype(t, int);
    r = __builtin_fmaf(k, -0x1.921fb6p+0f, x);
    r = __builtin_fmaf(k, 0x1.777a5cp-25f, r);
    r = __builtin_fmaf(k, 0x1.ee59dap-50f, r);
  } else {
    float nrl;
    r = __clb_trig_reduce(x, &nrl, &q);
    r = r - nrl;
  }
  float t = __clb_rx_tan_poly(r);
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
