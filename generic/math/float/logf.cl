// log(x) for float, on float arithmetic: the float-float log of
// <clb/float_exp_log.h>, rounded.
//
// x = 2^e m, m in [sqrt2/2, sqrt2) (a subnormal x scaled by 2^24 first);
// log(m) = 2 atanh(s), s = (m - 1)/(m + 1) from one reciprocal and an exact
// fma residual (s as a pair within 2^-45), 2s (1 + z/3 + z^2 W(z)),
// z = s^2, W of degree 3, the leading terms as pairs; plus e ln2 as a pair
// (e L1 split exactly by an fma). The pair is within 2^-36 relative of
// log(x) (the header's analysis), its head the float nearest it: correctly
// rounded but where log(x) lies within 2^-36 of a rounding boundary. The
// spec's values for 0 (-inf), x < 0 (NaN), +inf and NaN by selects. About
// 45 float operations and one division.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5002 ulp at
// x = 0x1.6e711ep-1; correctly rounded on all but 645 inputs (99.99998%).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_logf(float x) {
  float lo;
  float y = __clb_log_ff(x, &lo);
  float special = x == 0.0f ? -__builtin_inff() : x < 0.0f ? __builtin_nanf("") : x;
  return x > 0.0f && x < __builtin_inff() ? y : special;
}
