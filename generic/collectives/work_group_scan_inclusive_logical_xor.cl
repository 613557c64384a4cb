// work_group_scan_inclusive_logical_xor (cl_khr_work_group_uniform_arithmetic): the
// bitwise xor of the predicates made 0 or 1, which is their logical xor.
#include <clb/work_group.h>
#include <clbuiltins/work_group_uniform_arithmetic.h>

CLB_OVLD CLB_CONVERGENT int work_group_scan_inclusive_logical_xor(int predicate) {
  return __clb_work_group_scan_inclusive_xor_int(predicate != 0) != 0;
}
