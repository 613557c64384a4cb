// clamp(x, lo, hi) for floating-point types = fmin(fmax(x, lo), hi), as the
// spec defines it (undefined when lo > hi). The scalar bounds of
// clamp(gentype, sgentype, sgentype) arrive widened.
// (The integer cores of the same name are in generic/integer/clamp.cl.)
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_CLAMP_FLOAT(T, ...)                                  \
  CLB_OVLD CLB_CONST T __clb_clamp(T x, T lo, T hi) {            \
    return __builtin_elementwise_min(__builtin_elementwise_max(x, lo), hi); \
  }
CLB_FOR_EACH_FLOAT(CLB_CLAMP_FLOAT)
