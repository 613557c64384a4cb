// fmax: llvm.maxnum; NaN rules as fmin's. Exact.
#include <clb/math.h>

#define CLB_FMAX(T, ...) CLB_OVLD CLB_CONST T __clb_fmax(T x, T y) { return __builtin_elementwise_max(x, y); }
CLB_FOR_EACH_FLOAT32_64(CLB_FMAX)
// half: the comparison itself, as fmin's.
#define CLB_FMAX_HALF(T, ...)                                                  \
  CLB_OVLD CLB_CONST T __clb_fmax(T x, T y) { return ((y > x) | CLB_IS_NAN(x)) ? y : x; }
CLB_WIDTHS_OF_half(CLB_FMAX_HALF)
