// work_group_any: the logical or of the predicates, 1 or 0.
#include <clb/work_group.h>

CLB_OVLD CLB_CONVERGENT int work_group_any(int predicate) {
  return __clb_work_group_reduce_or_int(predicate != 0);
}
