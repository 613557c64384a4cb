// atanh(x) for float, on float arithmetic.
//
// a = |x|, the sign put back at the end (atanh(-0) = -0).
// a < 2^-6: a + a^3 P(a^2), P of degree 1 (relative error 2^-40.4,
// gen/fit/special_float.py atanh); the a^3 term is below 2^-12 a.
// 2^-6 <= a < 1: log1p(u)/2, u = 2a/(1 - a), with u and 1 + u float-float
// pairs: 1 - a by a fast two-sum (exact), u0 = 2a rcp, rcp = 1/(1 - a)
// (one division), the residual 2a - u0 (1 - a) from fmas (exact but for a
// rounding at 2^-48 of 2a) times rcp as u's low part (within 2^-46); 1 + u
// by a two-sum (u reaches 2^25), and its logarithm as a pair (__clb_fs_log_pair on
// <clb/float_exp_log.h>, 2^-36 relative, and far better near 1, where the
// result is small); halved and rounded once: 0.5 ulp + 2^-10 ulp.
// atanh(+-1) = +-inf, |x| > 1 -> NaN, NaN -> NaN.
//
// Operations: about 65 (the logarithm about 45, the quotient 10, the rest
// 6; the polynomial 5).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5001 ulp at x = -0x1.57ad7cp-3;
// correctly rounded on 99.99997% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_atanhf(float x) {
  float a = __builtin_fabsf(x);
  float am = a < 1.0f ? a : 0.5f;  // keeps the unused path finite
  float dl;
  float dh = __clb_ff_fast_two_sum(1.0f, -am, &dl);
  float rcp = 1.0f / dh;
  float a2 = am + am;
  float u = a2 * rcp;
  float res = __builtin_fmaf(-u, dl, __builtin_fmaf(-u, dh, a2));
  float ul = res * rcp;
  float vl;
  float v = __clb_ff_two_sum(1.0f, u, &vl);
  vl = vl + ul;
  v = __clb_ff_fast_two_sum(v, vl, &vl);
  float lo;
  float hi = __clb_fs_log_pair(v, vl, 0, &lo);
  float y = 0.5f * (hi + lo);
  float z = a * a;
  float ys = __builtin_fmaf(a * z, __builtin_fmaf(z, 0x1.999072p-3f, 0x1.555556p-2f), a);
  y = a < 0x1p-6f ? ys : y;
  y = a == 1.0f ? __builtin_inff() : y;
  y = a > 1.0f ? __builtin_nanf("") : y;
  return x != x ? x + x : __builtin_copysignf(y, x);
}
