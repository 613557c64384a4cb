// half_sqrt, half_recip, half_divide, half_rsqrt: the spec allows 8192 ulp;
// the accurate forms cost little more than any approximation here. So for
// half_exp, exp2, exp10, log, log2, log10, powr, sin, cos and tan (float
// alone in clang's declarations; <clb/native.h>), on every target.
#include <clb/math.h>
#include <clb/native.h>

#define CLB_HALF(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_half_sqrt(T x) { return __clb_sqrt(x); }         \
  CLB_OVLD CLB_CONST T __clb_half_recip(T x) { return (T)1 / x; }             \
  CLB_OVLD CLB_CONST T __clb_half_divide(T x, T y) { return x / y; }          \
  CLB_OVLD CLB_CONST T __clb_half_rsqrt(T x) { return __clb_rsqrt(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_HALF)
CLB_WIDTHS_OF_float(CLB_ACCURATE_AS, half)
