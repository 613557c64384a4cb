// hypot(x, y) = sqrt(x^2 + y^2) for float, on float arithmetic, no division.
//
// a = max(|x|, |y|), b = min, as unsigned integers (their bit patterns
// order as the values do; a NaN is above every number, so that a is NaN
// where either is). For a in [2^-50, 2^50) (one unsigned compare; b any
// below it) nothing overflows, no product that matters underflows, and no
// scaling is needed:
// - a^2 + b^2 = sh + (pl + e) with an error below 2^-47 sh: a^2 = ph + pl
//   (two-product, pl exact: a multiple of ulp(a)^2 >= 2^-146), sh = ph + b^2
//   rounded, sh - ph exact (Dekker's fast two-sum, ph >= b^2), e = b^2 -
//   (sh - ph) by one fma, |e| <= ulp(sh) rounded once (a tiny b only
//   loses what is below 2^-150, 2^-50 of sh).
// - t ~ 1/sqrt(sh) from one approximate instruction (<clb/float_hw_approx.h>:
//   rsqrt.approx on NVIDIA GPUs, v_rsq on AMD, relative error 2^-22 or less
//   however rounded; the division of the square root elsewhere), r0 = sh t
//   = sqrt(a^2 + b^2) (1 + u), |u| <= 2^-21.7.
// - One Newton step, r = r0 + d t/2 with d = sh - r0^2 + (pl + e) (the
//   residual by fma, rounded at 2^-24 of 2^-20.7 sh): r = sqrt (1 - u^2/2 -
//   u v), v = t's own error (|v| <= 2^-21.7), so within 2^-42.8 relative,
//   and d's roundings (2^-44 sh) add 2^-45: r is within 2^-42.5 of the square
//   root before the fma's one rounding, 0.5 ulp + 2^-18 ulp.
// Elsewhere, behind a branch: inf in either gives +inf (hypot(+-inf, NaN)
// too), else NaN gives NaN; two zeros give +0; otherwise a and b are scaled
// by 2^-80 (a >= 2^50: a tiny b then becomes subnormal or 0, below 2^-96 of
// a) or 2^100 (a < 2^-50, subnormal a too) into the same range, and the
// result back exactly: an overflow is the correctly rounded one, a
// subnormal result is rounded twice (0.5 ulp + 0.25 ulp at most).
//
// Operations on the common path: 4 integer (the absolute values, max and
// min), 2 for the range test and its branch, 11 mul/fma/add and the
// approximate reciprocal square root: 29 nvptx64 instructions (PTX, with
// ld.param, st.param and ret, 2 bit moves and 2 negations; 54 with the
// former bit-trick seed and two Newton steps and a scaling of every input).
// Small enough for LLVM's inliner at -O2 on x86-64 (cost 210, threshold
// 225), so that a loop over work-items calling it vectorizes (PoCL).
//
// Measured (float-core-sweep.sh --pairs 26, the grid of special values and
// 2^26 random pairs): max 0.7489 ulp at x = 0x1.489f2p-129
// y = -0x1.18526cp-127 (a subnormal result, rounded twice); correctly
// rounded on 99.99992% of inputs. With 2^30 pairs: max 0.7497 ulp at
// x = 0x1.d1d6c8p-127 y = -0x1.0de0ep-130. With CLB_FAS_TEST_RSQRT (a
// reciprocal square root up to 2 ulps off) and 2^28 pairs: max 0.7497 ulp
// at x = -0x1.1affd4p-127 y = 0x1.77204cp-127, 99.99992% correctly rounded.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_ff.h>
#include <clb/float_hw_approx.h>

// sqrt(a^2 + b^2), a in [2^-50, 2^50], 0 <= b <= a.
static inline float __clb_hypot_kernel(float a, float b) {
  float pl, ph = __clb_ff_two_prod(a, a, &pl);
  float sh = ph + b * b;
  float e = __builtin_fmaf(b, b, ph - sh);  // ph - sh exact
  float t = __clb_fas_rsqrt(sh);
  float r0 = sh * t;
  float d = __builtin_fmaf(-r0, r0, sh) + (e + pl);
  return __builtin_fmaf(d, 0.5f * t, r0);
}

float __clb_hypotf(float x, float y) {
  uint ix = __builtin_astype(x, uint) & 0x7fffffffu, iy = __builtin_astype(y, uint) & 0x7fffffffu;
  uint ia = ix > iy ? ix : iy, ib = ix > iy ? iy : ix;
  float a = __builtin_astype(ia, float), b = __builtin_astype(ib, float);
  if (ia - 0x26800000u < 0x32000000u)  // a in [2^-50, 2^50)
    return __clb_hypot_kernel(a, b);
  if (ia - 1u >= 0x7f7fffffu)  // zeros, infinities, NaN
    return ib == 0x7f800000u ? __builtin_inff() : a;  // a: +0, inf or NaN
  float s = ia < 0x3f800000u ? 0x1p100f : 0x1p-80f;
  float u = ia < 0x3f800000u ? 0x1p-100f : 0x1p80f;
  return __clb_hypot_kernel(a * s, b * s) * u;
}
