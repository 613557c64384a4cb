// x < y || x > y: false for equal operands and for NaNs. See isequal.cl.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_ISLESSGREATER(T, ...) \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_islessgreater(T x, T y) { return x < y || x > y; }
CLB_FOR_EACH_FLOAT(CLB_ISLESSGREATER)
