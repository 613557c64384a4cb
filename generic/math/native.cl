// native_sqrt, native_recip, native_divide, native_rsqrt: on a target without
// faster approximations, the accurate forms (sqrt and division correctly
// rounded, rsqrt within 1 ulp). Targets with approximate instructions replace
// this file (targets/<t>/math/native.cl).
// native_exp, exp2, exp10, log, log2, log10, powr, sin, cos and tan (float
// alone in clang's declarations): the accurate functions (<clb/native.h>),
// with their bounds.
#include <clb/math.h>
#include <clb/native.h>

#define CLB_NATIVE(T, ...)                                                     \
  CLB_OVLD CLB_CONST T __clb_native_sqrt(T x) { return __clb_sqrt(x); }       \
  CLB_OVLD CLB_CONST T __clb_native_recip(T x) { return (T)1 / x; }           \
  CLB_OVLD CLB_CONST T __clb_native_divide(T x, T y) { return x / y; }        \
  CLB_OVLD CLB_CONST T __clb_native_rsqrt(T x) { return __clb_rsqrt(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_NATIVE)
CLB_WIDTHS_OF_float(CLB_ACCURATE_AS, native)
