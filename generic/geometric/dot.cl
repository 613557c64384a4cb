// dot(p0, p1) for floating-point types with 1 to 4 components: the sum of
// the componentwise products, pairwise ((x + y) + (z + w)) so the rounding
// error grows with log2 of the width: n products and at most n - 1 sums,
// each rounded once, stay within the spec's absolute bound of
// max * max * (2n - 1) * epsilon.
// (The integer cores of dot, from cl_khr_integer_dot_product, are in
// generic/integer/dot.cl.)
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_DOT_FLOAT(S, ...)                                                   \
  CLB_OVLD CLB_CONST S __clb_dot(S a, S b) { return a * b; }                    \
  CLB_OVLD CLB_CONST S __clb_dot(S##2 a, S##2 b) { S##2 p = a * b; return p.x + p.y; } \
  CLB_OVLD CLB_CONST S __clb_dot(S##3 a, S##3 b) {                              \
    S##3 p = a * b;                                                             \
    return (p.x + p.y) + p.z;                                                   \
  }                                                                             \
  CLB_OVLD CLB_CONST S __clb_dot(S##4 a, S##4 b) {                              \
    S##4 p = a * b;                                                             \
    return (p.x + p.y) + (p.z + p.w);                                           \
  }
CLB_FOR_EACH_FLOAT_SCALAR(CLB_DOT_FLOAT)
