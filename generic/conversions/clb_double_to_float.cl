// double -> float, __clb_float_<mode>_double. Round to nearest even is
// fptrunc itself; the directed modes split the source exactly and round once
// in the core (clb_pack_binary.cl). NaN: CLB_NAN_CANONICAL (clb/convert.h).
#include <clb/convert.h>

#if CLB_HAS_FP64
#define CLB_AS_FLOAT(b) as_float((uint)(b))
CLB_CONST float __clb_float_rte_double(double x) {
  return x == x ? (float)x : CLB_NAN_OF(float);
}
CLB_NARROW(rtz, float, double, CLB_AS_FLOAT, 24, 32)
CLB_NARROW(rtp, float, double, CLB_AS_FLOAT, 24, 32)
CLB_NARROW(rtn, float, double, CLB_AS_FLOAT, 24, 32)
#endif
