// copysign: x's magnitude with y's sign bit, as bits (so a NaN's sign counts
// too, as C99 says). Exact.
#include <clb/math.h>

#define CLB_COPYSIGN_CORE(T, ...)                                              \
  CLB_OVLD CLB_CONST T __clb_copysign(T x, T y) { return CLB_COPYSIGN(T, x, y); }
CLB_FOR_EACH_FLOAT(CLB_COPYSIGN_CORE)
