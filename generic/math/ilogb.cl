// ilogb: the unbiased exponent as an int, denormals by their true exponent;
// FP_ILOGB0 for zeros, FP_ILOGBNAN for NaN, INT_MAX for INF.
#include <clb/math.h>

#define CLB_ILOGB(T, ...)                                                      \
  CLB_OVLD CLB_CONST CLB_VECTOR(int, T) __clb_ilogb(T x) {                    \
    typedef CLB_SIGNED(T) I;                                                   \
    I e = __clb_exponent(x);                                                   \
    e = x == (T)0 ? (I)FP_ILOGB0 : e;                                          \
    e = CLB_IS_NAN(x) ? (I)FP_ILOGBNAN : e;                                    \
    e = CLB_IS_INF(T, x) ? (I)INT_MAX : e;                                     \
    return CLB_CONVERT(CLB_VECTOR(int, T), e);                                 \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_ILOGB)
// half: the float of the same value, exactly (a half denormal is a normal
// float with the same exponent).
#define CLB_ILOGB_HALF(T, ...)                                                 \
  CLB_OVLD CLB_CONST CLB_VECTOR(int, T) __clb_ilogb(T x) {                    \
    return __clb_ilogb(CLB_HALF_TO_FLOAT(T, x));                               \
  }
CLB_WIDTHS_OF_half(CLB_ILOGB_HALF)
