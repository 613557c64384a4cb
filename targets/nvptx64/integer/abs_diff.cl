// abs_diff on NVIDIA GPUs: 32-bit components use PTX's sad (sum of absolute
// differences, here with 0 added), one instruction where the portable form
// is four (two subtractions, a compare and a select); CUDA's __sad is the
// same instruction. Other widths keep the portable form.
#include <clb/integer.h>

#define CLB_NV_SAD(S, sfx)                                                    \
  static CLB_OVLD CLB_CONST uint clb_nv_sad(S x, S y) {                       \
    uint r;                                                                   \
    __asm__("sad." sfx " %0, %1, %2, 0;" : "=r"(r) : "r"(x), "r"(y));         \
    return r;                                                                 \
  }
CLB_NV_SAD(int, "s32")
CLB_NV_SAD(uint, "u32")

#define CLB_NV_ABS_DIFF_32(T)                                                 \
  CLB_OVLD CLB_CONST CLB_UNSIGNED(T) __clb_abs_diff(T x, T y) {               \
    return CLB_MAP2(CLB_UNSIGNED(T), clb_nv_sad, x, y);                       \
  }
#define CLB_ABS_DIFF_8 CLB_ABS_DIFF_PORTABLE
#define CLB_ABS_DIFF_16 CLB_ABS_DIFF_PORTABLE
#define CLB_ABS_DIFF_32 CLB_NV_ABS_DIFF_32
#define CLB_ABS_DIFF_64 CLB_ABS_DIFF_PORTABLE
#define CLB_ABS_DIFF(T, ...) __CLB_INT_CAT(CLB_ABS_DIFF_, CLB_BITS(T))(T)
CLB_FOR_EACH_INTEGER(CLB_ABS_DIFF)
