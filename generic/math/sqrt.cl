// sqrt: llvm.sqrt, correctly rounded (sqrt.rn on nvptx64, sqrtps/sqrtpd on
// x86). The library is compiled with -cl-fp32-correctly-rounded-divide-sqrt,
// so clang attaches no !fpmath licence to round it less accurately.
// half: the float sqrt of the widened half, rounded to half: correctly
// rounded, as float has 24 >= 2 * 11 + 2 bits (<clb/math.h>); a half
// midpoint m (12 bits) is never a square root of a half (m^2 needs 23
// bits), so there are no ties. Checked on all 2^16 halves
// (tests/suite/math_half_test.cpp).
#include <clb/math.h>

#define CLB_SQRT(S, ...) CLB_OVLD CLB_CONST S __clb_sqrt(S x) { return CLB_LIBM(S, __builtin_sqrt)(x); }
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_SQRT)
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_MAP1, __clb_sqrt)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT1, __clb_sqrt)
