// dot of cl_khr_integer_dot_product on NVIDIA GPUs: PTX's dp4a (sm_61 and
// newer) multiplies four byte pairs and sums them in one instruction; its
// .u32/.s32 suffixes give each operand's signedness (the generic form takes
// 8 conversions and 4 multiply-adds).
#include <clb/integer.h>

#define CLB_NV_DOT(R, A, B, ta, tb)                                               \
  CLB_OVLD CLB_CONST R __clb_dot(A a, B b) {                                      \
    R r;                                                                          \
    __asm__("dp4a." ta "." tb " %0, %1, %2, %3;"                                   \
            : "=r"(r)                                                             \
            : "r"(__builtin_astype(a, uint)), "r"(__builtin_astype(b, uint)), "r"(0));    \
    return r;                                                                     \
  }
CLB_NV_DOT(uint, uchar4, uchar4, "u32", "u32")
CLB_NV_DOT(int, char4, char4, "s32", "s32")
CLB_NV_DOT(int, uchar4, char4, "u32", "s32")
CLB_NV_DOT(int, char4, uchar4, "s32", "u32")
