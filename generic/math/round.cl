// round: halfway cases away from zero. x - trunc(x) is exact (the fraction
// bits of x), so the comparison with 0.5 decides exactly; adding +-1 to an
// integer below 2^mant is exact, and above it the fraction is 0. The sign of
// zero results comes from trunc (round(-0.4) = -0). half: through float
// (<clb/math.h>), exact.
#include <clb/math.h>

#define CLB_ROUND(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_round(T x) {                                     \
    T t = __builtin_elementwise_trunc(x);                                      \
    T up = CLB_FABS(x - t) >= (T)0.5f ? (T)1 : (T)0;                           \
    return t + CLB_COPYSIGN(T, up, x);                                         \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_ROUND)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT1, __clb_round)
