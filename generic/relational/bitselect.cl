// Each result bit from b where c's bit is set, else from a; floats in bits.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_BITSELECT(T, ...)                                                   \
  CLB_OVLD CLB_CONST T __clb_bitselect(T a, T b, T c) {                         \
    const CLB_UNSIGNED(T) ua = __builtin_astype(a, CLB_UNSIGNED(T)),            \
                          ub = __builtin_astype(b, CLB_UNSIGNED(T)),            \
                          uc = __builtin_astype(c, CLB_UNSIGNED(T));            \
    return __builtin_astype((CLB_UNSIGNED(T))(ua ^ ((ua ^ ub) & uc)), T);       \
  }
CLB_FOR_EACH_ALL(CLB_BITSELECT)
