// Votes in the size-1 emulation: this work-item is the whole sub-group and
// always active, so it is elected and its own predicate decides every vote.
#include <clb/sub_group.h>

CLB_OVLD int __clb_sub_group_all(int predicate) { return predicate != 0; }
CLB_OVLD int __clb_sub_group_any(int predicate) { return predicate != 0; }
CLB_OVLD int __clb_sub_group_non_uniform_all(int predicate) { return predicate != 0; }
CLB_OVLD int __clb_sub_group_non_uniform_any(int predicate) { return predicate != 0; }
CLB_OVLD int __clb_sub_group_elect(void) { return 1; }

// Equal to itself: bitwise for integers, but an ordered comparison for
// floating types, under which a NaN equals nothing, itself included.
#define CLB_SG1_ALL_EQUAL(T, _)                                                \
  CLB_OVLD int __clb_sub_group_non_uniform_all_equal(T x) { return x == x; }
CLB_FOR_EACH_ALL_SCALAR(CLB_SG1_ALL_EQUAL, _)
