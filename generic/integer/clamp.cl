// clamp of integers: min(max(x, lo), hi); for lo > hi (undefined) that is hi.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_CLAMP(T, ...)                                     \
  CLB_OVLD CLB_CONST T __clb_clamp(T x, T lo, T hi) {         \
    const T t = x < lo ? lo : x;                              \
    return hi < t ? hi : t;                                   \
  }
CLB_FOR_EACH_INTEGER(CLB_CLAMP)
