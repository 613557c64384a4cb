// remainder: x - k*y with k = x/y rounded to nearest, ties to even; exact
// (see clb_long_division.cl). A zero result has x's sign. half: through
// float (<clb/math.h>), exact as fmod's.
#include <clb/math.h>

#define CLB_REMAINDER(S, ...)                                                  \
  CLB_OVLD CLB_CONST S __clb_remainder(S x, S y) {                            \
    int quo;                                                                   \
    return __clb_long_division(x, y, 1, &quo);                                 \
  }
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_REMAINDER)
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_MAP2, __clb_remainder)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT2, __clb_remainder)
