// fabs: the sign cleared (llvm.fabs: a bit operation everywhere; NaNs keep
// their payload). Exact.
// clb-ulp: fabs float 0 double 0
#include <clb/math.h>

#define CLB_FABS_CORE(T, ...) CLB_OVLD CLB_CONST T __clb_fabs(T x) { return CLB_FABS(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_FABS_CORE)
