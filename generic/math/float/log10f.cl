// log10(x) for float, on float arithmetic: the float-float log of
// <clb/float_exp_log.h> times log10(e) as a pair, rounded.
//
// log(x) as a pair within 2^-36 relative (x = 2^e m, 2 atanh(s) for m,
// e ln2 exactly split; the header's analysis), times log10(e) = C1 + C2
// (C1 L split exactly by an fma, the small products rounded once): within
// 2^-36 relative of log10(x), rounded once (correctly rounded but where
// log10(x) lies within 2^-36 of a rounding boundary; the exact powers of
// ten give their exponent exactly). The spec's values for 0 (-inf), x < 0
// (NaN), +inf and NaN by selects. About 50 float operations and one
// division.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5001 ulp at
// x = 0x1.670826p+0; correctly rounded on all but 672 inputs (99.99998%).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_log10f(float x) {
  float l_lo;
  float l = __clb_log_ff(x, &l_lo);
  float lo;
  float hi = __clb_ff_two_prod(l, 0x1.bcb7b2p-2f, &lo);
  lo = __builtin_fmaf(l, -0x1.5b235ep-27f, __builtin_fmaf(l_lo, 0x1.bcb7b2p-2f, lo));
  float y = hi + lo;
  float special = x == 0.0f ? -__builtin_inff() : x < 0.0f ? __builtin_nanf("") : x;
  return x > 0.0f && x < __builtin_inff() ? y : special;
}
