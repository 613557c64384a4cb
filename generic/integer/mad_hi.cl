// mad_hi(a, b, c) = mul_hi(a, b) + c, the sum modulo 2^n.
#include <clb/integer.h>

#define CLB_MAD_HI(T, ...)                                                     \
  CLB_OVLD CLB_CONST T __clb_mad_hi(T a, T b, T c) {                           \
    CLB_UNSIGNED(T) s = __builtin_astype(__clb_mul_hi(a, b), CLB_UNSIGNED(T)) + \
                        __builtin_astype(c, CLB_UNSIGNED(T));                  \
    return __builtin_astype(s, T);                                             \
  }
CLB_FOR_EACH_INTEGER(CLB_MAD_HI)
