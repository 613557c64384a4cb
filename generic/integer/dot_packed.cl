// The packed forms of cl_khr_integer_dot_product: each uint operand holds
// four 8-bit components, component 0 in the least significant byte, as the
// extension (SPIR-V's PackedVectorFormat4x8Bit) says; the letters name the
// signedness of a and b. On the library's little-endian targets that layout
// is exactly the vector's, so the operands are reinterpreted, not unpacked.
#include <clb/integer.h>

#define CLB_DOT_PACKED(AB, R, A, B)                                                   \
  CLB_OVLD CLB_CONST R __clb_dot(A, B);                                               \
  CLB_OVLD CLB_CONST R __clb_dot_acc_sat(A, B, R);                                    \
  CLB_OVLD CLB_CONST R __clb_dot_4x8packed_##AB##_##R(uint a, uint b) {               \
    return __clb_dot(__builtin_astype(a, A), __builtin_astype(b, B));                 \
  }                                                                                   \
  CLB_OVLD CLB_CONST R __clb_dot_acc_sat_4x8packed_##AB##_##R(uint a, uint b, R acc) { \
    return __clb_dot_acc_sat(__builtin_astype(a, A), __builtin_astype(b, B), acc);    \
  }
CLB_DOT_PACKED(uu, uint, uchar4, uchar4)
CLB_DOT_PACKED(ss, int, char4, char4)
CLB_DOT_PACKED(us, int, uchar4, char4)
CLB_DOT_PACKED(su, int, char4, uchar4)
