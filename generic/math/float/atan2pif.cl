// atan2pi(y, x) = atan2(y, x)/pi for float, on float arithmetic: lean,
// within 1 ulp (faithful) (<clb/float_atan_lean.h> has the pieces).
//
// As atan2f.cl up to the sum: the same scaling, reduction for t >= 1/2,
// quotient q + ql from one approximate reciprocal and kernel q + e, in a
// domain scaled by 2^40 (the numerator carries sg 2^38, the offset is
// o 2^38, z is q^2 2^-76) so that no product underflows where the result
// is subnormal; then o/4 + sg (q + e)/pi as of + (q + e) 4/pi: q 4/pi an
// exact pair (two-product with 4/pi's high part, its low part added), an
// exact fast two-sum with the offset (a multiple of 2^38, exact), one last
// rounding, and the scaling back by 2^-40 (exact but for a subnormal
// result); y's sign applied last. Zeros and infinities: o/4 (atan2pi(+-0,
// -0) = +-1, (+-inf, -inf) = +-0.75 and so on); NaN in either gives NaN.
//
// Error (ulps of the result): as atan2f's, 0.5 for the last rounding and
// e's share, largest near a result of 1/8 (t = tan(pi/8), e 5.5% of the
// result), plus the rounding of e 4/pi + pl: under 0.8; subnormal
// results rounded twice (in the scaled domain, then by the scaling back):
// 0.75 at most. One path for every input: 38 float operations (16 fma),
// one approximate reciprocal, 4 compares, 4 selects, 7 integer bit
// operations (nvptx64: 73 PTX instructions, 53 SASS on sm_90; the
// float-pair core it replaced had 125 PTX, 164 SASS with its reciprocal's
// slow path).
//
// Measured (float-core-sweep.sh --pairs 26, 2^26 pairs over the whole
// range): max 0.7500 ulp at atan2pi(0x1.f9ebb8p-1, 0x1.36648ep+125) (a
// subnormal result; the sweep's x = 0x1.f9ebb8p-1 y = 0x1.36648ep+125);
// correctly rounded on 99.854% of inputs (all but 97845). --pairs 28
// (another sample): max 0.7500 ulp at the same input; correctly rounded on
// 99.855%. With the reciprocal 1 ulp off either way (as a GPU's may be):
// 0.7614 ulp at atan2pi(0x1.930462p+51, 0x1.0ae90ap+53) (4 10^6 pairs near
// each other), 0.7497 on 4 10^7 aimed at t in [0.3, 0.56] with x > 0.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_atan_lean.h>

float __clb_atan2pif(float y, float x) { return __clb_atan2_lean(y, x, 1); }
