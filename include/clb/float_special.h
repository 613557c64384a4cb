// Shared pieces of the float-only cores of cbrt, rsqrt, hypot, the
// hyperbolic functions, erf/erfc and the gamma functions
// (generic/math/float/): static inline, float arithmetic alone (see
// <clb/float_cores.h>); the error-free steps through <clb/float_ff.h>.
#ifndef CLB_FLOAT_SPECIAL_H
#define CLB_FLOAT_SPECIAL_H

#include <clb/float_ff.h>

// 1/sqrt(a) within 2^-17.6 (relative) for a normal positive a: the
// exponent halved and negated by an integer subtraction from a constant
// (a first guess within 3.5%), then two Newton steps y (3 - a y^2)/2
// (3.5% -> 1.8e-3 -> 4.7e-6). a y is computed first: for a normal a it is
// near sqrt(a), so nothing here is subnormal. 9 operations, no division.
static inline float __clb_fs_rsqrt_est(float a) {
  float y = __builtin_astype(0x5f375a86 - (__builtin_astype(a, int) >> 1), float);
  y = y * __builtin_fmaf(-0.5f * (a * y), y, 1.5f);
  y = y * __builtin_fmaf(-0.5f * (a * y), y, 1.5f);
  return y;
}

// 1/sqrt(a) within 0.5 ulp + 2^-33 relative, a normal and positive: the
// estimate, and one more Newton step whose residual 1 - a y^2 is computed
// exactly enough (a y = h + eh exactly; fma(-h, y, 1) rounds a value near
// 2^-17 at 2^-41; eh y is 2^-24 of it), applied by one fma that rounds the
// result once.
static inline float __clb_fs_rsqrt(float a) {
  float y = __clb_fs_rsqrt_est(a);
  float eh;
  float h = __clb_ff_two_prod(a, y, &eh);
  float r = __builtin_fmaf(-eh, y, __builtin_fmaf(-h, y, 1.0f));
  return __builtin_fmaf(0.5f * y, r, y);
}

#endif
