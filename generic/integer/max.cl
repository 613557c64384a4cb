#include <clb/defs.h>
#include <clb/types.h>
#define CLB_MAX(T, ...) CLB_OVLD CLB_CONST T __clb_max(T x, T y) { return x < y ? y : x; }
CLB_FOR_EACH_INTEGER(CLB_MAX)
