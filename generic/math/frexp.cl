// frexp: x = m * 2^e with 0.5 <= |m| < 1, from the bits (denormals by their
// true exponent). 0, INF and NaN are returned as they are with e = 0. m is x
// times 2^-e in two exact halves, each a normal power of two.
#include <clb/math.h>

#define CLB_FREXP(T, ...)                                                      \
  CLB_OVLD T __clb_frexp(T x, private CLB_VECTOR(int, T) *e) {                \
    typedef CLB_SIGNED(T) I;                                                   \
    typedef CLB_UNSIGNED(T) U;                                                 \
    I ex = __clb_exponent(x) + (I)1;                                           \
    T m = x * CLB_POW2(T, -(ex >> 1)) * CLB_POW2(T, (ex >> 1) - ex);           \
    U mag = CLB_AS_BITS(T, x) & ~CLB_SIGN_BIT(T);                              \
    I keep = (mag == (U)0) | (mag >= CLB_EXP_MASK(T));                         \
    *e = CLB_CONVERT(CLB_VECTOR(int, T), keep ? (I)0 : ex);                    \
    return keep ? x : m;                                                       \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_FREXP)
// half: in float, where a half denormal is normal with the same exponent;
// the mantissa has the half's significand, so rounding it back is exact.
#define CLB_FREXP_HALF(T, ...)                                                 \
  CLB_OVLD T __clb_frexp(T x, private CLB_VECTOR(int, T) *e) {                \
    return CLB_CONVERT(T, __clb_frexp(CLB_HALF_TO_FLOAT(T, x), e));            \
  }
CLB_WIDTHS_OF_half(CLB_FREXP_HALF)
