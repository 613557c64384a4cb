// abs_diff(x, y) = |x - y|: the larger minus the smaller, subtracted as
// unsigned bits. The true difference always fits the unsigned type, so the
// modulo-2^n subtraction is exact.
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_ABS_DIFF(T, ...)                                       \
  CLB_OVLD CLB_CONST CLB_UNSIGNED(T) __clb_abs_diff(T x, T y) {    \
    CLB_UNSIGNED(T) a = __builtin_astype(x, CLB_UNSIGNED(T));      \
    CLB_UNSIGNED(T) b = __builtin_astype(y, CLB_UNSIGNED(T));      \
    CLB_UNSIGNED(T) d = a - b, e = b - a;                          \
    return x > y ? d : e;                                          \
  }
CLB_FOR_EACH_INTEGER(CLB_ABS_DIFF)
