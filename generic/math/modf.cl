// modf: as the spec defines it, trunc(x) in *iptr and
// copysign(isinf(x) ? 0 : x - trunc(x), x); x - trunc(x) is exact.
#include <clb/math.h>

#define CLB_MODF(T, ...)                                                       \
  CLB_OVLD T __clb_modf(T x, private T *iptr) {                               \
    T t = __builtin_elementwise_trunc(x);                                      \
    *iptr = t;                                                                 \
    return CLB_COPYSIGN(T, CLB_IS_INF(T, x) ? (T)0 : x - t, x);                \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_MODF)
// half: in float; both parts of a half are halves, so converting back is
// exact (signed zeros and infinities included).
#define CLB_MODF_HALF(T, ...)                                                  \
  CLB_OVLD T __clb_modf(T x, private T *iptr) {                               \
    CLB_VECTOR(float, T) ip;                                                   \
    const T r = CLB_CONVERT(T, __clb_modf(CLB_HALF_TO_FLOAT(T, x), &ip)); \
    *iptr = CLB_CONVERT(T, ip);                                                \
    return r;                                                                  \
  }
CLB_WIDTHS_OF_half(CLB_MODF_HALF)
