// mul_hi on NVIDIA GPUs: 64-bit components use PTX's mul.hi.s64/u64 (one
// instruction, which ptxas expands better than the portable four-partial-
// product form, 25 PTX instructions). Inline PTX rather than clang's
// __nvvm_mulhi_ll: clang 15 writes unreadable bitcode ("Invalid cast") for
// that builtin here. Up to 32 bits the portable widening form already
// compiles to mul.hi.
#include <clb/integer.h>

#define CLB_NV_MULHI_ONE(S, sfx)                                              \
  static CLB_OVLD CLB_CONST S clb_nv_mul_hi(S x, S y) {                       \
    S r;                                                                      \
    __asm__("mul.hi." sfx " %0, %1, %2;" : "=l"(r) : "l"(x), "l"(y));         \
    return r;                                                                 \
  }
CLB_NV_MULHI_ONE(long, "s64")
CLB_NV_MULHI_ONE(ulong, "u64")

#define CLB_NV_MUL_HI_64(T)                                                  \
  CLB_OVLD CLB_CONST T __clb_mul_hi(T x, T y) {                              \
    return CLB_MAP2(T, clb_nv_mul_hi, x, y);                                 \
  }
#define CLB_MUL_HI_64 CLB_NV_MUL_HI_64
#define CLB_MUL_HI_8 CLB_MUL_HI_NARROW
#define CLB_MUL_HI_16 CLB_MUL_HI_NARROW
#define CLB_MUL_HI_32 CLB_MUL_HI_NARROW
#define CLB_MUL_HI(T, ...) __CLB_INT_CAT(CLB_MUL_HI_, CLB_BITS(T))(T)
CLB_FOR_EACH_INTEGER(CLB_MUL_HI)
