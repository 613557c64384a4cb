// work_group_broadcast on nvptx64: within one warp a shuffle (no barrier);
// else the source stores the value in one slot of the double-buffered
// scratch (warp.h), one barrier, everyone reads it. One barrier: the next
// collective writes the other half of the scratch.
#include "warp.h"

#define CLB_NVPTX_BROADCAST(T, _)                                              \
  CLB_NVPTX_INLINE T __clb_nvptx_broadcast_##T(T x, uint source,               \
                                               __clb_nvptx_group_t g) {        \
    if (g.warps == 1)                                                          \
      return __clb_nvptx_shfl_idx_##T(g.mask, x, (int)source);                 \
    local T *b = (local T *)__clb_nvptx_exchange(g);                           \
    if (g.i == source)                                                         \
      b[0] = x;                                                                \
    CLB_NVPTX_BARRIER();                                                       \
    return b[0];                                                               \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_broadcast_linear(T x, uint source) { \
    __CLB_NVPTX_GROUP_DISPATCH(__clb_nvptx_broadcast_##T(x, source, g_));      \
  }
CLB_FOR_EACH_WORK_GROUP_TYPE(CLB_NVPTX_BROADCAST, _)
