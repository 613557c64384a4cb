// log10(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_log_lean.h> has the pieces; log2f.cl the same scheme).
//
// x = 2^e m, m in [sqrt2/2, sqrt2), by integer work on x's bits (a
// subnormal x scaled by 2^23 first, on the rare path); f = m - 1 exact in
// [-0.293, 0.415]; log(1 + f) = f - f^2/2 + f^2 w, w = f P(f), P of degree
// 8 (the polynomial of degree 10 within 2^-30.1 relative). With
// log10(e) = D + D' (D the float nearest), log10(2) = G1 + G2 (G1 of 11
// bits: e G1 exact), h + lo = f D exactly (an fma gives lo), and
// s + err = e G1 + h exactly (Dekker's fast two-sum, |e G1| >= |h| unless
// e = 0):
//   log10(x) = s + (-(f/2) h + (f (h w) + (lo (1 - f/2) + f D' + e G2 + err))),
// the f^2 D/2 term's main part (f/2) h exact inside the last fma of the
// small part, which is rounded once at its own size, and the sum rounded
// once. The spec's values for 0 (-inf), x < 0 (NaN), +inf and NaN on the
// rare path, behind the one test (x a normal float > 0).
//
// Error (ulps of the result): the last rounding 0.5; for e = 0 the small
// part's rounding (an eighth of an ulp at most), h w's and w's roundings
// times f, the dropped f lo w, P's approximation error
// (gen/fit/exp_log_lean.py log_q(9, 0.3)), each 0.06 or less: under 0.85
// in all; for |e| >= 1 the small part weighs less. Typical path: 32
// float/integer operations (14 fma, one int-to-float conversion), no
// division, no table (nvptx64: 49 PTX instructions, 37 on the typical
// path counting the 3 of the call, 2 bit moves and one bra.uni of the
// block layout; the float-float core it replaced had 88, one reciprocal's
// division among them).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7809 ulp at
// x = 0x1.54e6c6p+0; correctly rounded on 99.96% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_log_lean.h>

float __clb_log10f(float x) {
  int bits = __builtin_astype(x, int);
  if (__builtin_expect(!__clb_fll_normal(x), 0)) {
    int sb = __clb_fll_sub_bits(x);
    if (!(x > 0.0f && x < __builtin_inff()))
      return x == 0.0f ? -__builtin_inff() : x < 0.0f ? __builtin_nanf("") : x;
    bits = sb;
  }
  int ix = bits - CLB_FLL_M_LOW;
  float f = __clb_fll_f(ix);
  float w = __clb_fll_log_w9(f);
  float hn = -0.5f * f;
  float ef = (float)(ix >> 23);
  float a = ef * CLB_FLL_LG2_1;
  float h = f * 0x1.bcb7b2p-2f;
  float lo = __builtin_fmaf(f, 0x1.bcb7b2p-2f, -h);
  float s = a + h;
  float err = h - (s - a);
  float t = __builtin_fmaf(ef, CLB_FLL_LG2_2, __builtin_fmaf(f, -0x1.5b235ep-27f, lo + err));
  t = __builtin_fmaf(lo, hn, t);
  float tail = __builtin_fmaf(hn, h, __builtin_fmaf(f, h * w, t));
  return s + tail;
}
