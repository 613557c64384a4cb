// work_group_broadcast on nvptx64: within one warp a shuffle (no barrier);
// else the source stores the value, barrier, everyone reads, barrier so that
// the next collective may reuse the slot. 2 barriers.
#include "warp.h"

#define CLB_NVPTX_BROADCAST(T, _)                                              \
  CLB_CONVERGENT T __clb_work_group_broadcast_##T(T x, uint source) {          \
    __clb_nvptx_warp_t w = __clb_nvptx_warp();                                 \
    if (w.warps == 1)                                                          \
      return __clb_nvptx_shfl_idx_##T(w.mask, x, (int)source);                 \
    local ulong *s = __clb_work_group_scratch();                               \
    if (__clb_work_group_linear_id() == source)                                \
      CLB_WG_SLOT(T, s, 0) = x;                                                \
    CLB_NVPTX_BARRIER();                                                       \
    T r = CLB_WG_SLOT(T, s, 0);                                                \
    CLB_NVPTX_BARRIER();                                                       \
    return r;                                                                  \
  }
CLB_FOR_EACH_WORK_GROUP_TYPE(CLB_NVPTX_BROADCAST, _)
