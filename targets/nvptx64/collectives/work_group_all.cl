// work_group_all's core on nvptx64: one bar.red.and.pred, a barrier that also
// reduces the predicate for every thread of the CTA. No shared memory.
#include <clb/work_group.h>

CLB_OVLD CLB_CONVERGENT int __clb_work_group_all(int predicate) {
  return __nvvm_bar0_and(predicate != 0) != 0;
}
