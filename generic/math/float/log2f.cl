// log2(x) for float, on float arithmetic: the float-float log2 of
// <clb/float_exp_log.h>, rounded.
//
// x = 2^e m, m in [sqrt2/2, sqrt2) (a subnormal x scaled by 2^24 first);
// log(m) as a pair within 2^-36 relative (2 atanh(s), s = (m - 1)/(m + 1),
// the header's analysis), times log2(e) as a pair, plus e exactly: the
// pair is within 2^-36 relative of log2(x), its head the float nearest it
// (correctly rounded but where log2(x) lies within 2^-36 of a rounding
// boundary; exact powers of two give their exponent exactly). The spec's
// values for 0 (-inf), x < 0 (NaN), +inf and NaN by selects. About 45 float
// operations and one division.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5002 ulp at
// x = 0x1.6a068ap+0; correctly rounded on all but 530 inputs (99.99999%).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_log2f(float x) {
  float lo;
  float y = __clb_log2_ff(x, &lo);
  float special = x == 0.0f ? -__builtin_inff() : x < 0.0f ? __builtin_nanf("") : x;
  return x > 0.0f && x < __builtin_inff() ? y : special;
}
