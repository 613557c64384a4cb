// atanpi(x) = atan(x)/pi for float, on float arithmetic: lean, within 1 ulp
// (faithful) (<clb/float_atan_lean.h>: atan2pi's reciprocal and kernel,
// specialised).
//
// As atan (generic/math/float/atanf.cl): a = |x|; u = a/1, offset 0 for a <
// 1/2 (or NaN); u = (a - 1)/(a + 1), offset 1/4 for 1/2 <= a <= 2; u =
// -1/min(a, 2^100), offset 1/2 above; the quotient q + ql from one
// approximate reciprocal and two fma residuals, atan(q + ql) = q + e with
// atan2's degree-4 P. Then as atan2pi, in a domain scaled by 4 S = 2^40 (the
// numerator by S = 2^38, the offset o/4 as o S): of + (q + e) 4/pi, (q + e)
// 4/pi as the two-product ph + pl of q and 4/pi as a pair plus e 4/pi, of +
// ph by an exact fast two-sum, one rounding, then times 2^-40 (exact, or the
// rounding of a subnormal result: no product underflows where x/pi is
// subnormal). x's sign applied last (atanpi(-0) = -0, atanpi(+-inf) = +-0.5;
// NaN passes through).
//
// Error (ulps of the result): the rounding of the sum 0.5, and for a
// subnormal result its second rounding (0.75 at most, in [2^-127, 2^-126));
// the kernel's error as atan's (0.80 at most near a = 1/2, less elsewhere;
// the product by 4/pi as a pair adds about 2^-24 relative). One path: 29
// float operations (11 fma, one min), one approximate reciprocal, 2 compares,
// 7 selects, 3 bit operations (nvptx64: 51 PTX instructions, 56 SASS slots
// on sm_90, text size with padding; the float-pair core it replaced had 113
// PTX, 128 SASS slots and the IEEE reciprocal's 64-slot slow path).
//
// Measured (float-core-sweep.sh, all 2^32 inputs): max 0.7500 ulp at
// x = -0x1.e768f6p-126 (a subnormal result); correctly rounded on 99.735%
// of inputs (all but 11367340). With the reciprocal 1 ulp off either way
// (CLB_FAL_TEST_RCP, as a GPU's may be; all 2^32 inputs): max 0.7500 ulp at
// x = 0x1.e768f6p-126.
#pragma OPENCL FP_CONTRACT OFF
#include <clb/float_cores.h>
#include <clb/float_atan_lean.h>

float __clb_atanpif(float x) { return __clb_atan_lean(x, 1); }
