// fma (and so mad) for half on nvptx64: fma.rn.f16, the product and sum
// rounded once in hardware (sm_53 and later; denormals kept without .ftz),
// where generic/math/clb_fma_half.cl emulates that rounding on float
// arithmetic (a two-sum and a rounding to odd, about ten instructions).
// Vectors lane by lane: the optimizer pairs the lanes into fma.rn.f16x2.
#include <clb/math.h>

CLB_OVLD CLB_CONST half __clb_fma(half a, half b, half c) { return __builtin_fmaf16(a, b, c); }
CLB_WIDTHS_OF_half(CLB_MATH_MAP3, __clb_fma)
