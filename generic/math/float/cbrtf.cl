// cbrt(x) for float, on float arithmetic.
//
// |x| = m 2^e, m in [1, 2) (a subnormal x is scaled by 2^24 first, exactly),
// e = 3q + r, r in {0, 1, 2}, so cbrt|x| = cbrt(m') 2^q with m' = m 2^r in
// [1, 8). A degree-5 polynomial P(m) ~ m^(-1/3) on [1, 2) (relative error
// 2^-17.4, gen/fit/special_float.py cbrt) times 2^(-r/3) gives t ~ m'^(-1/3);
// y = (m' t) t ~ m'^(1/3) within 2^-16. One Newton step for y^3 = m' with
// the residual y^3 - m' computed exactly enough (y y = y2 + e2 exactly,
// fma(y2, y, -m') + e2 y: the residual is 2^-16 of m', so its roundings are
// 2^-40 of m') and 1/(3 y^2) taken as t^2/3 (within 2^-16, which only scales
// the 2^-16 correction): the error left is about 3 (2^-16)^2 = 2^-30 of the
// result before the final fma rounds it once (0.5 ulp). Times 2^q exactly,
// the sign copied; the result is never subnormal (cbrt(2^-149) ~ 2^-49.7).
// +-0, +-inf and NaN return x.
//
// Operations on the common path: 5 fma (P), 8 mul/fma (y and the step),
// 6 integer (exponent split, the scale), 2 selects.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5046 ulp at x = 0x1.ec9f46p-118;
// correctly rounded on 99.84% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>

float __clb_cbrtf(float x) {
  float ax = __builtin_fabsf(x);
  int sub = ax < 0x1p-126f;
  float a = sub ? ax * 0x1p24f : ax;
  int ib = __builtin_astype(a, int);
  int e = (ib >> 23) - 127;  // [-125, 127]
  // q = floor(e / 3): e + 129 in [4, 256], divided by 3 by a multiply.
  int q = (((e + 129) * 0x5556) >> 16) - 43;
  int r = e - 3 * q;
  float m = __builtin_astype((ib & 0x007fffff) | 0x3f800000, float);
  float mr = __builtin_astype((ib & 0x007fffff) | ((127 + r) << 23), float);
  float p = __builtin_fmaf(m, -0x1.16d6fep-6f, 0x1.3fa274p-3f);
  p = __builtin_fmaf(m, p, -0x1.321c66p-1f);
  p = __builtin_fmaf(m, p, 0x1.3e68c0p+0f);
  p = __builtin_fmaf(m, p, -0x1.90e748p+0f);
  p = __builtin_fmaf(m, p, 0x1.c7f368p+0f);
  float t = p * (r == 0 ? 1.0f : r == 1 ? 0x1.965feap-1f : 0x1.428a30p-1f);
  float y = (mr * t) * t;
  float y2 = y * y;
  float e2 = __builtin_fmaf(y, y, -y2);
  float res = __builtin_fmaf(y2, y, -mr) + e2 * y;
  y = __builtin_fmaf(-res, (t * t) * 0x1.555556p-2f, y);
  int k = q - (sub ? 8 : 0);
  float out = y * __builtin_astype((k + 127) << 23, float);
  out = __builtin_copysignf(out, x);
  return (ax == 0.0f || !(ax < __builtin_inff())) ? x + x : out;
}
