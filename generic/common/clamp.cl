// clamp of floats: fmin(fmax(x, lo), hi), as the spec defines it, NaN rules
// of fmin/fmax included (a NaN x gives lo). For lo > hi (undefined in the
// spec) the result is still that formula: hi.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_CLAMP(T, ...)                                            \
  CLB_OVLD CLB_CONST T __clb_clamp(T x, T lo, T hi) {                \
    const T t = (x < lo || x != x) ? lo : x;                         \
    return (hi < t || t != t) ? hi : t;                              \
  }
CLB_FOR_EACH_FLOAT(CLB_CLAMP)
