// work_group_broadcast's cores, from the work-item at a 1-, 2- or 3-D local
// id, which every item passes alike: the target's core takes its linear id
// (x fastest, as get_local_linear_id counts).
#include <clb/work_group.h>

#define CLB_WG_BROADCAST(T, ...)                                               \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_broadcast(T a, size_t x) {        \
    return __clb_work_group_broadcast_linear(a, (uint)x);                      \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_broadcast(T a, size_t x, size_t y) { \
    return __clb_work_group_broadcast_linear(a, (uint)(x + y * get_local_size(0))); \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_broadcast(T a, size_t x, size_t y, size_t z) { \
    return __clb_work_group_broadcast_linear(                                  \
        a, (uint)(x + (y + z * get_local_size(1)) * get_local_size(0)));       \
  }
CLB_FOR_EACH_WORK_GROUP_TYPE(CLB_WG_BROADCAST)
