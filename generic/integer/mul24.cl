// mul24 and mad24 (int and uint only). The spec defines them for operands
// in the 24-bit range [-2^23, 2^23 - 1] (int) or [0, 2^24 - 1] (uint) and
// leaves other operands implementation-defined. This library defines them
// as the full 32-bit operations for every operand: mul24(x, y) = x * y and
// mad24(x, y, z) = x * y + z, modulo 2^32. Within the 24-bit range that is
// the spec's result; outside it the result is deterministic and equal on
// every target, and it costs one multiply (on NVIDIA GPUs since sm_20 a
// 32-bit multiply is as fast as the emulated 24-bit one).
#include <clb/integer.h>

#define CLB_MUL24_32(T)                                                        \
  CLB_OVLD CLB_CONST T __clb_mul24(T x, T y) {                                 \
    CLB_UNSIGNED(T) p = __builtin_astype(x, CLB_UNSIGNED(T)) *                 \
                        __builtin_astype(y, CLB_UNSIGNED(T));                  \
    return __builtin_astype(p, T);                                             \
  }                                                                            \
  CLB_OVLD CLB_CONST T __clb_mad24(T x, T y, T z) {                            \
    CLB_UNSIGNED(T) s = __builtin_astype(__clb_mul24(x, y), CLB_UNSIGNED(T)) + \
                        __builtin_astype(z, CLB_UNSIGNED(T));                  \
    return __builtin_astype(s, T);                                             \
  }
#define CLB_MUL24_8(T)
#define CLB_MUL24_16(T)
#define CLB_MUL24_64(T)
#define CLB_MUL24(T, ...) __CLB_INT_CAT(CLB_MUL24_, CLB_BITS(T))(T)
CLB_FOR_EACH_INTEGER(CLB_MUL24)
