// Products summed in order (half in float, rounded once).
#include <clb/geometric.h>
#define CLB_DOT(T, E, W, ...)                                                   \
  CLB_OVLD CLB_CONST W __clb_dot(T p, T q) {                                    \
    return (W)__clb_geo_dot(CLB_GEO_IN(T, E, p), CLB_GEO_IN(T, E, q), CLB_WIDTH(T)); \
  }
CLB_FOR_EACH_GEOMETRIC(CLB_DOT)
