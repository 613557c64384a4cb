// exp(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_exp_lean.h> has the pieces).
//
// k = nearest(x log2(e)) by the 1.5 2^23 rounding inside one fma (k also
// read from that sum's low bits); r = x - k ln2 by two fmas (Cody-Waite:
// ln2 = L1 + L2, L1 the float nearest ln2, whose 21 bits make x - k L1
// exact for every |k| <= 150; the second fma rounds r once, at most
// 2^-26 for |r| <= ln2/2 + 2^-16); e^r = 1 + r Q(r), Q of degree 5 in
// Horner form, the last step the fma 1 + r Q; 2^k by adding k << 23 to
// y's bits where 2^k y is normal (k in [-125, 127]), the one branch.
//
// Error (ulps of the result, normal range): the final fma's rounding 0.5;
// r's rounding 2^-26 times e^r, 0.18 at most; Q's last rounding (half an
// ulp of Q in [0.84, 1.19]) times |r|, 0.17 at most; Q's approximation
// error 2^-27.7 relative (gen/fit/exp_log_lean.py exp_q, fitted with
// weight 1/(1 - 0.85 |r|/a) so that it is smallest at the ends |r| = a,
// where the two roundings above are largest); the inner roundings of Q,
// scaled by r^2 and smaller: under 0.9 in all. The rare path (k out of
// [-125, 127], NaN, infinities): x >= 89 or NaN gives x + inf, x < -104
// gives +0; else k = 128 scales y by 2^127 then 2 (exact, or +inf), and a
// subnormal result is 2^k + 2^k (r Q) rounded once (r Q's rounding an
// eighth of its ulp). Typical path: 13 float/integer operations (9 fma),
// no division, no conversion, no table (nvptx64: 45 PTX instructions, 19
// on the typical path counting the 3 of the call and 3 bit moves; the
// float-float core it replaced had 39, all on one path).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.8816 ulp at
// x = 0x1.ab587ap+4; correctly rounded on 99.75% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_lean.h>

float __clb_expf(float x) {
  float t = __builtin_fmaf(x, 0x1.715476p+0f, CLB_FXL_SHIFT);
  float kf = t - CLB_FXL_SHIFT;
  float r = __builtin_fmaf(kf, -0x1.62e430p-1f, x);
  r = __builtin_fmaf(kf, 0x1.05c610p-29f, r);
  float q = __clb_fxl_exp_q(r);
  int ti = __builtin_astype(t, int);
  if (__builtin_expect(__clb_fxl_normal_k(ti), 1))
    return __builtin_astype(__builtin_astype(__builtin_fmaf(r, q, 1.0f), int) + (ti << 23), float);
  if (!(x < 89.0f))
    return x + __builtin_inff();
  if (x < -104.0f)
    return 0.0f;
  return __clb_fxl_scale_rare(r, q, ti - CLB_FXL_SHIFT_BITS);
}
