// work_group_reduce_logical_and (cl_khr_work_group_uniform_arithmetic): the
// bitwise and of the predicates made 0 or 1, which is their logical and.
#include <clb/work_group.h>
#include <clbuiltins/work_group_uniform_arithmetic.h>

CLB_OVLD CLB_CONVERGENT int work_group_reduce_logical_and(int predicate) {
  return __clb_work_group_reduce_and_int(predicate != 0) != 0;
}
