// cosh(x) for float, on float arithmetic: lean, within 1 ulp (faithful).
//
// a = |x| clamped to 89.5 by a NaN-keeping minimum (cosh overflows from
// 89.42 on: +inf for a large a and +-inf; NaN in, NaN out), then
// <clb/float_hyp_lean.h>'s e^a/2 + e^-a/2: a = k ln2 + r (r exact, k ln2's
// low part c apart), cosh a = 2^(k-2) B, B = (2 + g) cosh r + (2 - g)
// sinh r + (c terms), g = 2^(1-2k), in Horner form in r with the heads 2 +
// g and 2 - g exact (their part beyond k = 11 added back), cosh r and sinh
// r from two polynomials of degree 2 in r^2 (gen/fit/hyperbolic_lean.py
// even_odd), B as an exact pair of two fmas and rounded once with the rest,
// the power of two exact (or +inf). One path for every x: for k = 0, B is 4
// cosh r; cosh(+-0) = 1.
//
// Error (ulps of the result): the one rounding 0.5; W's rounding (the
// header's Horner form, half an ulp of W in [1.07, 2.4] times |r| <= 0.35)
// 0.17; X's two (2^-24 of X, about 1, times r^2 <= 0.12) 0.12; for k = 12
// (a in [7.97, 8.66]) the added-back part's e (1 - r) for e e^-r, 0.07 (a
// quarter of that for k = 13); C's and S's errors and the c term's under
// 0.01: under 0.86 at k = 12, 0.79 elsewhere.
//
// Operations: 32 (11 fma; 5 integer operations for 2^-2k and 2^(k-2)), no
// branch, no table, no division (nvptx64: 41 PTX instructions counting the 3
// of the call, 5 moves and a negation; the float-float core it replaced had
// 81; amdgcn gfx900: 44 against 79).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7845 ulp at
// x = +-0x1.fe878ep+2 (k = 12); correctly rounded on 99.867% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_hyp_lean.h>

float __clb_coshf(float x) {
  float ax = __builtin_fabsf(x);
  return __clb_fhl_exp_pm(ax > 89.5f ? 89.5f : ax, 1.0f);
}
