// logb: the unbiased exponent as a floating value (exact), denormals by their
// true exponent; -INF for zeros, +INF for INF, NaN for NaN. half: through float (a half
// denormal is a normal float of the same value; <clb/math.h>), exact.
#include <clb/math.h>

#define CLB_LOGB(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_logb(T x) {                                      \
    T e = CLB_CONVERT(T, __clb_exponent(x));                                   \
    e = x == (T)0 ? (T)(-INFINITY) : e;                                        \
    return (CLB_IS_INF(T, x) | CLB_IS_NAN(x)) ? x * x : e;                       \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_LOGB)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT1, __clb_logb)
