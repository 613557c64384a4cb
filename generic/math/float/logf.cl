// log(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_log_lean.h> has the pieces).
//
// x = 2^e m, m in [sqrt2/2, sqrt2), by integer work on x's bits (a
// subnormal x scaled by 2^23 first, on the rare path); f = m - 1 exact in
// [-0.293, 0.415]; log(1 + f) = f + f u, u = f Q(f) with Q of degree 8
// and Q(0) = -1/2 (Horner to f (Q + 1/2) / f, then u = -f/2 + f (that) in
// one fma: u rounded once); e ln2 = e L1 + e L2 with L1 of 15 bits (e L1
// exact); s = e L1 + f and its rounding error err exact (Dekker's fast
// two-sum: |e L1| >= |f| unless e = 0), then
//   log(x) = s + (f u + (e L2 + err)),
// the small part rounded at its own size (two fmas) and the sum rounded
// once. The spec's values for 0 (-inf), x < 0 (NaN), +inf and NaN on the
// rare path, behind the one test (x a normal float > 0).
//
// Error (ulps of the result): the last rounding 0.5; for e in {-1, 0, 1}
// (|log(x)| down to 0 for e = 0, 0.3466 for e = +-1) the small part's
// rounding (|f u| <= 0.087: an eighth of an ulp at most), u's rounding
// times f (0.1 at most, at the ends of f's range), Q's approximation error
// (gen/fit/exp_log_lean.py log_q: 2^-26.9 relative to log(1 + f), fitted
// with weight 1/(1 - 0.7 |f|/0.414), least at the ends, where those
// roundings weigh most), the rest far smaller; for |e| >= 2 the small part
// weighs 2^-5 ulp or less. Under 0.9 in all; relative to the result all
// of it shrinks with f for e = 0, so log(x) near 1 is as accurate as f.
// Typical path: 25 float/integer operations (10 fma, one int-to-float
// conversion), no division, no table (nvptx64: 41 PTX instructions, 31
// on the typical path counting the 3 of the call, 2 bit moves and one
// bra.uni of the block layout; the float-float core it replaced had 80,
// one reciprocal's division among them).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.8140 ulp at
// x = 0x1.472e7cp+0; correctly rounded on 99.95% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_log_lean.h>

float __clb_logf(float x) {
  int bits = __builtin_astype(x, int);
  if (__builtin_expect(!__clb_fll_normal(x), 0)) {
    int sb = __clb_fll_sub_bits(x);
    if (!(x > 0.0f && x < __builtin_inff()))
      return x == 0.0f ? -__builtin_inff() : x < 0.0f ? __builtin_nanf("") : x;
    bits = sb;
  }
  int ix = bits - CLB_FLL_M_LOW;
  float f = __clb_fll_f(ix);
  float u = __clb_fll_log_u(f);
  float ef = (float)(ix >> 23);
  float a = ef * CLB_FLL_LN2_1;
  float s = a + f;
  float err = f - (s - a);
  float tail = __builtin_fmaf(f, u, __builtin_fmaf(ef, CLB_FLL_LN2_2, err));
  return s + tail;
}
