// work_group_all's core: the logical and of the predicates, 1 or 0.
#include <clb/work_group.h>

CLB_OVLD CLB_CONVERGENT int __clb_work_group_all(int predicate) {
  return __clb_work_group_reduce_and(predicate != 0);
}
