// fmax on nvptx64: llvm.maxnum for every type, half included (max.f16,
// max.f16x2); NaN rules as fmin's (targets/nvptx64/math/fmin.cl). Exact.
#include <clb/math.h>

#define CLB_FMAX(T, ...) CLB_OVLD CLB_CONST T __clb_fmax(T x, T y) { return __builtin_elementwise_max(x, y); }
CLB_FOR_EACH_FLOAT(CLB_FMAX)
