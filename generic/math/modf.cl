// modf: as the spec defines it, trunc(x) in *iptr and
// copysign(isinf(x) ? 0 : x - trunc(x), x); x - trunc(x) is exact.
// clb-ulp: modf float 0 double 0
#include <clb/math.h>

#define CLB_MODF(T, ...)                                                       \
  CLB_OVLD T __clb_modf(T x, private T *iptr) {                               \
    T t = __builtin_elementwise_trunc(x);                                      \
    *iptr = t;                                                                 \
    return CLB_COPYSIGN(T, CLB_IS_INF(T, x) ? (T)0 : x - t, x);                \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_MODF)
