// clamp(x, lo, hi) for integers = min(max(x, lo), hi), as the spec defines
// it (so hi wins when lo > hi, which the spec leaves undefined). The scalar
// bounds of clamp(gentype, sgentype, sgentype) arrive widened.
// (The float cores of the same name are in generic/common/clamp.cl.)
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_CLAMP(T, ...)                                  \
  CLB_OVLD CLB_CONST T __clb_clamp(T x, T lo, T hi) {      \
    T m = x < lo ? lo : x;                                 \
    return hi < m ? hi : m;                                \
  }
CLB_FOR_EACH_INTEGER(CLB_CLAMP)
