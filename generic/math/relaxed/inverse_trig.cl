// Relaxed asin, acos, asinpi, acospi, atan, atanpi, atan2, atan2pi on every
// target (<clb/float_relaxed.h>; bounds: gen/math_functions.def's relaxed
// rows). The spec allows 4096 ulps (asin, acos, atan; 2^-11) and 8192 (the
// pi forms, or their derivation by a product with 1/pi; atan2 by its
// derivation from atan(y/x)); these stay near 2^-17 relative.
//
// asin(v) = v + v^3 P(v^2) on v in [0, 1/2], P of degree 2 (2^-19.1,
// gen/fit/relaxed.py); above, asin(v) = pi/2 - 2 asin(w), w = sqrt((1 -
// v)/2) (1 - v exact), the square root approximate where the target has
// one; acos from the same pieces without cancellation (2 asin(w) near 1,
// pi - 2 asin(w) near -1, pi/2 - asin(x) between). atan(t) = t + t^3 P(t^2)
// on [0, 1], P of degree 4 (2^-17.6); above 1, pi/2 - atan(1/t), the
// reciprocal approximate (2^-22). atan2 from the ratio min/max of |y| and
// |x|, both scaled by 2^-64 (or 2^64) where the larger is beyond 2^64 (or
// below 2^-64) so that its approximate reciprocal stays normal; equal
// magnitudes (both zero, both infinite) give the ratio 0 or 1 exactly.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_relaxed.h>

static inline float __clb_rx_asin_poly(float v) {
  float z = v * v;
  float p = __builtin_fmaf(z, 0x1.06954ep-4f, 0x1.26806cp-4f);
  p = __builtin_fmaf(z, p, 0x1.559be6p-3f);
  return __builtin_fmaf(v * z, p, v);
}

// One polynomial for both ranges: asin(a) for a <= 1/2, else asin(w), w =
// sqrt((1 - a)/2) (the caller doubles it).
static inline float __clb_rx_asin_v(float a) {
  float w = __clb_rx_sqrt(__builtin_fmaf(a, -0.5f, 0.5f));
  return __clb_rx_asin_poly(a <= 0.5f ? a : w);
}

float __clb_asinf_relaxed(float x) {
  float a = __builtin_fabsf(x), p = __clb_rx_asin_v(a);
  float y = a <= 0.5f ? p : __builtin_fmaf(-2.0f, p, CLB_RX_PIO2);
  return __builtin_copysignf(y, x);
}

float __clb_acosf_relaxed(float x) {
  float a = __builtin_fabsf(x), p = __clb_rx_asin_v(a);
  float mid = CLB_RX_PIO2 - __builtin_copysignf(p, x);
  float end = x < 0.0f ? __builtin_fmaf(-2.0f, p, CLB_RX_PI) : 2.0f * p;
  return a <= 0.5f ? mid : end;
}

float __clb_asinpif_relaxed(float x) { return __clb_asinf_relaxed(x) * CLB_RX_1_PI; }

float __clb_acospif_relaxed(float x) { return __clb_acosf_relaxed(x) * CLB_RX_1_PI; }

static inline float __clb_rx_atan_poly(float t) {
  float z = t * t;
  float p = __builtin_fmaf(z, -0x1.c94148p-7f, 0x1.e16e0ep-5f);
  p = __builtin_fmaf(z, p, -0x1.f5d086p-4f);
  p = __builtin_fmaf(z, p, 0x1.91c822p-3f);
  p = __builtin_fmaf(z, p, -0x1.551544p-2f);
  return __builtin_fmaf(t * z, p, t);
}

float __clb_atanf_relaxed(float x) {
  float a = __builtin_fabsf(x);
  float t = a > 1.0f ? __clb_fal_rcp(a) : a;
  float p = __clb_rx_atan_poly(t);
  return __builtin_copysignf(a > 1.0f ? CLB_RX_PIO2 - p : p, x);
}

float __clb_atanpif_relaxed(float x) { return __clb_atanf_relaxed(x) * CLB_RX_1_PI; }

float __clb_atan2f_relaxed(float y, float x) {
  float ax = __builtin_fabsf(x), ay = __builtin_fabsf(y);
  float mx = __builtin_fmaxf(ax, ay), mn = __builtin_fminf(ax, ay);
  float s = mx > 0x1p64f ? 0x1p-64f : (mx < 0x1p-64f ? 0x1p64f : 1.0f);
  float t = (mn * s) * __clb_fal_rcp(mx * s);
  t = ax == ay ? (ax == 0.0f ? 0.0f : 1.0f) : t;
  float p = __clb_rx_atan_poly(t);
  p = ay > ax ? CLB_RX_PIO2 - p : p;
  p = __builtin_signbit(x) ? CLB_RX_PI - p : p;
  p = __builtin_isnan(x) || __builtin_isnan(y) ? x + y : p;
  return __builtin_copysignf(p, y);
}

float __clb_atan2pif_relaxed(float y, float x) { return __clb_atan2f_relaxed(y, x) * CLB_RX_1_PI; }
