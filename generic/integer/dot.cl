// dot(a, b) of cl_khr_integer_dot_product: four 8-bit components, sign- or
// zero-extended as their types say, multiplied and summed exactly (each
// product fits 16 bits with sign, the sum 18: no overflow in 32 bits).
// The float cores of dot are in generic/geometric/dot.cl.
#include <clb/integer.h>

#define CLB_DOT_4X8(R, A, B)                                                 \
  CLB_OVLD CLB_CONST R __clb_dot(A a, B b) {                                 \
    typedef CLB_VECTOR(R, A) W;                                              \
    W p = __builtin_convertvector(a, W) * __builtin_convertvector(b, W);     \
    return (p.x + p.y) + (p.z + p.w);                                        \
  }
CLB_DOT_4X8(uint, uchar4, uchar4)
CLB_DOT_4X8(int, char4, char4)
CLB_DOT_4X8(int, uchar4, char4)
CLB_DOT_4X8(int, char4, uchar4)
