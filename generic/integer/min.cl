#include <clb/defs.h>
#include <clb/types.h>
#define CLB_MIN(T, ...) CLB_OVLD CLB_CONST T __clb_min(T x, T y) { return y < x ? y : x; }
CLB_FOR_EACH_INTEGER(CLB_MIN)
