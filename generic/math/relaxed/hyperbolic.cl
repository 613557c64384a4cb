// Relaxed sinh, cosh, tanh, asinh, acosh, atanh on every target
// (<clb/float_relaxed.h>; bounds: gen/math_functions.def's relaxed rows).
// The spec allows 8192 ulps (2^-10) or the derivations from exp and log,
// which lose all relative accuracy near 0 (sinh, tanh, asinh, atanh) and
// near 1 (acosh); these keep about 2^-17 relative everywhere:
//
// - Near 0 an odd polynomial x + x^3 P(x^2) (gen/fit/relaxed.py): sinh on
//   |x| <= 1 (degree 2, 2^-25.3), tanh on |x| <= 0.55 (degree 2,
//   2^-19.5), asinh and atanh on |x| <= 1/2 (degrees 2 and 3, 2^-20.4 and
//   2^-21.4).
// - Above, sinh = e - 1/(4e) and cosh = e + 1/(4e) with e = exp(|x| - ln2)
//   = e^|x|/2 (finite up to sinh's and cosh's own overflow), tanh = 1 -
//   2/(e^2|x| + 1), the reciprocals approximate; asinh = log(|x| +
//   sqrt(x^2 + 1)) (log(|x|) + ln2 from 2^12 on, where x^2 + 1 would lose
//   nothing and x^2 could overflow); atanh = log((1 + |x|)/(1 - |x|))/2
//   (the quotient at least 3 above 1/2, so log's error stays relative);
//   acosh = log1p(t + sqrt(t (t + 2))), t = x - 1, through the relaxed
//   log1p, which keeps small results accurate (log(x) + ln2 from 2^12 on).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_relaxed.h>

float __clb_sinhf_relaxed(float x) {
  float a = __builtin_fabsf(x), z = a * a;
  float p = __builtin_fmaf(z, 0x1.ab3fdp-13f, 0x1.10f768p-7f);
  float small = __builtin_fmaf(a * z, __builtin_fmaf(z, p, 0x1.555598p-3f), a);
  float e = __clb_rx_exp(a - CLB_RX_LN2);
  float big = __builtin_fmaf(-0.25f, __clb_fal_rcp(e), e);
  return __builtin_copysignf(a <= 1.0f ? small : big, x);
}

float __clb_coshf_relaxed(float x) {
  float e = __clb_rx_exp(__builtin_fabsf(x) - CLB_RX_LN2);
  return __builtin_fmaf(0.25f, __clb_fal_rcp(e), e);
}

float __clb_tanhf_relaxed(float x) {
  float a = __builtin_fabsf(x), z = a * a;
  float p = __builtin_fmaf(z, -0x1.6111e2p-5f, 0x1.0d5c28p-3f);
  p = __builtin_fmaf(z, p, -0x1.553e36p-2f);
  float small = __builtin_fmaf(a * z, p, a);
  float big = __builtin_fmaf(-2.0f, __clb_fal_rcp(__clb_rx_exp(2.0f * a) + 1.0f), 1.0f);
  return __builtin_copysignf(a <= 0.55f ? small : big, x);
}

float __clb_asinhf_relaxed(float x) {
  float a = __builtin_fabsf(x), z = a * a;
  float p = __builtin_fmaf(z, -0x1.0ed614p-5f, 0x1.2ce00ap-4f);
  p = __builtin_fmaf(z, p, -0x1.553574p-3f);
  float small = __builtin_fmaf(a * z, p, a);
  float mid = __clb_rx_log(a + __clb_rx_sqrt(z + 1.0f));
  float big = __clb_rx_log(a) + CLB_RX_LN2;
  return __builtin_copysignf(a <= 0.5f ? small : (a < 0x1p12f ? mid : big), x);
}

float __clb_acoshf_relaxed(float x) {
  float t = x - 1.0f;
  float y = __clb_log1pf_relaxed(t + __clb_rx_sqrt(t * (t + 2.0f)));
  y = x < 0x1p12f ? y : __clb_rx_log(x) + CLB_RX_LN2;
  return x < 1.0f ? __builtin_nanf("") : y;
}

float __clb_atanhf_relaxed(float x) {
  float a = __builtin_fabsf(x), z = a * a;
  float p = __builtin_fmaf(z, 0x1.8be9d8p-3f, 0x1.f94cp-4f);
  p = __builtin_fmaf(z, p, 0x1.9d1e04p-3f);
  p = __builtin_fmaf(z, p, 0x1.554948p-2f);
  float small = __builtin_fmaf(a * z, p, a);
  float big = 0.5f * __clb_rx_log((1.0f + a) * __clb_fal_rcp(1.0f - a));
  return __builtin_copysignf(a <= 0.5f ? small : big, x);
}
