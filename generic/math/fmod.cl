// fmod: x - trunc(x/y)*y, exact (see clb_long_division.cl). A zero result has
// x's sign; fmod(x, +-INF) = x; fmod(INF, y), fmod(x, 0) and NaNs give NaN.
// half: through float (<clb/math.h>); the exact remainder of two halves is
// a half, so rounding it back is exact.
#include <clb/math.h>

#define CLB_FMOD(S, ...)                                                       \
  CLB_OVLD CLB_CONST S __clb_fmod(S x, S y) {                                 \
    int quo;                                                                   \
    return __clb_long_division(x, y, 0, &quo);                                 \
  }
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_FMOD)
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_MAP2, __clb_fmod)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT2, __clb_fmod)
