// work_group_reduce_logical_or (cl_khr_work_group_uniform_arithmetic): the
// bitwise or of the predicates made 0 or 1, which is their logical or.
#include <clb/work_group.h>
#include <clbuiltins/work_group_uniform_arithmetic.h>

CLB_OVLD CLB_CONVERGENT int work_group_reduce_logical_or(int predicate) {
  return __clb_work_group_reduce_or_int(predicate != 0) != 0;
}
