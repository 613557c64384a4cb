// rotate(v, i): v rotated left by i modulo the element width (the shift
// modulo rule), so every count, negative or past the width, is defined.
#include <clb/integer.h>

#define CLB_ROTATE(T, ...)                                                   \
  CLB_OVLD CLB_CONST T __clb_rotate(T v, T i) {                              \
    typedef CLB_UNSIGNED(T) U;                                               \
    U u = __builtin_astype(v, U);                                            \
    U n = __builtin_astype(i, U) & (U)(CLB_BITS(T) - 1);                     \
    U back = ((U)CLB_BITS(T) - n) & (U)(CLB_BITS(T) - 1);                    \
    U r = (u << n) | (u >> back);                                            \
    return __builtin_astype(r, T);                                           \
  }
CLB_FOR_EACH_INTEGER(CLB_ROTATE)
