// ceil: llvm.ceil (cvt.rpi on nvptx64, roundps on x86). Exact; ceil(-1 < x < 0)
// is -0 by the intrinsic's IEEE semantics.
// half: through float (<clb/math.h>), exact.
#include <clb/math.h>

#define CLB_CEIL(T, ...) CLB_OVLD CLB_CONST T __clb_ceil(T x) { return __builtin_elementwise_ceil(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_CEIL)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT1, __clb_ceil)
