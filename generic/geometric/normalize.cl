// Scaled like hypot, with the spec's zero, NaN and infinity rules
// (include/clb/geometric.h). fast_normalize is the spec's p * half_rsqrt of
// the sum of squares where that sum is in range (the target's fastest
// reciprocal root, __clb_geo_fast_rsqrt), and normalize elsewhere: defined
// even where the spec lets the fast form overflow or return p.
#include <clb/geometric.h>
#define CLB_NORMALIZE(T, E, W, ...)                                             \
  CLB_OVLD CLB_CONST T __clb_normalize(T p) {                                   \
    return CLB_GEO_OUT(T, W, __clb_geo_normalize(CLB_GEO_IN(T, E, p), CLB_WIDTH(T))); \
  }
CLB_FOR_EACH_GEOMETRIC(CLB_NORMALIZE)
#define CLB_FAST_NORMALIZE(T, ...)                                              \
  CLB_OVLD CLB_CONST T __clb_fast_normalize(T p) {                              \
    const float4 q = CLB_GEO_IN(T, float, p);                                   \
    const float ss = __clb_geo_sumsq(q, CLB_WIDTH(T));                          \
    return __clb_geo_in_range(ss) ? p * __clb_geo_fast_rsqrt(ss) : __clb_normalize(p); \
  }
CLB_FAST_NORMALIZE(float) CLB_FAST_NORMALIZE(float2) CLB_FAST_NORMALIZE(float3)
CLB_FAST_NORMALIZE(float4)
