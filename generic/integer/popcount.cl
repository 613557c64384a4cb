// popcount(x): set bits, by the population-count instruction clang exposes
// for 32 and 64 bits, per component (narrow elements zero-extended).
#include <clb/integer.h>

#define CLB_POPCOUNT_SCALAR(S, U) \
  static CLB_OVLD CLB_CONST S clb_popcount_one(S x) { return (S)__builtin_popcount((uint)(U)x); }
CLB_POPCOUNT_SCALAR(char, uchar)
CLB_POPCOUNT_SCALAR(uchar, uchar)
CLB_POPCOUNT_SCALAR(short, ushort)
CLB_POPCOUNT_SCALAR(ushort, ushort)
CLB_POPCOUNT_SCALAR(int, uint)
CLB_POPCOUNT_SCALAR(uint, uint)
static CLB_OVLD CLB_CONST ulong clb_popcount_one(ulong x) { return __builtin_popcountl(x); }
static CLB_OVLD CLB_CONST long clb_popcount_one(long x) { return __builtin_popcountl((ulong)x); }

#define CLB_POPCOUNT(T, ...) \
  CLB_OVLD CLB_CONST T __clb_popcount(T x) { return CLB_MAP(T, clb_popcount_one, x); }
CLB_FOR_EACH_INTEGER(CLB_POPCOUNT)
