// pown(x, n) for float, on float arithmetic: 2^(n log2|x|) with n exact.
//
// log2|x| = l + l_lo within 2^-36 relative (<clb/float_exp_log.h>). n has
// up to 31 bits, so n as one float would be off by up to 2^-24 relative, and
// t = n log2|x| by 2^-24 |t|: too much. n is split into two exact floats,
// its high 16 bits and its low 16 (n = nh + nl), each product with l split
// exactly by an fma, the heads summed exactly (two-sum) and the rest added:
// t + t_lo within 2^-36 of n log2|x| relative, so within 2^-28.8 wherever
// the result is finite and nonzero (|t| < 150; with |n| up to 2^31 that
// happens for |x| within 2^-23 of 1). __clb_exp2_ff(t, t_lo) rounds 2^t
// within 0.5 + 0.11 ulp (0.76 for a subnormal result). Exact results come
// out exact.
//
// Special cases: x = +-0 and +-inf enter as log2|x| = -256, +256, finite
// so that n log2|x| is never 0 inf (n != 0 makes it over/underflow); the
// sign of a negative x (or -0, -inf) goes to the result for an odd n; NaN
// gives NaN, and n = 0 gives 1 whatever x. About 65 float operations and
// one division.
//
// Measured (float-core-sweep.sh pown --pairs 26: the special-value grid and
// 2^26 random pairs, n in [-70, 70] and one in 7 any int): max 0.757 ulp at x =
// -0x1.043712p+9, n = -14 (a subnormal result); correctly rounded on 99.6% of
// inputs (about 1% of the normal results are within 0.1 ulp of a midpoint and
// land on the other side). A further 3 10^6 pairs (MPFR) with x within 2^-9 of
// 1 and n up to 2^31 (|n log2 x| < 160): max 0.750 ulp.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_pownf(float x, int n) {
  float ax = __builtin_fabsf(x);
  float l_lo;
  float l = __clb_log2_ff(ax, &l_lo);
  l = ax == 0.0f ? -256.0f : ax == __builtin_inff() ? 256.0f : l;
  l_lo = ax == 0.0f || ax == __builtin_inff() ? 0.0f : l_lo;
  // n = nh + nl, nl its low 16 bits read as signed (so that nh = 0 for
  // |n| <= 2^15 and the two products never cancel), nh a multiple of 2^16.
  int nl_i = (int)(short)n;
  float nl = (float)nl_i;
  float nh = (float)((n >> 16) + (nl_i < 0)) * 65536.0f;
  float e1, e2, e3;
  float p1 = __clb_ff_two_prod(nh, l, &e1);
  float p2 = __clb_ff_two_prod(nl, l, &e2);
  float t = __clb_ff_two_sum(p1, p2, &e3);
  float t_lo = __builtin_fmaf(nh + nl, l_lo, e3 + (e1 + e2));
  float r = __clb_exp2_ff(t, t_lo);
  r = __builtin_astype(x, int) < 0 && (n & 1) ? -r : r;
  r = __builtin_isnan(x) ? x : r;
  return n == 0 ? 1.0f : r;
}
