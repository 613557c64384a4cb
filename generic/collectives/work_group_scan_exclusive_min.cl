// work_group_scan_exclusive_min for every collective type (OpenCL C 2.0+);
// the algorithm is the target's core, see include/clb/work_group.h.
#include <clb/work_group.h>

#define CLB_WG_SCAN_EXCLUSIVE_MIN(T, op) \
  CLB_OVLD CLB_CONVERGENT T work_group_scan_exclusive_##op(T x) { return __clb_work_group_scan_exclusive_##op##_##T(x); }
CLB_FOR_EACH_WORK_GROUP_TYPE(CLB_WG_SCAN_EXCLUSIVE_MIN, min)
