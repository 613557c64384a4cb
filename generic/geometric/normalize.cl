// Scaled like hypot, with the spec's zero, NaN and infinity rules
// (include/clb/geometric.h). fast_normalize is the same: accurate, and
// defined even where the spec lets the fast form overflow.
#include <clb/geometric.h>
#define CLB_NORMALIZE(T, E, W, ...)                                             \
  CLB_OVLD CLB_CONST T __clb_normalize(T p) {                                   \
    return CLB_GEO_OUT(T, W, __clb_geo_normalize(CLB_GEO_IN(T, E, p), CLB_WIDTH(T))); \
  }
CLB_FOR_EACH_GEOMETRIC(CLB_NORMALIZE)
#define CLB_FAST_NORMALIZE(T, ...) \
  CLB_OVLD CLB_CONST T __clb_fast_normalize(T p) { return __clb_normalize(p); }
CLB_FAST_NORMALIZE(float) CLB_FAST_NORMALIZE(float2) CLB_FAST_NORMALIZE(float3)
CLB_FAST_NORMALIZE(float4)
