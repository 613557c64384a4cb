// work_group_scan_exclusive_mul (cl_khr_work_group_uniform_arithmetic);
// the algorithm is the target's core, see include/clb/work_group.h.
#include <clb/work_group.h>
#include <clbuiltins/work_group_uniform_arithmetic.h>

#define CLB_WG_SCAN_EXCLUSIVE_MUL(T, op) \
  CLB_OVLD CLB_CONVERGENT T work_group_scan_exclusive_##op(T x) { return __clb_work_group_scan_exclusive_##op##_##T(x); }
CLB_FOR_EACH_WORK_GROUP_TYPE(CLB_WG_SCAN_EXCLUSIVE_MUL, mul)
