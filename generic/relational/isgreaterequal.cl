// See isequal.cl for the result convention.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_REL(T, ...) \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_isgreaterequal(T x, T y) { return x >= y; }
CLB_FOR_EACH_FLOAT(CLB_REL)
