// mul_hi(x, y): the high half of the double-width product. Up to 32 bits
// the product is formed exactly in a type twice as wide. 64-bit elements
// have no wider type (OpenCL C has no 128-bit integers), so the unsigned
// product is assembled from four 32x32-bit partial products, and the signed
// one corrected from it: reading a negative operand as unsigned adds 2^64
// to it, which adds 2^64 times the other operand to the product's high half.
#include <clb/integer.h>

#define CLB_MUL_HI_8 CLB_MUL_HI_NARROW
#define CLB_MUL_HI_16 CLB_MUL_HI_NARROW
#define CLB_MUL_HI_32 CLB_MUL_HI_NARROW
#define CLB_MUL_HI_64(T) __CLB_INT_CAT(CLB_MUL_HI_64_, CLB_ELEMENT(T))(T)

#define CLB_MUL_HI_64_ulong(T)                                              \
  CLB_OVLD CLB_CONST T __clb_mul_hi(T x, T y) {                             \
    T xl = x & 0xffffffffUL, xh = x >> 32, yl = y & 0xffffffffUL, yh = y >> 32; \
    T ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;               \
    T mid = (ll >> 32) + (lh & 0xffffffffUL) + (hl & 0xffffffffUL);         \
    return hh + (lh >> 32) + (hl >> 32) + (mid >> 32);                      \
  }
#define CLB_MUL_HI_64_long(T)                                                   \
  CLB_OVLD CLB_CONST T __clb_mul_hi(T x, T y) {                                 \
    CLB_UNSIGNED(T) ux = __builtin_astype(x, CLB_UNSIGNED(T));                  \
    CLB_UNSIGNED(T) uy = __builtin_astype(y, CLB_UNSIGNED(T));                  \
    CLB_UNSIGNED(T) h = __clb_mul_hi(ux, uy);                                   \
    h -= x < (T)0 ? uy : (CLB_UNSIGNED(T))0;                                    \
    h -= y < (T)0 ? ux : (CLB_UNSIGNED(T))0;                                    \
    return __builtin_astype(h, T);                                              \
  }

#define CLB_MUL_HI(T, ...) __CLB_INT_CAT(CLB_MUL_HI_, CLB_BITS(T))(T)
CLB_FOR_EACH_UNSIGNED_INTEGER(CLB_MUL_HI)
CLB_FOR_EACH_SIGNED_INTEGER(CLB_MUL_HI)
