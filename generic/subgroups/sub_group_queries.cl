// The sub-group queries of the size-1 emulation (include/clb/sub_group.h):
// every work-item is a sub-group of its own, numbered by its linear local id.
#include <clb/sub_group.h>

CLB_OVLD uint __clb_get_sub_group_size(void) { return 1; }
CLB_OVLD uint __clb_get_max_sub_group_size(void) { return 1; }
CLB_OVLD uint __clb_get_num_sub_groups(void) { return __clb_work_group_items(); }
CLB_OVLD uint __clb_get_enqueued_num_sub_groups(void) {
  return (uint)(get_enqueued_local_size(0) * get_enqueued_local_size(1) *
                get_enqueued_local_size(2));
}
CLB_OVLD uint __clb_get_sub_group_id(void) { return __clb_work_group_linear_id(); }
CLB_OVLD uint __clb_get_sub_group_local_id(void) { return 0; }
