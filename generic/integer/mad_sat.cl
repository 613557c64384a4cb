// mad_sat(a, b, c) = a * b + c clamped to the type's range. Up to 32 bits
// the exact result fits a type twice as wide (|a*b + c| < 2^(2n)), where it
// is clamped. 64-bit elements form the 128-bit result as two halves (mul_hi
// and the low product), add c with its carry (and, signed, its sign
// extension), and saturate when the high half is not merely the sign
// extension of the low one.
#include <clb/integer.h>

#define __CLB_MAD_WIDE_char int
#define __CLB_MAD_WIDE_uchar int
#define __CLB_MAD_WIDE_short int
#define __CLB_MAD_WIDE_ushort uint
#define __CLB_MAD_WIDE_int long
#define __CLB_MAD_WIDE_uint ulong
#define CLB_MAD_WIDE(T) CLB_VECTOR(__CLB_INT_CAT(__CLB_MAD_WIDE_, CLB_ELEMENT(T)), T)

#define CLB_MAD_SAT_NARROW(T, lo, hi)                                        \
  CLB_OVLD CLB_CONST T __clb_mad_sat(T a, T b, T c) {                        \
    typedef CLB_MAD_WIDE(T) W;                                               \
    W r = CLB_CONVERT(CLB_MAD_WIDE(T), a) * CLB_CONVERT(CLB_MAD_WIDE(T), b) + \
          CLB_CONVERT(CLB_MAD_WIDE(T), c);                                   \
    r = r < (W)(lo) ? (W)(lo) : r;                                           \
    r = r > (W)(hi) ? (W)(hi) : r;                                           \
    return CLB_CONVERT(T, r);                                                \
  }

#define CLB_MAD_SAT_U8(T) CLB_MAD_SAT_NARROW(T, 0, CLB_UMAX_OF(T))
#define CLB_MAD_SAT_U16 CLB_MAD_SAT_U8
#define CLB_MAD_SAT_U32 CLB_MAD_SAT_U8
#define CLB_MAD_SAT_S8(T) CLB_MAD_SAT_NARROW(T, CLB_SMIN_OF(T), CLB_SMAX_OF(T))
#define CLB_MAD_SAT_S16 CLB_MAD_SAT_S8
#define CLB_MAD_SAT_S32 CLB_MAD_SAT_S8

#define CLB_MAD_SAT_U64(T)                                               \
  CLB_OVLD CLB_CONST T __clb_mad_sat(T a, T b, T c) {                    \
    T hi = __clb_mul_hi(a, b), lo = a * b + c;                           \
    hi += lo < c ? (T)1 : (T)0;                                          \
    return hi != (T)0 ? (T)CLB_UMAX_OF(T) : lo;                          \
  }
#define CLB_MAD_SAT_S64(T)                                                        \
  CLB_OVLD CLB_CONST T __clb_mad_sat(T a, T b, T c) {                             \
    typedef CLB_UNSIGNED(T) U;                                                    \
    U uc = __builtin_astype(c, U);                                                \
    U hi = __builtin_astype(__clb_mul_hi(a, b), U);                               \
    U lo = __builtin_astype(a, U) * __builtin_astype(b, U) + uc;                  \
    hi += (lo < uc ? (U)1 : (U)0) + __builtin_astype(c >> 63, U);                 \
    T shi = __builtin_astype(hi, T), slo = __builtin_astype(lo, T);               \
    T limit = shi < (T)0 ? (T)CLB_SMIN_OF(T) : (T)CLB_SMAX_OF(T);                 \
    return shi != (slo >> 63) ? limit : slo;                                      \
  }

#define CLB_MAD_SAT_UNSIGNED(T, ...) __CLB_INT_CAT(CLB_MAD_SAT_U, CLB_BITS(T))(T)
#define CLB_MAD_SAT_SIGNED(T, ...) __CLB_INT_CAT(CLB_MAD_SAT_S, CLB_BITS(T))(T)
CLB_FOR_EACH_UNSIGNED_INTEGER(CLB_MAD_SAT_UNSIGNED)
CLB_FOR_EACH_SIGNED_INTEGER(CLB_MAD_SAT_SIGNED)
