// atan(x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_atan_lean.h>: atan2's reciprocal and kernel, specialised).
//
// a = |x|, three cases by two compares and selects, no branch: a < 1/2 (or
// NaN): u = a/1, offset 0; 1/2 <= a <= 2: u = (a - 1)/(a + 1) in [-1/3, 1/3]
// (numerator exact by Sterbenz, denominator an exact pair by a fast two-sum),
// offset pi/4; a > 2: u = -1/min(a, 2^100) in [-1/2, 0), offset pi/2 (atan(a)
// = pi/2 - atan(1/a); the clamp keeps the residual finite for an infinity,
// and atan(2^100) rounds as pi/2 does). No scaling: the denominator is 1, in
// [3/2, 3] or in (2, 2^100]. The quotient q + ql from one approximate
// reciprocal (any rounding within 2^-22: rcp.approx on NVIDIA, v_rcp on AMD
// GPUs, the division elsewhere) and two fma residuals; atan(q + ql) = q + e,
// e = z (q P(z) - B ql) + ql, z = q^2, P of degree 4 (atan2's,
// gen/fit/atan_lean.py); the result o pi/4 + q + e by an exact fast two-sum
// of o PIO4_H (exact) and q and one last rounding; x's sign applied last
// (atan(-0) = -0, atan(+-inf) = +-pi/2 rounded; NaN passes through the
// arithmetic). A tiny x: q + ql = x exactly, e = ql plus less than half an
// ulp: x itself, subnormals kept.
//
// Error (ulps of the result), as atan2's for the same quotient: the last
// rounding 0.5; for a < 1/2, e is largest near a = 1/2 (7.9% of the result):
// P's error 2^-27.9 relative, the roundings of z, P, q P - B ql and e, 1 - B
// z for 1/(1 + z) on ql (ql = 0 where the reciprocal of 1 is exact): 0.80 at
// most; 1/2 <= a <= 2 (the offset pi/4, |q| <= 1/3) about 0.65; a > 2
// (results above 1.1) less. One path: 24 float operations (9 fma, one min),
// one approximate reciprocal, 2 compares, 7 selects, 3 bit operations, no
// division, no table, no conversion (nvptx64: 45 PTX instructions, 48 SASS
// slots on sm_90 (text size, padding included); the float-pair core it
// replaced had 111 PTX, 128 SASS slots and the IEEE reciprocal's 64-slot slow
// path).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7301 ulp at
// x = -0x1.f07c76p-2; correctly rounded on 99.883% of inputs (all but
// 5026242). With the reciprocal 1 ulp off either way (CLB_FAL_TEST_RCP, as
// a GPU's may be; all 2^32 inputs): max 0.7301 ulp at the same x.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_atan_lean.h>

float __clb_atanf(float x) { return __clb_atan_lean(x, 0); }
