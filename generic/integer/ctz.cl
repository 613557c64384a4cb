// ctz(x): trailing zero bits; ctz(0) is the element's width. Narrow
// elements get a 1 just above their width, which makes 0 count to the width
// without a branch.
#include <clb/integer.h>

#define CLB_CTZ_NARROW(S, U, bits) \
  static CLB_OVLD CLB_CONST S clb_ctz_one(S x) { return (S)__builtin_ctz((uint)(U)x | (1u << bits)); }
CLB_CTZ_NARROW(char, uchar, 8)
CLB_CTZ_NARROW(uchar, uchar, 8)
CLB_CTZ_NARROW(short, ushort, 16)
CLB_CTZ_NARROW(ushort, ushort, 16)
static CLB_OVLD CLB_CONST uint clb_ctz_one(uint x) { return x ? __builtin_ctz(x) : 32; }
static CLB_OVLD CLB_CONST int clb_ctz_one(int x) { return clb_ctz_one((uint)x); }
static CLB_OVLD CLB_CONST ulong clb_ctz_one(ulong x) { return x ? __builtin_ctzl(x) : 64; }
static CLB_OVLD CLB_CONST long clb_ctz_one(long x) { return clb_ctz_one((ulong)x); }

#define CLB_CTZ(T, ...) \
  CLB_OVLD CLB_CONST T __clb_ctz(T x) { return CLB_MAP(T, clb_ctz_one, x); }
CLB_FOR_EACH_INTEGER(CLB_CTZ)
