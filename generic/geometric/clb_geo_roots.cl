// The roots the geometric functions end with, in one place so that a target
// with faster instructions replaces only these (targets/<t>/geometric/
// clb_geo_roots.cl). Here all of them are the accurate forms: sqrt and the
// division correctly rounded, so normalize is within about 1.5 ulp per
// component plus the sum's rounding, and the fast_ functions, which the spec
// lets be far worse (8192 ulp), are as accurate as the others.
#include <clb/geometric.h>

CLB_OVLD CLB_CONST float __clb_geo_rsqrt(float ss) { return 1.0f / __builtin_sqrtf(ss); }
CLB_OVLD CLB_CONST float __clb_geo_fast_rsqrt(float ss) { return 1.0f / __builtin_sqrtf(ss); }
CLB_OVLD CLB_CONST float __clb_geo_fast_sqrt(float ss) { return __builtin_sqrtf(ss); }
#if CLB_HAS_FP64
CLB_OVLD CLB_CONST double __clb_geo_rsqrt(double ss) { return 1.0 / __builtin_sqrt(ss); }
#endif
