// bit_reverse(x) (cl_khr_extended_bit_ops): bit n of the result is bit
// width - 1 - n of x, by clang's bit-reverse builtins, per component.
#include <clb/integer.h>

#define CLB_BIT_REVERSE_SCALAR(S, U, bits) \
  static CLB_OVLD CLB_CONST S clb_bit_reverse_one(S x) { return (S)__builtin_bitreverse##bits((U)x); }
CLB_BIT_REVERSE_SCALAR(char, uchar, 8)
CLB_BIT_REVERSE_SCALAR(uchar, uchar, 8)
CLB_BIT_REVERSE_SCALAR(short, ushort, 16)
CLB_BIT_REVERSE_SCALAR(ushort, ushort, 16)
CLB_BIT_REVERSE_SCALAR(int, uint, 32)
CLB_BIT_REVERSE_SCALAR(uint, uint, 32)
CLB_BIT_REVERSE_SCALAR(long, ulong, 64)
CLB_BIT_REVERSE_SCALAR(ulong, ulong, 64)

#define CLB_BIT_REVERSE(T, ...) \
  CLB_OVLD CLB_CONST T __clb_bit_reverse(T x) { return CLB_MAP(T, clb_bit_reverse_one, x); }
CLB_FOR_EACH_INTEGER(CLB_BIT_REVERSE)
