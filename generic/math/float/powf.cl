// pow(x, y) for float, on float arithmetic: 2^(y log2|x|) with log2|x| as a
// float-float pair and the product carried as a pair into exp2.
//
// log2|x| = l + l_lo within 2^-36 relative (<clb/float_exp_log.h>: x = 2^e m,
// 2 atanh((m - 1)/(m + 1)) with its leading terms as pairs, one division);
// t = y l split exactly by an fma, plus y l_lo: t + t_lo within 2^-36 of
// y log2|x| relative, so within 2^-28.8 absolute wherever the result is
// finite and nonzero (|t| < 150), a relative error of 2^-29.3 in 2^t.
// __clb_exp2_ff(t, t_lo) rounds 2^t within 0.5 + 0.11 ulp (0.76 for a
// subnormal result, which is rounded twice). Exact results (pow(4, 0.5),
// pow(10, 3), ...) come out exact: the pair is far closer than half an ulp.
//
// The special cases are the C99 ones the OpenCL spec takes (and pow(+-0,
// -inf) = +inf): |x| = 0 and inf enter as log2|x| = -inf, +inf, so that
// 2^(y log2|x|) is already +0 or +inf as the sign of y decides; the sign of
// a negative x (or -0, -inf) goes to the result for an odd integer y, a
// negative finite x with a non-integer y gives NaN; then NaN operands give
// NaN, and y = +-0 or x = +1 give 1 whatever the other operand (NaN
// included), as does x = -1 with y = +-inf. About 60 float operations and
// one division.
//
// Measured (float-core-sweep.sh pow --pairs 26: the special-value grid and 2^26
// random pairs, a third near x = 1): max 0.748 ulp at x = 0x1.01e2c6p+0, y =
// -0x1.7449d2p+13 (a subnormal result); correctly rounded on 99.98% of inputs.
// A further 3 10^6 pairs (MPFR) with x within 2^-9 of 1 and |y log2 x| < 160:
// max 0.753 ulp (subnormal), normal results within 0.59.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_powf(float x, float y) {
  float ax = __builtin_fabsf(x);
  float l_lo;
  float l = __clb_log2_ff(ax, &l_lo);
  l = ax == 0.0f ? -__builtin_inff() : ax == __builtin_inff() ? __builtin_inff() : l;
  float t_lo;
  float t = __clb_ff_two_prod(y, l, &t_lo);
  t_lo = __builtin_fmaf(y, l_lo, t_lo);
  float r = __clb_exp2_ff(t, t_lo);
  // y an integer (inf counts as one, an even one), and odd.
  float ay = __builtin_fabsf(y);
  int yint = __builtin_truncf(y) == y;
  int yodd = yint && ay < 0x1p24f && ((int)ay & 1);
  r = __builtin_astype(x, int) < 0 && yodd ? -r : r;
  r = x < 0.0f && x > -__builtin_inff() && !yint ? __builtin_nanf("") : r;
  r = __builtin_isnan(x) || __builtin_isnan(y) ? x + y : r;
  return y == 0.0f || x == 1.0f || (x == -1.0f && ay == __builtin_inff()) ? 1.0f : r;
}
