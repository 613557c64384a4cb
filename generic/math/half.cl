// half_sqrt, half_recip, half_divide, half_rsqrt: the spec allows 8192 ulp;
// the accurate forms cost little more than any approximation here.
// clb-ulp: half_sqrt float 0 double 0
// clb-ulp: half_recip float 0 double 0
// clb-ulp: half_divide float 0 double 0
// clb-ulp: half_rsqrt float 0.5 double 0.5
#include <clb/math.h>

#define CLB_HALF(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_half_sqrt(T x) { return __clb_sqrt(x); }         \
  CLB_OVLD CLB_CONST T __clb_half_recip(T x) { return (T)1 / x; }             \
  CLB_OVLD CLB_CONST T __clb_half_divide(T x, T y) { return x / y; }          \
  CLB_OVLD CLB_CONST T __clb_half_rsqrt(T x) { return __clb_rsqrt(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_HALF)
