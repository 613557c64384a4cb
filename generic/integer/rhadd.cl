// rhadd(x, y) = (x + y + 1) >> 1 without the intermediate sum overflowing.
// As hadd, but the rounding 1 turns "both low bits set" into "either set".
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_RHADD(T, ...) \
  CLB_OVLD CLB_CONST T __clb_rhadd(T x, T y) { return (x >> 1) + (y >> 1) + ((x | y) & (T)1); }
CLB_FOR_EACH_INTEGER(CLB_RHADD)
