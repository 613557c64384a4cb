// fdim: x - y (one rounding) when x > y, else +0; a NaN argument gives a NaN
// (the comparison alone would give +0). half: through float, x - y rounded
// to float then to half, which is x - y rounded once (<clb/math.h>).
#include <clb/math.h>

#define CLB_FDIM(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_fdim(T x, T y) {                                 \
    T r = x > y ? x - y : (T)0;                                                \
    return (CLB_IS_NAN(x) | CLB_IS_NAN(y)) ? x + y : r;                        \
  }
CLB_FOR_EACH_FLOAT32_64(CLB_FDIM)
CLB_WIDTHS_OF_half(CLB_HALF_VIA_FLOAT2, __clb_fdim)
