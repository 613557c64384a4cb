// min(x, y) for integers, as the spec words it: y if y < x, otherwise x.
// (The float cores of the same name are in generic/common/min.cl.)
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_MIN(T, ...) \
  CLB_OVLD CLB_CONST T __clb_min(T x, T y) { return y < x ? y : x; }
CLB_FOR_EACH_INTEGER(CLB_MIN)
