// rint: llvm.rint, which rounds in the current mode; OpenCL has only
// round-to-nearest-even, so this is roundeven (cvt.rni on nvptx64, whose LLVM
// 15 backend cannot lower llvm.roundeven). Exact; half through float
// (<clb/math.h>), exact.
#include <clb/math.h>

#define CLB_RINT(S, ...) CLB_OVLD CLB_CONST S __clb_rint(S x) { return CLB_LIBM(S, __builtin_rint)(x); }
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_RINT)
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_MAP1, __clb_rint)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT1, __clb_rint)
