// The logical reductions and scans of cl_khr_work_group_uniform_arithmetic:
// the bitwise and/or/xor of the predicates made 0 or 1, which is their
// logical and/or/xor, on the targets' integer cores.
#include <clb/work_group.h>

#define CLB_WG_LOGICAL(op)                                                     \
  CLB_OVLD CLB_CONVERGENT int __clb_work_group_reduce_logical_##op(int p) {    \
    return __clb_work_group_reduce_##op(p != 0) != 0;                          \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT int __clb_work_group_scan_inclusive_logical_##op(int p) { \
    return __clb_work_group_scan_inclusive_##op(p != 0) != 0;                  \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT int __clb_work_group_scan_exclusive_logical_##op(int p) { \
    return __clb_work_group_scan_exclusive_##op(p != 0) != 0;                  \
  }
CLB_WG_LOGICAL(and)
CLB_WG_LOGICAL(or)
CLB_WG_LOGICAL(xor)
