// work_group_any's core: the logical or of the predicates, 1 or 0.
#include <clb/work_group.h>

CLB_OVLD CLB_CONVERGENT int __clb_work_group_any(int predicate) {
  return __clb_work_group_reduce_or(predicate != 0);
}
