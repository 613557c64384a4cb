// rootn(x, n) for float, on float arithmetic: 2^(log2|x| / n).
//
// log2|x| = l + l_lo within 2^-36 relative (<clb/float_exp_log.h>). 1/n is
// not exact, so the quotient is a float-float division: q = l (1/n) (two
// roundings, within 1.5 ulp), the residual l - q n exact by an fma, plus
// l_lo, times 1/n: q + q_lo within 2^-45 of (l + l_lo)/n. For |n| > 2^24,
// n as a float is off by 2^-25 relative, but then |t| < 2^-16.8 and the
// error below 2^-41. t + t_lo within 2^-36 relative of log2|x| / n, |t| <=
// 149 (75 for |n| >= 2): __clb_exp2_ff rounds 2^t within 0.5 + 0.11 ulp
// (0.76 for a subnormal result). Exact roots (rootn(8, 3), rootn(1024, -10))
// come out exact.
//
// Special cases: x = +-0 and +-inf enter as log2|x| = -inf, +inf, so that
// the quotient is +-inf and 2^t is +0 or +inf as the spec has it; the sign
// of a negative x (or -0, -inf) goes to the result for an odd n; x < 0 with
// an even n, n = 0 and NaN give NaN. About 60 float operations and two
// divisions.
//
// Measured (float-core-sweep.sh rootn --pairs 26: the special-value grid and
// 2^26 random pairs, n in [-70, 70] and one in 7 any int): max 0.747 ulp at x =
// 0x1.e09bb2p+126, n = -1 (a subnormal result); correctly rounded on 99.5% of
// inputs (about 1% of the normal results are within 0.1 ulp of a midpoint and
// land on the other side). A further 3 10^6 pairs (MPFR) with n up to 2^31: max
// 0.594 ulp.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_rootnf(float x, int n) {
  float ax = __builtin_fabsf(x);
  float l_lo;
  float l = __clb_log2_ff(ax, &l_lo);
  l = ax == 0.0f ? -__builtin_inff() : ax == __builtin_inff() ? __builtin_inff() : l;
  float nf = (float)n;
  float rcp = 1.0f / nf;
  float t = l * rcp;
  float t_lo = __builtin_fmaf(-t, nf, l) + l_lo;
  t_lo = t_lo * rcp;
  float r = __clb_exp2_ff(t, t_lo);
  r = __builtin_astype(x, int) < 0 && (n & 1) ? -r : r;
  return (x < 0.0f && !(n & 1)) || n == 0 || __builtin_isnan(x) ? __builtin_nanf("") : r;
}
