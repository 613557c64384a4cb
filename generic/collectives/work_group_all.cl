// work_group_all: the logical and of the predicates, 1 or 0.
#include <clb/work_group.h>

CLB_OVLD CLB_CONVERGENT int work_group_all(int predicate) {
  return __clb_work_group_reduce_and_int(predicate != 0);
}
