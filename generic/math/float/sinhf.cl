// sinh(x) for float, on float arithmetic.
//
// a = |x|, the sign put back at the end (sinh(-0) = -0).
// a < 0.328 (k = 0 below ln2/2): a + a^3 P(a^2), P of degree 2 (relative
// error 2^-34.3, gen/fit/special_float.py sinh); the a^3 term is below
// 0.02 a, so its roundings are 2^-29 of the result: 0.5 ulp + a little.
// Else (clamped to 90: sinh overflows from 89.42 on; NaN to 90, then given
// back): a = k ln2 + r, sinh a = (e^r - 2^-2k e^-r) 2^(k-1), the bracket as
// a float-float pair from <clb/float_special.h>'s __clb_fs_exp_pm (within
// 2^-28.5 of it, at least 0.32), rounded once by hi + lo and scaled by
// 2^(k-1) in two exact steps (an overflow gives inf).
// Both are computed and one selected (no branch).
//
// Operations: about 45 (the exp pair 37, the scale 4, the polynomial 5).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5604 ulp at x = 0x1.6426dap-2;
// correctly rounded on 99.990% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_sinhf(float x) {
  float ax = __builtin_fabsf(x);
  float a = __builtin_fminf(ax, 90.0f);
  float lo;
  int k;
  float hi = __clb_fs_exp_pm(a, -1.0f, &lo, &k);
  float y = __clb_fs_scale(hi + lo, k - 1);
  float z = a * a;
  float p = __builtin_fmaf(z, __builtin_fmaf(z, 0x1.a2d748p-13f, 0x1.110fc2p-7f), 0x1.555556p-3f);
  float ys = __builtin_fmaf(a * z, p, a);
  y = ax < 0x1.5p-2f ? ys : y;
  return x != x ? x + x : __builtin_copysignf(y, x);
}
