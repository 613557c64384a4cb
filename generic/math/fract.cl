// fract: x - floor(x), exact, capped below 1 (x = -tiny would round to 1);
// floor(x) in *iptr. Zeros keep their sign, +-INF give +-0, NaN gives NaN.
// clb-ulp: fract float 0 double 0
#include <clb/math.h>

#define CLB_FRACT(T, ...)                                                      \
  CLB_OVLD T __clb_fract(T x, private T *iptr) {                              \
    typedef CLB_UNSIGNED(T) U;                                                 \
    /* the largest value below 1: 0x1.fffffep-1f, 0x1.fffffffffffffp-1 */      \
    const T below_one =                                                        \
        CLB_AS_FLOAT(T, ((U)(CLB_BIAS(T) - 1) << CLB_MANT(T)) | CLB_MANT_MASK(T)); \
    T fl = __builtin_elementwise_floor(x);                                     \
    *iptr = fl;                                                                \
    T f = x - fl;                                                              \
    f = f > below_one ? below_one : f;                                         \
    f = CLB_IS_INF(T, x) ? CLB_COPYSIGN(T, (T)0, x) : f;                       \
    return x == (T)0 ? x : f;                                                  \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_FRACT)
