// __clb_exponent: the unbiased exponent of a finite nonzero x. Denormals are
// first scaled into the normal range by an exact power of two.
#include <clb/math.h>

#define CLB_EXPONENT_CORE(T, ...)                                              \
  CLB_OVLD CLB_CONST CLB_SIGNED(T) __clb_exponent(T x) {                      \
    typedef CLB_SIGNED(T) I;                                                   \
    typedef CLB_UNSIGNED(T) U;                                                 \
    U field = (CLB_AS_BITS(T, x) & ~CLB_SIGN_BIT(T)) >> CLB_MANT(T);           \
    T xs = field == (U)0 ? x * CLB_POW2(T, CLB_MANT(T) + 1) : x;               \
    I shift = field == (U)0 ? (I)(CLB_MANT(T) + 1) : (I)0;                     \
    U scaled = (CLB_AS_BITS(T, xs) & ~CLB_SIGN_BIT(T)) >> CLB_MANT(T);         \
    return CLB_AS_SIGNED(T, scaled) - (I)CLB_BIAS(T) - shift;                  \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_EXPONENT_CORE)
