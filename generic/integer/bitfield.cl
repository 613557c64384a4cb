// cl_khr_extended_bit_ops bitfields: the field is bits [offset, offset +
// count - 1] of each element; count == 0 selects nothing. The spec leaves
// offset + count past the element width undefined; here such counts follow
// the shift modulo rule (deterministic, no trap).
#include <clb/integer.h>

// The field's mask at bit 0, in the element type: count low ones.
#define CLB_FIELD_MASK(T, count)                                                 \
  ((count) == 0u ? (CLB_ELEMENT_OF(CLB_UNSIGNED(T)))0                               \
                    : (CLB_ELEMENT_OF(CLB_UNSIGNED(T)))(CLB_UMAX_OF(T) >> (CLB_BITS(T) - (count))))

#define CLB_BITFIELD(T, ...)                                                     \
  CLB_OVLD CLB_CONST T __clb_bitfield_insert(T base, T insert, uint offset, uint count) { \
    typedef CLB_UNSIGNED(T) U;                                                   \
    typedef CLB_ELEMENT_OF(CLB_UNSIGNED(T)) E;                                                    \
    E m = (E)(CLB_FIELD_MASK(T, count) << offset);                               \
    U field = __builtin_astype(insert, U) << offset;                             \
    U r = (__builtin_astype(base, U) & (E)~m) | (field & m);                     \
    return __builtin_astype(r, T);                                               \
  }                                                                              \
  CLB_OVLD CLB_CONST CLB_UNSIGNED(T) __clb_bitfield_extract_unsigned(T base, uint offset, \
                                                                     uint count) {        \
    typedef CLB_UNSIGNED(T) U;                                                   \
    typedef CLB_ELEMENT_OF(CLB_UNSIGNED(T)) E;                                   \
    E m = CLB_FIELD_MASK(T, count);                                              \
    U r = (__builtin_astype(base, U) >> offset) & m;                             \
    return r;                                                                    \
  }                                                                              \
  CLB_OVLD CLB_CONST CLB_SIGNED(T) __clb_bitfield_extract_signed(T base, uint offset, \
                                                                 uint count) {        \
    typedef CLB_UNSIGNED(T) U;                                                   \
    typedef CLB_SIGNED(T) S;                                                     \
    /* The field's top bit to the sign bit, then back with the sign copied. */   \
    U up = __builtin_astype(base, U) << (CLB_BITS(T) - offset - count);          \
    S r = __builtin_astype(up, S) >> (CLB_BITS(T) - count);                      \
    return count == 0u ? (S)0 : r;                                               \
  }
CLB_FOR_EACH_INTEGER(CLB_BITFIELD)
