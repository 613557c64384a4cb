// exp2(x) for float, on float arithmetic: __clb_exp2_ff(x, 0)
// (<clb/float_exp_log.h> has the algorithm and its error analysis).
//
// x = k + f, k = nearest(x), f exact in [-1/2, 1/2]; r = f ln2 as a
// float-float pair (the head's product split exactly by an fma);
// exp(r) = 1 + r + r^2 P(r) (P of degree 5, 2^-30.8), 1 + r split exactly
// so that the result is rounded once at its own size: within 0.5 + 0.11 ulp
// before the scaling by 2^k (two exact power-of-two steps; a subnormal
// result is rounded once more, within 0.76 ulp). x is clamped to
// [-152, 130], past both ends of the range. About 28 float operations (15
// fma), no division, no table.
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.758 ulp at
// x = -0x1.f9cfb2p+6 (a subnormal result); correctly rounded on 99.95% of
// inputs (nearly all of the rest have subnormal results).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_exp_log.h>

float __clb_exp2f(float x) { return __clb_exp2_ff(x, 0.0f); }
