// log1p(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_log_lean.h> has the pieces; logf.cl the same scheme).
//
// v = 1 + x rounded gives e with v = 2^e m, m in [3/4, 3/2) (integer work
// on v's bits); then f = x 2^-e + (2^-e - 1) in one fma is the exact
// (1 + x) 2^-e - 1, in [-1/4, 1/2] (with this split of m, x 2^-e's grid is
// never finer than f's ulp, and 2^-e - 1 is exact for e <= 24; above, 1 + x
// loses under 2^-25 of a result >= 17): no correction term for v's
// rounding is needed, and for e = 0 f is x itself. log(1 + f) = f + f u,
// u = f Q(f), Q of degree 9 with Q(0) = -1/2 (u rounded once; 2^-29.9
// relative: gen/fit/exp_log_lean.py log_q(9, 0.3, -0.25, 0.5)); then as
// log: s + err = e L1 + f exactly (L1 of 15 bits), and
//   log1p(x) = s + (f u + (e L2 + err)),
// the small part rounded at its own size, the sum rounded once.
//
// Error (ulps of the result): the last rounding 0.5; for e in {-1, 0, 1}
// the small part's rounding (an eighth of an ulp at most) and u's rounding
// times f (0.125 at most, at f = 1/2), the approximation a few hundredths:
// under 0.85; for e = 0 all of it shrinks with f relative to the result.
// One test for the rare path: 1 + x not in (0, 2^126), or x = 0. There ±0,
// NaN and +inf give x, -1 gives -inf, x < -1 NaN; x >= 2^126 (finite) runs
// the typical path on x 2^-64 with e raised by 64 (log1p(x) = 64 ln2 +
// log1p(x 2^-64) within 2^-62 there). Typical path: 31 float/integer
// operations (12 fma, one int-to-float conversion), no division, no table
// (nvptx64: 52 PTX instructions, 39 on the typical path counting the 3 of
// the call, 4 moves and one bra.uni of the block layout; the float-float
// core it replaced had 100, one reciprocal's division among them).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.8099 ulp at
// x = -0x1.0b058p-2; correctly rounded on 99.90% of inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_log_lean.h>

float __clb_log1pf(float x) {
  float xs = x;
  int eoff = 0;
  float v = 1.0f + x;
  if (__builtin_expect(!((uint)(__builtin_astype(v, int) - 1) < 0x7e7fffffu) || x == 0.0f, 0)) {
    if (x == 0.0f || x != x || x == __builtin_inff())
      return x;
    if (x <= -1.0f)
      return x == -1.0f ? -__builtin_inff() : __builtin_nanf("");
    xs = x * 0x1p-64f;
    eoff = 64;
    v = 1.0f + xs;
  }
  int ix = __builtin_astype(v, int) - 0x3f400000;
  float s = __builtin_astype(0x3f800000 - (ix & (int)0xff800000), float);
  float f = __builtin_fmaf(xs, s, s - 1.0f);
  float u = __clb_fll_log1p_u(f);
  float ef = (float)((ix >> 23) + eoff);
  float a = ef * CLB_FLL_LN2_1;
  float sum = a + f;
  float err = f - (sum - a);
  float tail = __builtin_fmaf(f, u, __builtin_fmaf(ef, CLB_FLL_LN2_2, err));
  return sum + tail;
}
