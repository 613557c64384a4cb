// cl_khr_extended_bit_ops bitfields on NVIDIA GPUs: PTX's bfi (insert) and
// bfe (extract, .u zero- and .s sign-extending) do each in one instruction
// (the portable forms compile to 9 to 13), with the extension's count == 0
// cases built in (bfi leaves the base, bfe gives 0). Narrow elements use the
// 32-bit forms on their zero-extended bits: the field lies inside them.
#include <clb/integer.h>

#define CLB_NV_BF_WIDE(W, bits, reg)                                                   \
  static CLB_OVLD CLB_CONST W clb_nv_bfi(W base, W ins, uint offset, uint count) {     \
    W r;                                                                               \
    __asm__("bfi.b" #bits " %0, %1, %2, %3, %4;"                                       \
            : "=" reg(r)                                                               \
            : reg(ins), reg(base), "r"(offset), "r"(count));                           \
    return r;                                                                          \
  }                                                                                    \
  static CLB_OVLD CLB_CONST W clb_nv_bfe_u(W base, uint offset, uint count) {          \
    W r;                                                                               \
    __asm__("bfe.u" #bits " %0, %1, %2, %3;" : "=" reg(r) : reg(base), "r"(offset), "r"(count)); \
    return r;                                                                          \
  }                                                                                    \
  static CLB_OVLD CLB_CONST W clb_nv_bfe_s(W base, uint offset, uint count) {          \
    W r;                                                                               \
    __asm__("bfe.s" #bits " %0, %1, %2, %3;" : "=" reg(r) : reg(base), "r"(offset), "r"(count)); \
    return r;                                                                          \
  }
CLB_NV_BF_WIDE(uint, 32, "r")
CLB_NV_BF_WIDE(ulong, 64, "l")

// Per scalar element type S (unsigned U, signed I) on the W-bit forms.
#define CLB_NV_BF_SCALAR(S, U, I, W)                                                    \
  static CLB_OVLD CLB_CONST S clb_bfi_one(S base, S ins, uint offset, uint count) {     \
    return (S)clb_nv_bfi((W)(U)base, (W)(U)ins, offset, count);                         \
  }                                                                                     \
  static CLB_OVLD CLB_CONST U clb_bfe_u_one(S base, uint offset, uint count) {          \
    return (U)clb_nv_bfe_u((W)(U)base, offset, count);                                  \
  }                                                                                     \
  static CLB_OVLD CLB_CONST I clb_bfe_s_one(S base, uint offset, uint count) {          \
    return (I)clb_nv_bfe_s((W)(U)base, offset, count);                                  \
  }
CLB_NV_BF_SCALAR(char, uchar, char, uint)
CLB_NV_BF_SCALAR(uchar, uchar, char, uint)
CLB_NV_BF_SCALAR(short, ushort, short, uint)
CLB_NV_BF_SCALAR(ushort, ushort, short, uint)
CLB_NV_BF_SCALAR(int, uint, int, uint)
CLB_NV_BF_SCALAR(uint, uint, int, uint)
CLB_NV_BF_SCALAR(long, ulong, long, ulong)
CLB_NV_BF_SCALAR(ulong, ulong, long, ulong)

// The component functions CLB_MAP/CLB_MAP2 apply; offset and count are the
// cores' scalar parameters.
#define CLB_NV_BFI(b, i) clb_bfi_one(b, i, offset, count)
#define CLB_NV_BFE_U(b) clb_bfe_u_one(b, offset, count)
#define CLB_NV_BFE_S(b) clb_bfe_s_one(b, offset, count)

#define CLB_NV_BITFIELD(T, ...)                                                             \
  CLB_OVLD CLB_CONST T __clb_bitfield_insert(T base, T insert, uint offset, uint count) {   \
    return CLB_MAP2(T, CLB_NV_BFI, base, insert);                                           \
  }                                                                                         \
  CLB_OVLD CLB_CONST CLB_UNSIGNED(T) __clb_bitfield_extract_unsigned(T base, uint offset,   \
                                                                     uint count) {          \
    return CLB_MAP(CLB_UNSIGNED(T), CLB_NV_BFE_U, base);                                    \
  }                                                                                         \
  CLB_OVLD CLB_CONST CLB_SIGNED(T) __clb_bitfield_extract_signed(T base, uint offset,       \
                                                                 uint count) {              \
    return CLB_MAP(CLB_SIGNED(T), CLB_NV_BFE_S, base);                                      \
  }
CLB_FOR_EACH_INTEGER(CLB_NV_BITFIELD)
