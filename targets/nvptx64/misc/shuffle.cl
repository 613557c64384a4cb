// shuffle and shuffle2 on NVIDIA GPUs: for 8-bit elements from sources of
// up to 4 bytes (shuffle2: up to 8), PTX's prmt picks any 4 of 8 bytes by a
// selector of 4 nibbles, so each 4 result lanes cost one prmt plus building
// the selector from the mask (a few shifts and ors), where the portable form
// is a compare and a select per source lane per result lane (24 instructions
// for shuffle(uchar4, uchar4)). A mask known at link time folds into a
// constant selector: one prmt, as good as the byte moves a folded vector
// shuffle becomes. Every other type and width: <clb/shuffle.h>.
#include <clb/shuffle.h>

static inline uint clb_nv_prmt(uint a, uint b, uint sel) {
  uint r;
  __asm__("prmt.b32 %0, %1, %2, %3;" : "=r"(r) : "r"(a), "r"(b), "r"(sel));
  return r;
}

// The selector of result lanes o..o+3 from mask components already reduced
// to byte indices (< 8, so no nibble's sign-replicate bit is ever set).
#define __CLB_NV_SEL(k, o)                                                      \
  ((uint)(k)[o] | (uint)(k)[o + 1] << 4 | (uint)(k)[o + 2] << 8 | (uint)(k)[o + 3] << 12)
#define __CLB_NV_BYTES_2(E, a, b, k)                                            \
  __builtin_astype((ushort)clb_nv_prmt(a, b, (uint)(k)[0] | (uint)(k)[1] << 4), E##2)
#define __CLB_NV_BYTES_4(E, a, b, k) __builtin_astype(clb_nv_prmt(a, b, __CLB_NV_SEL(k, 0)), E##4)
#define __CLB_NV_BYTES_8(E, a, b, k)                                            \
  __builtin_astype((uint2)(clb_nv_prmt(a, b, __CLB_NV_SEL(k, 0)),               \
                           clb_nv_prmt(a, b, __CLB_NV_SEL(k, 4))), E##8)
#define __CLB_NV_BYTES_16(E, a, b, k)                                           \
  __builtin_astype((uint4)(clb_nv_prmt(a, b, __CLB_NV_SEL(k, 0)),               \
                           clb_nv_prmt(a, b, __CLB_NV_SEL(k, 4)),               \
                           clb_nv_prmt(a, b, __CLB_NV_SEL(k, 8)),               \
                           clb_nv_prmt(a, b, __CLB_NV_SEL(k, 12))), E##16)
// The source bytes as prmt's two registers, byte i at index i: for shuffle2
// of 2-byte sources x and y share the first register.
#define __CLB_NV_LO_2(x, y) ((uint)__builtin_astype(x, ushort) | (uint)__builtin_astype(y, ushort) << 16)
#define __CLB_NV_HI_2(x, y) 0u
#define __CLB_NV_LO_4(x, y) __builtin_astype(x, uint)
#define __CLB_NV_HI_4(x, y) __builtin_astype(y, uint)

#define CLB_NV_SHUFFLE_BYTES(E, U, M, N)                                        \
  CLB_OVLD CLB_CONST E##N __clb_shuffle(E##M x, U##N mask) {                    \
    const U##N k = mask & (U##N)(M - 1);                                        \
    return __CLB_NV_BYTES_##N(E, __CLB_NV_LO_##M(x, x), 0u, k);                 \
  }                                                                             \
  CLB_OVLD CLB_CONST E##N __clb_shuffle2(E##M x, E##M y, U##N mask) {           \
    const U##N k = mask & (U##N)(2 * M - 1);                                    \
    return __CLB_NV_BYTES_##N(E, __CLB_NV_LO_##M(x, y), __CLB_NV_HI_##M(x, y), k); \
  }

#define __CLB_NV_SHUFFLE_8(E, U)                                                \
  CLB_SHUFFLE_EACH_N(CLB_NV_SHUFFLE_BYTES, E, U, 2)                             \
  CLB_SHUFFLE_EACH_N(CLB_NV_SHUFFLE_BYTES, E, U, 4)                             \
  CLB_SHUFFLE_EACH_N(CLB_SHUFFLE_PORTABLE, E, U, 8)                          \
  CLB_SHUFFLE_EACH_N(CLB_SHUFFLE_PORTABLE, E, U, 16)
#define __CLB_NV_SHUFFLE_16(E, U) CLB_SHUFFLE_EACH_MN(CLB_SHUFFLE_PORTABLE, E, U)
#define __CLB_NV_SHUFFLE_32(E, U) CLB_SHUFFLE_EACH_MN(CLB_SHUFFLE_PORTABLE, E, U)
#define __CLB_NV_SHUFFLE_64(E, U) CLB_SHUFFLE_EACH_MN(CLB_SHUFFLE_PORTABLE, E, U)
#define __CLB_NV_SHUFFLE_CAT(a, b) a##b
#define __CLB_NV_SHUFFLE(B, E, U) __CLB_NV_SHUFFLE_CAT(__CLB_NV_SHUFFLE_, B)(E, U)
#define CLB_SHUFFLE(E, ...) __CLB_NV_SHUFFLE(CLB_BITS(E), E, CLB_UNSIGNED(E))
CLB_FOR_EACH_ALL_SCALAR(CLB_SHUFFLE)
