// exp10(x) for float, on float arithmetic: exp(x ln10) with x ln10 a
// float-float pair (x L1 split exactly by an fma, x L2 rounded once; ln10 =
// L1 + L2 within 2^-49.7 relative, so the pair is within 2^-42 of x ln10 on
// the whole range), then __clb_exp_ff (<clb/float_exp_log.h>: the reduction,
// the polynomial and their error analysis): within 0.5 + 0.11 ulp before the
// scaling by 2^k, 0.76 ulp for a subnormal result. Exact powers of ten
// (10^0 .. 10^10) come out exact. About 33 float operations (17 fma), no
// division, no table.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.756 ulp at
// x = -0x1.30d464p+5 (a subnormal result); correctly rounded on 99.95% of
// inputs (nearly all of the rest have subnormal results).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_exp10f(float x) {
  float lo;
  float hi = __clb_ff_two_prod(x, 0x1.26bb1cp+1f, &lo);
  lo = __builtin_fmaf(x, -0x1.12aabap-25f, lo);
  return __clb_exp_ff(hi, lo);
}
