// atan2(y, x) for float, on float arithmetic: lean, within 1 ulp (faithful)
// (<clb/float_atan_lean.h> has the pieces).
//
// n = min(|x|, |y|), d = max(|x|, |y|), both scaled by the power of two
// that brings d to [2^64, 2^65) (exact; it keeps the residuals below exact
// for every quotient from 2^-150 up, subnormal results included); t = n/d,
// for t >= 1/2 reduced to u = (n - d)/(n + d) in [-1/3, 0] (numerator
// exact, denominator an exact pair by a fast two-sum) with pi/4 moved to
// the offset; the quotient q + ql from one approximate reciprocal (any
// rounding within 2^-22: rcp.approx on NVIDIA, v_rcp on AMD GPUs) and two
// fma residuals; atan(q + ql) = q + e, e = z (q P(z) - B ql) + ql, z = q^2,
// P of degree 4 (gen/fit/atan_lean.py); the result o pi/4 + sg (q + e),
// o in [0, 4] and sg = +-1 from |y| > |x|, x's sign bit and t >= 1/2
// (a bit operation, a select and fmas), by an exact fast two-sum of
// o PIO4_H (22 bits, exact) and sg q and one last rounding; y's sign
// applied last. Zeros and infinities make the quotient NaN and take the
// offset alone, o pi/4 rounded: atan2(+-0, -0) = +-pi, (+-0, +0) = +-0,
// (+-inf, -inf) = +-3pi/4, (+-y, +inf) = +-0 and so on; NaN in either gives
// NaN.
//
// Error (ulps of the result): the last rounding 0.5. Where the result is
// atan(q + ql) itself (x > 0, |y| <= |x|, t < 1/2) e is largest, 7.9% of
// the result at t = 1/2: there P's approximation error 2^-27.9 relative
// (0.06; the fit leans that way, 2^-26.8 for small t, where the rest is
// small), the roundings of z, of P's last steps, of q P - B ql and of e
// (0.03, 0.075, 0.0625, 0.0625), 1 - B z for 1/(1 + z) on ql (0.008 |ql|,
// |ql| below 1.5 ulp of q: 0.012): 0.80 at most. For t >= 1/2 (|e| <=
// 0.012, offset pi/4 or more) about 0.65; beyond pi/2 less. Subnormal
// results: q + e with e rounded to a multiple of 2^-149, 0.75 at most (in
// [2^-125, 2^-124)). Every input takes the one path: no branch, no
// division, no conversion, no table; 34 float operations (18 fma), one
// approximate reciprocal, 4 compares, 4 selects, 7 integer bit operations
// (nvptx64: 69 PTX instructions, 48 SASS on sm_90; the float-pair core it
// replaced had 123 PTX, with an IEEE reciprocal: about 100 SASS on its
// common path by estimate, 161 with the reciprocal's slow path).
//
// Measured (float-core-sweep.sh --pairs 26, 2^26 pairs over the whole
// range): max 0.7500 ulp at atan2(0x1.4p+3, 0x1.fffffcp+127) (a subnormal
// result; the sweep's x = 0x1.4p+3 y = 0x1.fffffcp+127); correctly rounded
// on 99.853% of inputs (all but 98368). --pairs 28 (another sample): max
// 0.7500 ulp at the same input; correctly rounded on 99.854%. Pairs aimed
// at t in [0.3, 0.56] with x > 0, where e is largest (4 10^7): max 0.7445
// ulp, 0.7495 with the reciprocal 1 ulp off either way (as a GPU's may
// be); t in [0.05, 0.3]: 0.6932.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_atan_lean.h>

float __clb_atan2f(float y, float x) { return __clb_atan2_lean(y, x, 0); }
