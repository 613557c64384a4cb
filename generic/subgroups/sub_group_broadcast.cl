// Moving values between work-items in the size-1 emulation: the only valid
// source of every broadcast, shuffle and rotation is this work-item (any
// other index is at least the sub-group size, where the spec leaves the
// result undefined; a rotation is modulo the maximum sub-group size, 1).
#include <clb/sub_group.h>

#define CLB_SG1_BROADCAST(T, _)                                                \
  CLB_OVLD T __clb_sub_group_broadcast(T x, uint id) { return x; }             \
  CLB_OVLD T __clb_sub_group_non_uniform_broadcast(T x, uint id) { return x; }
CLB_FOR_EACH_ALL(CLB_SG1_BROADCAST, _)

#define CLB_SG1_SHUFFLE(T, _)                                                  \
  CLB_OVLD T __clb_sub_group_broadcast_first(T x) { return x; }                \
  CLB_OVLD T __clb_sub_group_shuffle(T x, uint id) { return x; }               \
  CLB_OVLD T __clb_sub_group_shuffle_xor(T x, uint mask) { return x; }         \
  CLB_OVLD T __clb_sub_group_shuffle_up(T x, uint delta) { return x; }         \
  CLB_OVLD T __clb_sub_group_shuffle_down(T x, uint delta) { return x; }       \
  CLB_OVLD T __clb_sub_group_rotate(T x, int delta) { return x; }              \
  CLB_OVLD T __clb_sub_group_clustered_rotate(T x, int delta, uint clustersize) { return x; }
CLB_FOR_EACH_ALL_SCALAR(CLB_SG1_SHUFFLE, _)
