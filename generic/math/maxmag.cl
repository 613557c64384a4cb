// maxmag: the argument of larger magnitude, fmax's answer on ties and NaNs.
#include <clb/math.h>

#define CLB_MAXMAG(T, ...)                                                     \
  CLB_OVLD CLB_CONST T __clb_maxmag(T x, T y) {                               \
    T ax = CLB_FABS(x), ay = CLB_FABS(y);                                      \
    return ax > ay ? x : ay > ax ? y : __clb_fmax(x, y);                   \
  }
CLB_FOR_EACH_FLOAT(CLB_MAXMAG)
