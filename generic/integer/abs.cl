// abs(x) = |x| in the unsigned type, so abs(INT_MIN) = 2^31 is representable:
// the negation is done modulo 2^n on the unsigned bits.
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_ABS_SIGNED(T, ...)                                          \
  CLB_OVLD CLB_CONST CLB_UNSIGNED(T) __clb_abs(T x) {                   \
    CLB_UNSIGNED(T) u = __builtin_astype(x, CLB_UNSIGNED(T));           \
    CLB_UNSIGNED(T) n = (CLB_UNSIGNED(T))0 - u;                         \
    return x < (T)0 ? n : u;                                            \
  }
#define CLB_ABS_UNSIGNED(T, ...) \
  CLB_OVLD CLB_CONST T __clb_abs(T x) { return x; }
CLB_FOR_EACH_SIGNED_INTEGER(CLB_ABS_SIGNED)
CLB_FOR_EACH_UNSIGNED_INTEGER(CLB_ABS_UNSIGNED)
