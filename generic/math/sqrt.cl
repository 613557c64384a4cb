// sqrt: llvm.sqrt, correctly rounded (sqrt.rn on nvptx64, sqrtps/sqrtpd on
// x86). The library is compiled with -cl-fp32-correctly-rounded-divide-sqrt,
// so clang attaches no !fpmath licence to round it less accurately.
#include <clb/math.h>

#define CLB_SQRT(S, ...) CLB_OVLD CLB_CONST S __clb_sqrt(S x) { return CLB_LIBM(S, __builtin_sqrt)(x); }
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_SQRT)
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_MAP1, __clb_sqrt)
