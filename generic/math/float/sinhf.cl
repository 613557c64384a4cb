// sinh(x) for float, on float arithmetic: lean, within 1 ulp (faithful).
//
// a = |x|, the sign put back at the end by one or of the sign bit (sinh(-0)
// = -0); both paths are computed and one selected (no branch).
// a < 0.6: a + a^3 P(a^2), P of degree 2 (gen/fit/hyperbolic_lean.py
// sinh_p: relative error 2^-31). NaN takes this path (a NaN out); a
// subnormal or tiny a gives a (a^3 P underflows or is below half an ulp).
// a >= 0.6 (clamped to 89.5: sinh overflows from 89.42 on, +-inf gives
// +-inf): <clb/float_hyp_lean.h>'s e^a/2 - e^-a/2: a = k ln2 + r (r exact,
// k ln2's low part c apart; k >= 1 here, and r >= -0.093 for k = 1), sinh a
// = 2^(k-2) B, B = (2 - g) cosh r + (2 + g) sinh r + (c terms), g =
// 2^(1-2k), in Horner form in r with the heads 2 - g and 2 + g exact (their
// part beyond k = 11 added back), B >= 1.27, as an exact pair of two fmas
// and rounded once with the rest, the power of two exact (or +inf).
//
// Error (ulps of the result): the last rounding 0.5 on both paths. Small
// path: the three roundings of the a^3 P term (a^2, a a^2, P's last), each
// 2^-24 relative of a term at most 0.058 of the result: 0.17; P's error
// 0.01: under 0.68. Large path as in coshf.cl: W's rounding 0.17 (times
// 1.2 for k = 1, where B >= 1.27 and W <= 3), X's two 0.12, the added-back
// part's approximation 0.07 at k = 12 only: under 0.86.
//
// Operations: 41 (the large path's 30, 11 of them fma; 5 on the small
// one; abs, clamp, compare, select and the sign's and/or), no branch, no
// table, no division (nvptx64: 52 PTX instructions counting the 3 of the
// call and 8 moves; the float-float core it replaced had 98 with a branch
// for NaN; amdgcn gfx900: 55 against 102).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7862 ulp at
// x = -0x1.fefc72p+2 (k = 12); correctly rounded on 99.863% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_hyp_lean.h>

float __clb_sinhf(float x) {
  float ax = __builtin_fabsf(x);
  float y = __clb_fhl_exp_pm(__builtin_fminf(ax, 89.5f), -1.0f);
  float z = ax * ax;
  float p = __builtin_fmaf(z, __builtin_fmaf(z, 0x1.a3ff20p-13f, 0x1.110df8p-7f), 0x1.555558p-3f);
  float ys = __builtin_fmaf(ax * z, p, ax);
  y = ax >= 0.6f ? y : ys;
  return __builtin_astype(__builtin_astype(y, uint) | (__builtin_astype(x, uint) & 0x80000000u), float);
}
