// fract: x - floor(x), exact, capped below 1 (x = -tiny would round to 1);
// floor(x) in *iptr. Zeros keep their sign, +-INF give +-0, NaN gives NaN.
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
// half: in float, where x - floor(x) is exact, rounded once and clamped to
// the half below 1 (the rounding can reach 1); floor(x) is a half already.
#define CLB_FRACT_HALF(T, ...)                                                 \
  CLB_OVLD T __clb_fract(T x, private T *iptr) {                              \
    CLB_VECTOR(float, T) fl;                                                   \
    const T f = CLB_CONVERT(T, __clb_fract(CLB_HALF_TO_FLOAT(T, x), &fl)); \
    *iptr = CLB_CONVERT(T, fl);                                                \
    return f > (T)0x1.ffcp-1h ? (T)0x1.ffcp-1h : f;                            \
  }
CLB_WIDTHS_OF_half(CLB_FRACT_HALF)
