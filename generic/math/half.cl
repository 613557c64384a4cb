// half_sqrt, half_recip, half_divide, half_rsqrt: the spec allows 8192 ulp;
// the accurate forms cost little more than any approximation here. So for
// half_exp, exp2, exp10, log, log2, log10, powr, sin, cos and tan (float
// alone in clang's declarations; <clb/native.h>), on every target.
// clb-ulp: half_sqrt float 0 double 0
// clb-ulp: half_recip float 0 double 0
// clb-ulp: half_divide float 0 double 0
// clb-ulp: half_rsqrt float 0.501 float_cr 0.5 double 0.5
// clb-ulp: half_exp float =exp float_cr 0.501
// clb-ulp: half_exp2 float =exp2 float_cr 0.501
// clb-ulp: half_exp10 float =exp10 float_cr 0.501
// clb-ulp: half_log float =log float_cr 0.501
// clb-ulp: half_log2 float =log2 float_cr 0.501
// clb-ulp: half_log10 float =log10 float_cr 0.501
// clb-ulp: half_powr float =powr float_cr 0.501
// clb-ulp: half_sin float =sin float_cr 0.501
// clb-ulp: half_cos float =cos float_cr 0.501
// clb-ulp: half_tan float =tan float_cr 0.501
#include <clb/math.h>
#include <clb/native.h>

#define CLB_HALF(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_half_sqrt(T x) { return __clb_sqrt(x); }         \
  CLB_OVLD CLB_CONST T __clb_half_recip(T x) { return (T)1 / x; }             \
  CLB_OVLD CLB_CONST T __clb_half_divide(T x, T y) { return x / y; }          \
  CLB_OVLD CLB_CONST T __clb_half_rsqrt(T x) { return __clb_rsqrt(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_HALF)
CLB_WIDTHS_OF_float(CLB_ACCURATE_AS, half)
