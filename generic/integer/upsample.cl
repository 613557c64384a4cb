// upsample(hi, lo) = hi << n | lo into the integer twice as wide: hi is
// converted (sign- or zero-extended) first, then shifted as unsigned bits so
// that a negative hi is not a signed left-shift overflow.
#include <clb/integer.h>

#define __CLB_UP_uchar ushort
#define __CLB_UP_ushort uint
#define __CLB_UP_uint ulong
#define CLB_UP(L) CLB_VECTOR(__CLB_INT_CAT(__CLB_UP_, CLB_ELEMENT(L)), L)

#define CLB_UPSAMPLE_ONE(R, H, L)                                                  \
  CLB_OVLD CLB_CONST R __clb_upsample(H hi, L lo) {                                \
    typedef CLB_UP(L) U;                                                           \
    U r = __builtin_astype(CLB_CONVERT(R, hi), U) << CLB_BITS(L) | CLB_CONVERT(CLB_UP(L), lo); \
    return __builtin_astype(r, R);                                                 \
  }
#define CLB_UPSAMPLE_NARROW(L) __CLB_UPSAMPLE_PAIR(CLB_UP(L), L)
#define __CLB_UPSAMPLE_PAIR(R, L) \
  CLB_UPSAMPLE_ONE(R, L, L) CLB_UPSAMPLE_ONE(CLB_SIGNED(R), CLB_SIGNED(L), L)
#define CLB_UPSAMPLE_8 CLB_UPSAMPLE_NARROW
#define CLB_UPSAMPLE_16 CLB_UPSAMPLE_NARROW
#define CLB_UPSAMPLE_32 CLB_UPSAMPLE_NARROW
#define CLB_UPSAMPLE_64(L)
#define CLB_UPSAMPLE(L, ...) __CLB_INT_CAT(CLB_UPSAMPLE_, CLB_BITS(L))(L)
CLB_FOR_EACH_UNSIGNED_INTEGER(CLB_UPSAMPLE)
