// trunc: llvm.trunc (cvt.rzi on nvptx64). Exact; half through float
// (<clb/math.h>), exact.
#include <clb/math.h>

#define CLB_TRUNC(T, ...) CLB_OVLD CLB_CONST T __clb_trunc(T x) { return __builtin_elementwise_trunc(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_TRUNC)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT1, __clb_trunc)
