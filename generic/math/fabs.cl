// fabs: the sign cleared (llvm.fabs: a bit operation everywhere; NaNs keep
// their payload). Exact.
#include <clb/math.h>

#define CLB_FABS_CORE(T, ...) CLB_OVLD CLB_CONST T __clb_fabs(T x) { return CLB_FABS(x); }
CLB_FOR_EACH_FLOAT(CLB_FABS_CORE)
