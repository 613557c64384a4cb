// length(p - q), the spec's definition; half subtracts in float, exactly
// enough that no difference rounds before the length.
#include <clb/geometric.h>
#define CLB_DISTANCE(T, E, W, ...)                                              \
  CLB_OVLD CLB_CONST W __clb_distance(T p, T q) {                               \
    return (W)__clb_geo_length(CLB_GEO_IN(T, E, p) - CLB_GEO_IN(T, E, q), CLB_WIDTH(T)); \
  }
CLB_FOR_EACH_GEOMETRIC(CLB_DISTANCE)
#define CLB_FAST_DISTANCE(T, ...)                                               \
  CLB_OVLD CLB_CONST float __clb_fast_distance(T p, T q) {                      \
    return __clb_geo_fast_length(CLB_GEO_IN(T, float, p) - CLB_GEO_IN(T, float, q), CLB_WIDTH(T)); \
  }
CLB_FAST_DISTANCE(float) CLB_FAST_DISTANCE(float2) CLB_FAST_DISTANCE(float3)
CLB_FAST_DISTANCE(float4)
