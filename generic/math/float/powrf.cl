// powr(x, y) for float, on float arithmetic: 2^(y log2 x) for x >= 0, as pow
// (powf.cl has the algorithm; <clb/float_exp_log.h> the error analysis):
// log2 x as a float-float pair within 2^-36 relative, the product y log2 x
// as a pair (an fma split), __clb_exp2_ff of it: within 0.5 + 0.14 ulp for
// a normal result, 0.76 for a subnormal one.
//
// The spec's special cases fall out of the same formula once x = +-0 enters
// as log2 x = -inf and x = +inf as +inf: y log2 x is then +-inf (+0 or +inf
// as the spec has them, for finite and infinite y), or NaN where the spec
// wants NaN: powr(+-0, +-0) and powr(+inf, +-0) (0 inf) and powr(1, +-inf)
// (inf 0); powr(x, +-0) = 2^0 = 1 and powr(1, y) = 2^(y 0) = 1 otherwise.
// Only x < 0 (NaN) and NaN operands are selected. About 55 float operations
// and one division.
//
// Measured (float-core-sweep.sh powr --pairs 26: the special-value grid and
// 2^26 random pairs, a third near x = 1): max 0.748 ulp at x = 0x1.04327p+0,
// y = -0x1.52308p+12 (a subnormal result); correctly rounded on 99.98% of
// inputs.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_powrf(float x, float y) {
  float l_lo;
  float l = __clb_log2_ff(x, &l_lo);
  l = x == 0.0f ? -__builtin_inff() : x == __builtin_inff() ? __builtin_inff() : l;
  float t_lo;
  float t = __clb_ff_two_prod(y, l, &t_lo);
  t_lo = __builtin_fmaf(y, l_lo, t_lo);
  float r = __clb_exp2_ff(t, t_lo);
  r = __builtin_isnan(t) ? t : r;
  return x < 0.0f || __builtin_isnan(x) || __builtin_isnan(y) ? __builtin_nanf("") : r;
}
