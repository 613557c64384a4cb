// (pi / 180) * x; see degrees.cl for the error.
#include <clb/defs.h>
#include <clb/float.h>
#define CLB_RADIANS(T, ...) \
  CLB_OVLD CLB_CONST T __clb_radians(T x) { return x * CLB_FLOAT_CONST(T, RADIANS_PER_DEGREE); }
CLB_FOR_EACH_FLOAT(CLB_RADIANS)
