// (p.yzx * q.zxy - p.zxy * q.yzx), w = 0 for 4 components; half in float
// (its products are exact there), rounded once.
#include <clb/geometric.h>
#define CLB_CROSS(E, W)                                                         \
  CLB_OVLD CLB_CONST W##3 __clb_cross(W##3 p, W##3 q) {                         \
    const E##3 a = __builtin_convertvector(p, E##3), b = __builtin_convertvector(q, E##3); \
    return __builtin_convertvector(a.yzx * b.zxy - a.zxy * b.yzx, W##3);        \
  }                                                                             \
  CLB_OVLD CLB_CONST W##4 __clb_cross(W##4 p, W##4 q) {                         \
    return (W##4)(__clb_cross(p.xyz, q.xyz), (W)0);                             \
  }
CLB_CROSS(float, float)
CLB_IF_FP64(CLB_CROSS(double, double))
CLB_IF_FP16(CLB_CROSS(float, half))
