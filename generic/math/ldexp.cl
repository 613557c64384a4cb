// ldexp: x * 2^n with one rounding. Multiplying by a power of two is exact
// until the result leaves the normal range, so the scaling goes in steps that
// cannot round: up by 2^bias twice (only overflow, which is the right answer,
// can happen), down by 2^(mant + 2 - bias) twice (a step that rounds implies
// a final result below half the smallest denormal, so 0 either way), then one
// last multiplication by the remaining power, the only rounding.
#include <clb/math.h>

#define CLB_LDEXP(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_ldexp(T x, CLB_VECTOR(int, T) n) {               \
    typedef CLB_SIGNED(T) I;                                                   \
    const I up = (I)CLB_BIAS(T), low = (I)(1 - CLB_BIAS(T));                   \
    const I down = (I)(CLB_MANT(T) + 2 - CLB_BIAS(T));                         \
    I k = CLB_CONVERT(CLB_SIGNED(T), n);                                       \
    for (int step = 0; step < 2; ++step) {                                     \
      I a = k > up ? up : k < low ? down : (I)0;                               \
      x *= CLB_POW2(T, a);                                                     \
      k -= a;                                                                  \
    }                                                                          \
    k = k > up ? up : k < low ? low : k;                                       \
    return x * CLB_POW2(T, k);                                                 \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_LDEXP)
// half: in float, where every half times any power of two the result can
// need is exact, then rounded once (so subnormal and overflowing results are
// correctly rounded). The steps above assume a wide exponent range.
#define CLB_LDEXP_HALF(T, ...)                                                 \
  CLB_OVLD CLB_CONST T __clb_ldexp(T x, CLB_VECTOR(int, T) n) {               \
    return CLB_CONVERT(T, __clb_ldexp(CLB_HALF_TO_FLOAT(T, x), n)); \
  }
CLB_WIDTHS_OF_half(CLB_LDEXP_HALF)
