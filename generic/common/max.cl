// max of floats: y if x < y, else x, as the spec says for numbers. For NaN
// (undefined in the spec) the number wins, as in fmax, so max(NaN, y) = y and
// clamp(NaN, lo, hi) = lo rather than a NaN that slips past the clamp.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_MAX(T, ...) \
  CLB_OVLD CLB_CONST T __clb_max(T x, T y) { return (x < y || x != x) ? y : x; }
CLB_FOR_EACH_FLOAT(CLB_MAX)
