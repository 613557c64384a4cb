// __clb_long_division: the exact remainder x - k*y of fmod (k = x/y toward
// zero), remainder and remquo (k = x/y to nearest, ties to even), and k's low
// 7 bits. The remainder of two floating values is always representable, so
// it is found exactly by long division on the integer significands:
// mx * 2^ex rem my * 2^ey = ((mx * 2^(ex-ey)) rem my) * 2^ey, computed
// `step` bits at a time so that r << step stays within 64 bits (r < my
// <= 2^(mant+1)). The quotient's low bits survive the wrap of q << s.
// Worst case: float 8 steps, double 210 (|x| / |y| near 2^2098).
#include <clb/math.h>

#define CLB_LONG_DIVISION(S, ...)                                              \
  CLB_OVLD S __clb_long_division(S x, S y, int nearest, private int *quo) {   \
    typedef CLB_UNSIGNED(S) U;                                                 \
    const int mant = CLB_MANT(S), step = 63 - (CLB_MANT(S) + 1);               \
    const U hidden = (U)1 << CLB_MANT(S);                                      \
    U ux = CLB_AS_BITS(S, x) & ~CLB_SIGN_BIT(S);                               \
    U uy = CLB_AS_BITS(S, y) & ~CLB_SIGN_BIT(S);                               \
    int negative_quotient = (CLB_AS_BITS(S, x) ^ CLB_AS_BITS(S, y)) >> (CLB_BITS(S) - 1); \
    *quo = 0;                                                                  \
    if (CLB_IS_NAN(x) | CLB_IS_NAN(y))                                         \
      return x + y;                                                            \
    if (ux >= CLB_EXP_MASK(S) || uy == 0)                                      \
      return (S)NAN;                                                           \
    if (uy >= CLB_EXP_MASK(S))                                                 \
      return x;                                                                \
    int ex = (int)(ux >> mant), ey = (int)(uy >> mant);                        \
    ulong mx = (ux & CLB_MANT_MASK(S)) | (ex ? hidden : 0);                    \
    ulong my = (uy & CLB_MANT_MASK(S)) | (ey ? hidden : 0);                    \
    ex = ex ? ex : 1;                                                          \
    ey = ey ? ey : 1;                                                          \
    int d = ex - ey;                                                           \
    if (d < 0) {                                                               \
      /* |x| < |y|: k = 0, except that remainder takes k = 1 when             \
         |x| > |y| / 2, possible only for d = -1; |y| - |x| is exact. */      \
      if (nearest && d == -1 && mx > my) {                                     \
        *quo = negative_quotient ? -1 : 1;                                     \
        S ax = CLB_FABS(x), ay = CLB_FABS(y);                                  \
        return CLB_COPYSIGN(S, ay - ax, -x);                                   \
      }                                                                        \
      return x;                                                                \
    }                                                                          \
    ulong q = mx / my, r = mx % my;                                            \
    while (d > 0) {                                                            \
      int s = d < step ? d : step;                                             \
      r <<= s;                                                                 \
      q = (q << s) + r / my;                                                   \
      r %= my;                                                                 \
      d -= s;                                                                  \
    }                                                                          \
    S sign = x;                                                                \
    if (nearest && (2 * r > my || (2 * r == my && (q & 1)))) {                 \
      r = my - r;                                                              \
      q += 1;                                                                  \
      sign = -x;                                                               \
    }                                                                          \
    int low = (int)(q & 127);                                                  \
    *quo = negative_quotient ? -low : low;                                     \
    S magnitude = __clb_ldexp((S)r, ey - CLB_BIAS(S) - mant);                  \
    return CLB_COPYSIGN(S, magnitude, sign);                                   \
  }
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_LONG_DIVISION)
