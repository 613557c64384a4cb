// exp10(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_exp_lean.h> has the pieces; expf.cl the same scheme).
//
// k = nearest(x log2(10)) by the 1.5 2^23 rounding inside one fma (k also
// read from that sum's low bits); r1 = x - k G1 exact (G1 the float nearest
// log10(2), 24 bits on a 2^-24 grid: x - k G1 fits in float for every
// |k| <= 151); r = ln10 (r1 - k G2) in ln units, as
// r1 N1 + (r1 N2 - k (G2 ln10)) with ln10 = N1 + N2: one rounding of r at
// its own size (at most 2^-26), the small part's errors far below;
// e^r = 1 + r Q(r), expf's Q of degree 5 (|r| <= ln2/2 + 2^-16);
// 2^k by adding k << 23 to y's bits where 2^k y is normal (k in
// [-125, 127]), the one branch.
//
// Error (ulps of the result): as exp's (0.5 + 0.18 for r's rounding + 0.17
// for Q's last rounding + Q's 2^-27.7), under 0.9 for the typical path;
// the rare path's k = -126 with a normal result (2^-126 (1 + r Q) with
// r Q rounded first, an eighth of an ulp more) reached 0.92. The rare path
// (k out of [-125, 127], NaN, infinities): x >= 38.54 or NaN gives
// x + inf, x < -45.5 gives +0; else k = 128 scales y by 2^127 then 2
// (exact, or +inf), and below the normal range 2^k + 2^k (r Q) is rounded
// once. Typical path: 15 float/integer operations (10 fma), no division,
// no conversion, no table (nvptx64: 47 PTX instructions, 21 on the typical
// path counting the 3 of the call and 3 bit moves; the float-float core it
// replaced had 45, all on one path).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.9199 ulp at
// x = -0x1.2e4642p+5 (a result just above 2^-126, on the rare path);
// correctly rounded on 99.72% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_lean.h>

float __clb_exp10f(float x) {
  float t = __builtin_fmaf(x, 0x1.a934f0p+1f, CLB_FXL_SHIFT);
  float kf = t - CLB_FXL_SHIFT;
  float r1 = __builtin_fmaf(kf, -0x1.344136p-2f, x);
  float c = __builtin_fmaf(r1, -0x1.12aabap-25f, kf * 0x1.1b4172p-25f);
  float r = __builtin_fmaf(r1, 0x1.26bb1cp+1f, c);
  float q = __clb_fxl_exp_q(r);
  int ti = __builtin_astype(t, int);
  if (__builtin_expect(__clb_fxl_normal_k(ti), 1))
    return __builtin_astype(__builtin_astype(__builtin_fmaf(r, q, 1.0f), int) + (ti << 23), float);
  if (!(x < 38.54f))
    return x + __builtin_inff();
  if (x < -45.5f)
    return 0.0f;
  return __clb_fxl_scale_rare(r, q, ti - CLB_FXL_SHIFT_BITS);
}
