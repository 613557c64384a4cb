// erf(x) for float, on float arithmetic.
//
// a = |x|, the sign put back at the end (erf(-0) = -0, erf(+-inf) = +-1).
// a < 0.5: a (c0 + z P(z)), z = a^2, c0 = 2/sqrt(pi) as a float pair, P of
// degree 4 (absolute error 2^-26.5 times z <= 1/4, gen/fit/special_float.py
// erf): a c0_hi exact inside the final fma, the rest (below 0.09 a) rounded
// at its size: 0.5 ulp + 2^-27 relative; computed on a 2^32 a and scaled
// back (exact for a normal result; a subnormal one is rounded once more,
// the first rounding 2^-24 finer).
// a >= 0.5: 1 - erfc(a), erfc(a) as the float-float pair of
// <clb/float_special.h>'s __clb_fs_erfc_pair (2^-28 relative; a clamped
// to 4.5, where erf rounds to 1 already, and NaN to 4.5 and given back);
// 1 - hi exact by a fast two-sum, then one rounding: erfc(a) <= 0.48 and
// erf(a) >= 0.52 there, so 0.5 ulp + 2^-28.
// Both are computed and one selected (no branch).
//
// Operations: about 95 (the erfc pair: a^2 2, the exp pair 30, the
// division 5, S 25, the products 12; the rest 10; the polynomial 8).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7500 ulp at x = -0x1.429dp-127 (a subnormal
// result, rounded twice); correctly rounded on 99.925% of inputs. Normal
// results (|x| >= 2^-126): max 0.7132 ulp at x = 0x1.e3af8cp-2, where erf
// is just below 1/2 and the polynomial's few roundings (2^-27 of the
// result) weigh most.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_erff(float x) {
  float a = __builtin_fabsf(x);
  float am = __builtin_fminf(__builtin_fmaxf(a, 0.5f), 4.5f);
  float lo;
  int k;
  float hi = __clb_fs_erfc_pair(am, &lo, &k);
  float sc = __builtin_astype((k + 127) << 23, float);
  float de;
  float d = __clb_ff_fast_two_sum(1.0f, -hi * sc, &de);
  float y = d + __builtin_fmaf(-lo, sc, de);
  float z = a * a;
  float p = __builtin_fmaf(z, -0x1.d7a618p-12f, 0x1.4a7308p-8f);
  p = __builtin_fmaf(z, p, -0x1.b7ba82p-6f);
  p = __builtin_fmaf(z, p, 0x1.ce2dbcp-4f);
  p = __builtin_fmaf(z, p, -0x1.812746p-2f);
  // Scaled by 2^32 so that the small term is not rounded on the subnormal
  // grid (which would cost up to half an ulp of a result near 2^-126).
  float as = a * 0x1p32f;
  float ys = __builtin_fmaf(as, 0x1.20dd76p+0f, as * __builtin_fmaf(z, p, -0x1.f7ac92p-25f)) * 0x1p-32f;
  y = a < 0.5f ? ys : y;
  return x != x ? x + x : __builtin_copysignf(y, x);
}
