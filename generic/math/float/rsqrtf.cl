// rsqrt(x) = 1/sqrt(x) for float, on float arithmetic, no division.
//
// A subnormal x is scaled by 2^24 (the result by 2^12 after), exactly. Then
// <clb/float_special.h>'s __clb_fs_rsqrt: an integer first guess (3.5%),
// two plain Newton steps (within 2^-17.6), and a last Newton step whose
// residual 1 - x y^2 is computed with an exact product (x y = h + eh), so
// that the step leaves about 1.5 (2^-17.6)^2 = 2^-34.6 plus the residual's
// own rounding, 2^-41, before the final fma rounds the result once: within
// 0.5 ulp + 2^-10 ulp. x y is formed before y y: both stay normal for every
// normal x (y y alone is subnormal near x = 2^128).
// rsqrt(+-0) = +-inf, rsqrt(x < 0) = NaN, rsqrt(+inf) = +0, NaN -> NaN.
//
// Operations on the common path: 1 integer, 16 mul/fma, 2 selects for the
// subnormal scaling, 4 selects for the special values.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5004 ulp at x = 0x1.00127cp-48;
// correctly rounded on 99.995% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_rsqrtf(float x) {
  int sub = x < 0x1p-126f;
  float y = __clb_fs_rsqrt(sub ? x * 0x1p24f : x);
  y = sub ? y * 0x1p12f : y;
  y = x == __builtin_inff() ? 0.0f : y;
  y = x == 0.0f ? __builtin_copysignf(__builtin_inff(), x) : y;
  return x < 0.0f ? __builtin_nanf("") : x != x ? x + x : y;
}
