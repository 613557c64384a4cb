// floor: llvm.floor (cvt.rmi on nvptx64). Exact; half through float
// (<clb/math.h>), exact.
#include <clb/math.h>

#define CLB_FLOOR(T, ...) CLB_OVLD CLB_CONST T __clb_floor(T x) { return __builtin_elementwise_floor(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_FLOOR)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT1, __clb_floor)
