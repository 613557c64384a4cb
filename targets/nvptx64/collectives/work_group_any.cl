// work_group_any's core on nvptx64: one bar.red.or.pred, a barrier that also
// reduces the predicate for every thread of the CTA. No shared memory.
#include <clb/work_group.h>

CLB_OVLD CLB_CONVERGENT int __clb_work_group_any(int predicate) {
  return __nvvm_bar0_or(predicate != 0) != 0;
}
