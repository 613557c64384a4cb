// dot of cl_khr_integer_dot_product (4 x 8-bit), here only so that the
// geometric/dot table line builds on this branch: the integer engineer's
// version replaces it at merge. Products and sum are exact in 32 bits.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_DOT_4X8(R, A, B)                                                    \
  CLB_OVLD CLB_CONST R __clb_dot(A a, B b) {                                    \
    const int4 p = __builtin_convertvector(a, int4) * __builtin_convertvector(b, int4); \
    return (R)((p.x + p.y) + (p.z + p.w));                                      \
  }
CLB_DOT_4X8(uint, uchar4, uchar4)
CLB_DOT_4X8(int, char4, char4)
CLB_DOT_4X8(int, uchar4, char4)
CLB_DOT_4X8(int, char4, uchar4)
