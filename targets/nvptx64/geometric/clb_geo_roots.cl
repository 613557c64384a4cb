// The geometric functions' roots on NVIDIA GPUs (the generic file says what
// each is for). Called only with sums of squares in the normal range
// (__clb_geo_in_range), where the approximate instructions are documented
// (PTX ISA: rsqrt.approx.f32 and sqrt.approx.f32 within about 2^-22.9 and
// 2^-23 relative error; no .ftz, so nothing is flushed).
// - normalize: rsqrt.approx and one Newton step, written so that its one
//   rounding is that of t = ss * y: about 1 ulp, against the 1.5 ulp of the
//   correctly rounded sqrt and division and at a fraction of their cost
//   (each is a multi-instruction sequence with a slow path).
// - fast_normalize, fast_length, fast_distance: the approximations alone,
//   as the spec defines them (half_rsqrt, half_sqrt).
// double keeps the accurate form: rsqrt.approx.f64 is only an 2^-40-ish seed.
#include <clb/geometric.h>

static inline float clb_nv_rsqrt_approx(float x) {
  float y;
  __asm__("rsqrt.approx.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}

CLB_OVLD CLB_CONST float __clb_geo_rsqrt(float ss) {
  const float y = clb_nv_rsqrt_approx(ss);
  const float t = ss * y;
  // e = 1 - ss y^2, exact apart from t's rounding; y (1 + e/2) is Newton's
  // step for 1/sqrt, which squares y's relative error.
  const float e = __builtin_fmaf(-t, y, 1.0f);
  return __builtin_fmaf(0.5f * y, e, y);
}
CLB_OVLD CLB_CONST float __clb_geo_fast_rsqrt(float ss) { return clb_nv_rsqrt_approx(ss); }
CLB_OVLD CLB_CONST float __clb_geo_fast_sqrt(float ss) {
  float r;
  __asm__("sqrt.approx.f32 %0, %1;" : "=f"(r) : "f"(ss));
  return r;
}
#if CLB_HAS_FP64
CLB_OVLD CLB_CONST double __clb_geo_rsqrt(double ss) { return 1.0 / __builtin_sqrt(ss); }
#endif
