// minmag: the argument of smaller magnitude, fmin's answer on ties and NaNs.
#include <clb/math.h>

#define CLB_MINMAG(T, ...)                                                     \
  CLB_OVLD CLB_CONST T __clb_minmag(T x, T y) {                               \
    T ax = CLB_FABS(x), ay = CLB_FABS(y);                                      \
    return ax < ay ? x : ay < ax ? y : __clb_fmin(x, y);                   \
  }
CLB_FOR_EACH_FLOAT(CLB_MINMAG)
