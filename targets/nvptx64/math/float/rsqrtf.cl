// rsqrt(x) = 1/sqrt(x) for float on NVIDIA GPUs: the multi-function unit's
// rsqrt.approx.f32 (relative error within 2^-22.9, subnormal inputs taken
// as they are), then one correction, y (1 + e/2) with e = 1 - x y^2.
//
// e comes out nearly exact: t = x y rounded and its error tl = fma(x, y, -t)
// exact, then 1 - t y by one fma (|e| about 2^-22.9, rounded to 2^-24 of
// itself) less tl y by another. The step's truncation (3 e^2 / 8, below
// 2^-46) and e's roundings leave the sum within about 2^-45 of 1/sqrt(x)
// before the last fma rounds it once: within 0.5 + 2^-21 ulp. The special
// values fall out of the approximation (+-0 -> +-inf, +inf -> +0, x < 0
// and NaN -> NaN), where t is not finite and y is returned as it is.
//
// Common path: 1 MUFU operation and 6 FMA-pipe operations (the generic
// core, generic/math/float/rsqrtf.cl: 16 multiplies and fmas, 6 selects).
// Measured (tools/lab/accuracy/float_sweep.cu on an H200, 2^32 inputs,
// 2026-11-28): max 0.5000 ulp at 0x1.fffffcp-127; compute-bound 1866
// Gcall/s against the generic core's 770 (docs/performance.md).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>

float __clb_rsqrtf(float x) {
  float y = __nvvm_rsqrt_approx_f(x);
  float t = x * y;
  float tl = __builtin_fmaf(x, y, -t);
  float e = __builtin_fmaf(-t, y, 1.0f);
  e = __builtin_fmaf(-tl, y, e);
  float r = __builtin_fmaf(0.5f * y, e, y);
  return __builtin_isfinite(t) ? r : y;
}
