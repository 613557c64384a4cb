// erfc(x) for float, on float arithmetic.
//
// a = |x|; erfc(a) for a >= 0.5 as the float-float pair (hi + lo) 2^k of
// <clb/float_special.h>'s __clb_fs_erfc_pair: e^(-a^2) (a^2 as an exact
// pair, the exponential as a pair) times u S(u - um), u = 1/(a + 2) as a
// pair, S of degree 10 (gen/fit/special_float.py erfc), within 2^-28
// relative; a clamped to 10.1 (erfc rounds to +0 from 10.0546 on; NaN to
// 10.1 and given back).
//   x >= 0.5:   (hi + lo) rounded once and scaled by 2^k in two exact
//               steps: 0.5 ulp + 2^-28 relative; a subnormal result (x >
//               9.19) is rounded once more there (the first rounding at
//               2^-24 of it).
//   x <= -0.5:  2 - erfc(a) (a clamped to 4.5, where the result rounds to
//               2): 2 - hi exact by a fast two-sum, one rounding.
//   |x| < 0.5:  1 - erf(x), erf(x) = x (c0 + z P(z)) as erf's core has it,
//               x c0_hi as an exact pair: 1 - that by a fast two-sum, the
//               rest (below 0.05) rounded at its size, one rounding at the
//               end (the result is at least 0.47).
// The three are computed and one selected (no branch).
// erfc(-inf) = 2, erfc(+inf) = +0, NaN -> NaN.
//
// Operations: about 95 (the erfc pair 75, the rest 20).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7903 ulp at x = 0x1.265b42p+3 (a subnormal
// result, rounded twice); correctly rounded on 99.981% of inputs. Normal
// results (x < 9.19): max 0.7359 ulp at x = 0x1.fe069p-2 (the |x| < 0.5
// piece near its end).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_erfcf(float x) {
  float a = __builtin_fabsf(x);
  int neg = x < 0.0f;
  float am = __builtin_fminf(__builtin_fmaxf(a, 0.5f), neg ? 4.5f : 10.1f);
  float lo;
  int k;
  float hi = __clb_fs_erfc_pair(am, &lo, &k);
  // x >= 0.5
  float yp = __clb_fs_scale(hi + lo, k);
  // x <= -0.5: k >= -30 here
  float sc = __builtin_astype(((neg ? k : 0) + 127) << 23, float);
  float de;
  float d = __clb_ff_fast_two_sum(2.0f, -hi * sc, &de);
  float yn = d + __builtin_fmaf(-lo, sc, de);
  // |x| < 0.5
  float z = x * x;
  float p = __builtin_fmaf(z, -0x1.d7a618p-12f, 0x1.4a7308p-8f);
  p = __builtin_fmaf(z, p, -0x1.b7ba82p-6f);
  p = __builtin_fmaf(z, p, 0x1.ce2dbcp-4f);
  p = __builtin_fmaf(z, p, -0x1.812746p-2f);
  float el;
  float eh = __clb_ff_two_prod(x, 0x1.20dd76p+0f, &el);
  el = __builtin_fmaf(x, __builtin_fmaf(z, p, -0x1.f7ac92p-25f), el);
  float se;
  float s = __clb_ff_fast_two_sum(1.0f, -eh, &se);
  float ys = s + (se - el);
  float y = a < 0.5f ? ys : neg ? yn : yp;
  return x != x ? x + x : y;
}
