// Either operand is a NaN. See isequal.cl.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_ISUNORDERED(T, ...) \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_isunordered(T x, T y) { return x != x || y != y; }
CLB_FOR_EACH_FLOAT(CLB_ISUNORDERED)
