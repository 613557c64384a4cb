// Scaled like hypot (include/clb/geometric.h): finite whenever the true
// length is, and within about 1 + n/2 ulp. fast_length: see
// __clb_geo_fast_length.
#include <clb/geometric.h>
#define CLB_LENGTH(T, E, W, ...)                                                \
  CLB_OVLD CLB_CONST W __clb_length(T p) {                                      \
    return (W)__clb_geo_length(CLB_GEO_IN(T, E, p), CLB_WIDTH(T));              \
  }
CLB_FOR_EACH_GEOMETRIC(CLB_LENGTH)
#define CLB_FAST_LENGTH(T, ...)                                                 \
  CLB_OVLD CLB_CONST float __clb_fast_length(T p) {                             \
    return __clb_geo_fast_length(CLB_GEO_IN(T, float, p), CLB_WIDTH(T));        \
  }
CLB_FAST_LENGTH(float) CLB_FAST_LENGTH(float2) CLB_FAST_LENGTH(float3) CLB_FAST_LENGTH(float4)
