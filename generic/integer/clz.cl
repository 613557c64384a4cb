// clz(x): leading zero bits; clz(0) is the element's width. Counted by the
// 32/64-bit instruction clang exposes, per component. A narrow element is
// moved to the top of 32 bits with a 1 just below it, so the count stops at
// its width when it is 0 and the argument is never 0.
#include <clb/integer.h>

#define CLB_CLZ_NARROW(S, U, bits)                                                     \
  static CLB_OVLD CLB_CONST S clb_clz_one(S x) {                                       \
    return (S)__builtin_clz(((uint)(U)x << (32 - bits)) | (1u << (31 - bits)));        \
  }
CLB_CLZ_NARROW(char, uchar, 8)
CLB_CLZ_NARROW(uchar, uchar, 8)
CLB_CLZ_NARROW(short, ushort, 16)
CLB_CLZ_NARROW(ushort, ushort, 16)
static CLB_OVLD CLB_CONST uint clb_clz_one(uint x) { return x ? __builtin_clz(x) : 32; }
static CLB_OVLD CLB_CONST int clb_clz_one(int x) { return clb_clz_one((uint)x); }
static CLB_OVLD CLB_CONST ulong clb_clz_one(ulong x) { return x ? __builtin_clzl(x) : 64; }
static CLB_OVLD CLB_CONST long clb_clz_one(long x) { return clb_clz_one((ulong)x); }

#define CLB_CLZ(T, ...) \
  CLB_OVLD CLB_CONST T __clb_clz(T x) { return CLB_MAP(T, clb_clz_one, x); }
CLB_FOR_EACH_INTEGER(CLB_CLZ)
