// cosh(x) for float, on float arithmetic.
//
// a = |x| (clamped to 90: cosh overflows from 89.42 on; NaN to 90, then
// given back), a = k ln2 + r, cosh a = (e^r + 2^-2k e^-r) 2^(k-1), the
// bracket as a float-float pair from <clb/float_special.h>'s
// __clb_fs_exp_pm (within 2^-28.5 of it, at least 1: the pair's large terms
// summed exactly, the small ones rounded at their size), rounded once by
// hi + lo and scaled by 2^(k-1) in two exact steps (so that an overflow is
// +inf). One path for every x: for k = 0 the bracket is 2 cosh r.
// cosh(+-0) = 1, cosh(+-inf) = +inf, NaN -> NaN.
//
// Operations: about 40 (the reduction 6, the polynomials 6, the exact sums
// 18, the tail 7, the scale 4).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5299 ulp at x = 0x1.f357f8p+3;
// correctly rounded on 99.995% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_coshf(float x) {
  float a = __builtin_fminf(__builtin_fabsf(x), 90.0f);
  float lo;
  int k;
  float hi = __clb_fs_exp_pm(a, 1.0f, &lo, &k);
  float y = __clb_fs_scale(hi + lo, k - 1);
  return x != x ? x + x : y;
}
