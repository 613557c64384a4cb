// log1p(x) for float, on float arithmetic: the float-float log1p of
// <clb/float_exp_log.h>, rounded.
//
// 1 + x = u + u_lo exactly (two-sum), u = 2^e m, m in [sqrt2/2, sqrt2);
// log(m + u_lo 2^-e) = 2 atanh(s), s = (m - 1 + u_lo 2^-e)/(m + 1 + u_lo 2^-e)
// from one reciprocal and an exact fma residual (s as a pair within 2^-45;
// m - 1 is exact, so there is no cancellation near x = 0), the series as in
// log (z^2 W(z), W of degree 3, the leading terms as pairs), plus e ln2 as a
// pair: within 2^-36 relative of log1p(x), rounded once (correctly rounded
// but where log1p(x) lies within 2^-36 of a rounding boundary). |x| < 2^-24
// returns x (log1p(x) = x - x^2/2 + ..., below a quarter ulp from x; this
// keeps -0 and the subnormals); the spec's values for -1 (-inf), x < -1
// (NaN), +inf and NaN by selects. About 50 float operations and one
// division.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.5002 ulp at
// x = -0x1.231dc4p-2; correctly rounded on all but 857 inputs (99.99998%).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_log1pf(float x) {
  float lo;
  float y = __clb_log1p_ff(x, &lo);
  y = __builtin_fabsf(x) < 0x1p-24f ? x : y;
  float special = x == -1.0f ? -__builtin_inff() : x < -1.0f ? __builtin_nanf("") : x;
  return x > -1.0f && x < __builtin_inff() ? y : special;
}
