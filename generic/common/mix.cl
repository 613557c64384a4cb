// The spec's formula, as written.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_MIX(T, ...) \
  CLB_OVLD CLB_CONST T __clb_mix(T x, T y, T a) { return x + (y - x) * a; }
CLB_FOR_EACH_FLOAT(CLB_MIX)
