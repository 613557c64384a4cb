// remquo: remainder's value, and the low 7 bits of k with the sign of x/y in
// *quo (0 when the result is a NaN, as the spec asks).
#include <clb/math.h>

#define CLB_REMQUO(S, ...)                                                     \
  CLB_OVLD S __clb_remquo(S x, S y, private int *quo) {                       \
    return __clb_long_division(x, y, 1, quo);                                  \
  }
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_REMQUO)

#define CLB_REMQUO_VECTOR(T, ...)                                              \
  CLB_IF_VECTOR(T, CLB_OVLD T __clb_remquo(T x, T y, private CLB_VECTOR(int, T) *quo) { \
    T r = (T)0;                                                                \
    CLB_VECTOR(int, T) q = (CLB_VECTOR(int, T))0;                              \
    for (int i = 0; i < CLB_WIDTH(T); ++i) {                                   \
      int qi;                                                                  \
      r[i] = __clb_remquo(x[i], y[i], &qi);                                    \
      q[i] = qi;                                                               \
    }                                                                          \
    *quo = q;                                                                  \
    return r;                                                                  \
  })
CLB_FOR_EACH_FLOAT32_64(CLB_REMQUO_VECTOR)
// half: in float, exact as remainder's (the quotient is the same integer).
#define CLB_REMQUO_HALF(T, ...)                                                \
  CLB_OVLD T __clb_remquo(T x, T y, private CLB_VECTOR(int, T) *quo) {        \
    return CLB_CONVERT(T, __clb_remquo(CLB_HALF_TO_FLOAT(T, x), CLB_HALF_TO_FLOAT(T, y), quo)); \
  }
CLB_WIDTHS_OF_half(CLB_REMQUO_HALF)
