// tanh(x) for float, on float arithmetic.
//
// a = |x|, the sign put back at the end (tanh(-0) = -0, tanh(+-inf) = +-1).
// a < 0.34: a + a^3 P(a^2), P of degree 4 (relative error 2^-31.2,
// gen/fit/special_float.py tanh); the a^3 term is below 0.04 a, so its
// roundings are 2^-28 of the result: 0.5 ulp + a little.
// Else tanh a = 1 - 2/(1 + e^(2a)), 2a clamped to 20 (tanh rounds to 1 from
// a = 9.01 on; NaN goes to 20 and is given back): e^(2a) = (hi + lo) 2^k
// from <clb/float_special.h>'s __clb_fs_exp_pm (within 2^-28.5), D = 1 +
// e^(2a) as a pair (fast two-sums, the second normalizing it), q = 2/D as a pair (q0 = 2/D_hi, then
// the residual 2 - q0 D from an fma, exact, less q0 D_lo, times q0/2), and
// 1 - q summed exactly (1 - q0 by a fast two-sum) before the one rounding.
// q <= 0.67 here, so the result is at least 0.33 and q's relative error
// (2^-28) is at most doubled: 0.5 ulp + 2^-26 relative.
// Both paths are computed and one selected (no branch).
//
// Operations: about 63 (the exp pair 37, the division and its correction
// 8, the sums 11, the polynomial 6).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5527 ulp at x = -0x1.04b73ap-2;
// correctly rounded on 99.992% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_tanhf(float x) {
  float ax = __builtin_fabsf(x);
  float a2 = __builtin_fminf(ax + ax, 20.0f);
  float lo;
  int k;
  float hi = __clb_fs_exp_pm(a2, 0.0f, &lo, &k);
  float sc = __builtin_astype((k + 127) << 23, float);
  float dl;
  float dh = __clb_ff_fast_two_sum(hi * sc, 1.0f, &dl);
  dl = __builtin_fmaf(lo, sc, dl);
  dh = __clb_ff_fast_two_sum(dh, dl, &dl);  // lo is up to 2^-7 of hi
  float q0 = 2.0f / dh;
  float res = __builtin_fmaf(-q0, dl, __builtin_fmaf(-q0, dh, 2.0f));
  float ql = res * (0.5f * q0);
  float de;
  float d = __clb_ff_fast_two_sum(1.0f, -q0, &de);
  float y = d + (de - ql);
  float z = ax * ax;
  float p = __builtin_fmaf(z, 0x1.3f5716p-6f, -0x1.b8364cp-5f);
  p = __builtin_fmaf(z, p, 0x1.110c5ap-3f);
  p = __builtin_fmaf(z, p, -0x1.55554ep-2f);
  float ys = __builtin_fmaf(ax * z, p, ax);
  y = ax < 0.34f ? ys : y;
  return x != x ? x + x : __builtin_copysignf(y, x);
}
