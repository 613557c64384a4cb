// hadd(x, y) = (x + y) >> 1 without the intermediate sum overflowing.
// Halving each operand first loses the two low bits; they carry into the sum
// only when both are set. The shift is arithmetic for signed types, so the
// result is floor((x + y) / 2) as the spec's >> implies.
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_HADD(T, ...) \
  CLB_OVLD CLB_CONST T __clb_hadd(T x, T y) { return (x >> 1) + (y >> 1) + (x & y & (T)1); }
CLB_FOR_EACH_INTEGER(CLB_HADD)
