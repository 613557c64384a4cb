// sub_group_ballot in the size-1 emulation: bit 0 is this work-item's.
#include <clb/sub_group.h>

CLB_OVLD uint4 __clb_sub_group_ballot(int predicate) {
  return (uint4)(predicate != 0, 0, 0, 0);
}
