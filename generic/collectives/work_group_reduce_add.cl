// work_group_reduce_add for every collective type (OpenCL C 2.0+);
// the algorithm is the target's core, see include/clb/work_group.h.
#include <clb/work_group.h>

#define CLB_WG_REDUCE_ADD(T, op) \
  CLB_OVLD CLB_CONVERGENT T work_group_reduce_##op(T x) { return __clb_work_group_reduce_##op##_##T(x); }
CLB_FOR_EACH_WORK_GROUP_TYPE(CLB_WG_REDUCE_ADD, add)
