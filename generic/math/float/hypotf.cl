// hypot(x, y) = sqrt(x^2 + y^2) for float, on float arithmetic, no division.
//
// a = max(|x|, |y|), b = min: both scaled by the power of two s = 2^(1 - e),
// e = a's exponent (-126 for a subnormal a), so that A = a s is in [2, 4)
// (in [2^-22, 2) for a subnormal a) and nothing overflows or underflows
// that matters: B = b s, or B^2, is subnormal only where b/a < 2^-41, far
// below the result's rounding. A^2 + B^2 = sh + sl as a float-float (two
// exact products, a fast two-sum). Its square root without a division:
// t ~ 1/sqrt(sh) within 2^-17.6 (<clb/float_special.h>), r0 = sh t, and the
// Newton correction r = r0 + (sh - r0^2 + sl) t/2 with the residual from
// one fma (exact to 2^-41 of sh): r is within about 2^-34 of the square
// root before its final rounding (0.5 ulp + 2^-10 ulp). The result is
// (r/2) 2^e, exact but for the one rounding of a subnormal result (where
// the first rounding is 2^-24 finer); an overflow is the correctly rounded
// one since r is correctly rounded on nearly every input. hypot(x, +-0) =
// |x| exactly (the correction is below half an ulp). hypot(+-inf, any, NaN
// too) = +inf; else a NaN gives NaN.
//
// Operations on the common path: 4 integer/select for the scale, 18
// mul/fma/add (the products, the sum, the square root), 2 selects.
//
// Measured (float-core-sweep.sh --pairs 26, the grid of special values and
// 2^26 random pairs): max 0.7450 ulp at x = 0x1.569a68p-128 y = -0x1.759018p-127
// (a subnormal result, rounded twice); correctly rounded on 99.9986% of
// inputs. With 2^30 pairs: max 0.7500 ulp at x = -0x1.56aa7p-128
// y = 0x1.8350e4p-127, 99.9986% correctly rounded.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_special.h>

float __clb_hypotf(float x, float y) {
  float ax = __builtin_fabsf(x), ay = __builtin_fabsf(y);
  float a = ax > ay ? ax : ay, b = ax > ay ? ay : ax;
  int ea = __builtin_astype(a, int) >> 23;
  ea = ea < 1 ? 1 : ea;  // a subnormal (or zero) a as 2^-126
  float s = __builtin_astype((255 - ea) << 23, float);
  float A = a * s, B = b * s;
  float pl, ql, sl;
  float ph = __clb_ff_two_prod(A, A, &pl);
  float qh = __clb_ff_two_prod(B, B, &ql);
  float sh = __clb_ff_fast_two_sum(ph, qh, &sl);
  sl = sl + (pl + ql);
  float t = __clb_fs_rsqrt_est(sh);
  float r0 = sh * t;
  float d = __builtin_fmaf(-r0, r0, sh) + sl;
  float r = __builtin_fmaf(d, 0.5f * t, r0);
  float out = (r * 0.5f) * __builtin_astype((ea) << 23, float);
  return (ax == __builtin_inff() || ay == __builtin_inff()) ? __builtin_inff() : out;
}
