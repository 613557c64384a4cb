// exp2(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_exp_lean.h> has the pieces).
//
// k = nearest(x) by adding and subtracting 1.5 2^23 (k also read from the
// sum's low bits; no cvt.rni), r = x - k exact in [-1/2, 1/2];
// 2^r = 1 + r Q(r), Q of degree 5 in Horner form, the last step the fma
// 1 + r Q; 2^k by adding k << 23 to y's bits where 2^k y is normal (k in
// [-125, 127]), the one branch.
//
// Error (ulps of the result, normal range): the final fma's rounding 0.5;
// Q's last rounding (half an ulp of Q in [0.57, 0.81]) times |r|, 0.25 at
// most (at r = -1/2, where 2^r's ulp is the finer one); Q's approximation
// error 2^-27.5 relative (gen/fit/exp_log_lean.py exp2_q, fitted with
// weight 1/(1 - 0.7 |r|/a), smallest at the ends, where Q's rounding
// weighs most); Q's inner roundings, scaled by r^2, smaller: under 0.85 in
// all. No reduction error (r is exact). The rare path (k out of
// [-125, 127], NaN, infinities): x >= 128 or NaN gives x + inf, x < -151
// gives +0; else k = 128 scales y by 2^127 then 2 (exact, or +inf), and a
// subnormal result is 2^k + 2^k (r Q) rounded once (r Q's rounding an
// eighth of its ulp). Typical path: 11 float/integer operations (7 fma),
// no division, no conversion, no table (nvptx64: 44 PTX instructions, 18
// on the typical path counting the 3 of the call and 3 bit moves; the
// float-float core it replaced had 42, all on one path).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7937 ulp at
// x = -0x1.ff10eep-2; correctly rounded on 99.71% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_lean.h>

float __clb_exp2f(float x) {
  float t = x + CLB_FXL_SHIFT;
  float r = x - (t - CLB_FXL_SHIFT);
  float q = __clb_fxl_exp2_q(r);
  int ti = __builtin_astype(t, int);
  if (__builtin_expect(__clb_fxl_normal_k(ti), 1))
    return __builtin_astype(__builtin_astype(__builtin_fmaf(r, q, 1.0f), int) + (ti << 23), float);
  if (!(x < 128.0f))
    return x + __builtin_inff();
  if (x < -151.0f)
    return 0.0f;
  return __clb_fxl_scale_rare(r, q, ti - CLB_FXL_SHIFT_BITS);
}
