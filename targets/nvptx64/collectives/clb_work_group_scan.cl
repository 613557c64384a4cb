// work_group_scan_{inclusive,exclusive}_<op> on nvptx64, CUB's
// BLOCK_SCAN_WARP_SCANS shape:
//   1. each warp scans by shuffle-up (5 steps, Kogge-Stone); the exclusive
//      value is the inclusive one of the lane before;
//   2. groups of one warp are done: no barrier, no shared memory;
//   3. else the last lane of each warp stores the warp total, barrier, each
//      work-item folds the totals of the warps before its own in order,
//      barrier so that the next collective may reuse the slots. 2 barriers.
// A prefix is never combined with the identity (it would turn -0.0 into
// +0.0); the first lane or warp selects instead.
#include "warp.h"

#define CLB_NVPTX_SCAN(T, op)                                                  \
  static inline CLB_CONVERGENT T __clb_nvptx_scan_##op##_##T(T x, bool inclusive) { \
    __clb_nvptx_warp_t w = __clb_nvptx_warp();                                 \
    T v = x;                                                                   \
    for (uint d = 1; d < 32; d <<= 1) {                                        \
      T o = __clb_nvptx_shfl_up_##T(w.mask, v, d);                             \
      if (w.lane >= d)                                                         \
        v = CLB_WG_OP(op, T, o, v);                                            \
    }                                                                          \
    T e = __clb_nvptx_shfl_up_##T(w.mask, v, 1);                               \
    if (w.warps == 1)                                                          \
      return inclusive ? v : w.lane == 0 ? CLB_WG_IDENTITY(op, T) : e;         \
    local ulong *s = __clb_work_group_scratch();                               \
    if (w.lane == w.lanes - 1)                                                 \
      CLB_WG_SLOT(T, s, w.warp) = v;                                           \
    CLB_NVPTX_BARRIER();                                                       \
    T p = CLB_WG_SLOT(T, s, 0);                                                \
    for (uint k = 1; k < w.warp; ++k)                                          \
      p = CLB_WG_OP(op, T, p, CLB_WG_SLOT(T, s, k));                           \
    CLB_NVPTX_BARRIER();                                                       \
    if (inclusive)                                                             \
      return w.warp == 0 ? v : CLB_WG_OP(op, T, p, v);                         \
    if (w.lane == 0)                                                           \
      return w.warp == 0 ? CLB_WG_IDENTITY(op, T) : p;                         \
    return w.warp == 0 ? e : CLB_WG_OP(op, T, p, e);                           \
  }                                                                            \
  CLB_CONVERGENT T __clb_work_group_scan_inclusive_##op##_##T(T x) {           \
    return __clb_nvptx_scan_##op##_##T(x, true);                               \
  }                                                                            \
  CLB_CONVERGENT T __clb_work_group_scan_exclusive_##op##_##T(T x) {           \
    return __clb_nvptx_scan_##op##_##T(x, false);                              \
  }
CLB_WG_FOR_EACH_OP_AND_TYPE(CLB_NVPTX_SCAN)
