// The sub-group queries on nvptx64: sub-groups are the warps of the group
// (sub_group.h), 32 lanes but for a last, partial one.
#include "sub_group.h"

static inline uint __clb_nvptx_enqueued_items(void) {
  return (uint)(get_enqueued_local_size(0) * get_enqueued_local_size(1) *
                get_enqueued_local_size(2));
}

CLB_OVLD uint __clb_get_sub_group_size(void) {
  return (uint)__builtin_popcount(__clb_nvptx_sub_group_mask());
}
// The enqueued groups are the dispatch's largest.
CLB_OVLD uint __clb_get_max_sub_group_size(void) { return min(__clb_nvptx_enqueued_items(), 32u); }
CLB_OVLD uint __clb_get_num_sub_groups(void) { return (__clb_work_group_items() + 31) >> 5; }
CLB_OVLD uint __clb_get_enqueued_num_sub_groups(void) {
  return (__clb_nvptx_enqueued_items() + 31) >> 5;
}
CLB_OVLD uint __clb_get_sub_group_id(void) { return __clb_work_group_linear_id() >> 5; }
CLB_OVLD uint __clb_get_sub_group_local_id(void) { return __clb_nvptx_lane(); }
