// min of floats: y if y < x, else x, as the spec says for numbers. For NaN
// (undefined in the spec) the number wins, as in fmin.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_MIN(T, ...) \
  CLB_OVLD CLB_CONST T __clb_min(T x, T y) { return (y < x || x != x) ? y : x; }
CLB_FOR_EACH_FLOAT(CLB_MIN)
