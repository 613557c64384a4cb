// (180 / pi) * x with the constant rounded once to the type: at most one ulp
// of the constant plus the product's half ulp, inside the spec's 2 ulp.
#include <clb/defs.h>
#include <clb/float.h>
#define CLB_DEGREES(T, ...) \
  CLB_OVLD CLB_CONST T __clb_degrees(T x) { return x * CLB_FLOAT_CONST(T, DEGREES_PER_RADIAN); }
CLB_FOR_EACH_FLOAT(CLB_DEGREES)
