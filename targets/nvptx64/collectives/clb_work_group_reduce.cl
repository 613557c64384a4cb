// work_group_reduce_<op> on nvptx64, CUB's BLOCK_REDUCE_WARP_REDUCTIONS shape
// with the result in every work-item:
//   1. each warp reduces by butterfly shuffles (5 steps; both lanes of a pair
//      compute lower-lane op upper-lane, the same operation to the bit, so
//      every lane ends with the same bits: f64 add keeps the first NaN
//      operand's sign and payload, so a op b and b op a can differ);
//      a last, partial warp uses a shuffle-down tree and reads lane 0;
//   2. groups of one warp are done: no barrier, no shared memory;
//   3. else lane 0 of each warp stores its total, barrier, and every work-item
//      folds the warp totals in order (the same fold in every warp, so every
//      work-item gets the same bits), barrier so that the next collective may
//      reuse the slots. 2 barriers.
#include "warp.h"

#define CLB_NVPTX_WARP_REDUCE(T, op)                                           \
  static inline T __clb_nvptx_warp_reduce_##op##_##T(T v, __clb_nvptx_warp_t w) { \
    if (w.lanes == 32) {                                                       \
      for (uint m = 16; m >= 1; m >>= 1) {                                     \
        T o = __clb_nvptx_shfl_bfly_##T(0xffffffffu, v, m);                    \
        bool upper = (w.lane & m) != 0;                                        \
        v = CLB_WG_OP(op, T, upper ? o : v, upper ? v : o);                    \
      }                                                                        \
      return v;                                                                \
    }                                                                          \
    for (uint d = 16; d >= 1; d >>= 1) {                                       \
      T o = __clb_nvptx_shfl_down_##T(w.mask, v, d);                           \
      if (w.lane + d < w.lanes)                                                \
        v = CLB_WG_OP(op, T, v, o);                                            \
    }                                                                          \
    return __clb_nvptx_shfl_idx_##T(w.mask, v, 0);                             \
  }                                                                            \
  CLB_CONVERGENT T __clb_work_group_reduce_##op##_##T(T x) {                   \
    __clb_nvptx_warp_t w = __clb_nvptx_warp();                                 \
    T v = __clb_nvptx_warp_reduce_##op##_##T(x, w);                            \
    if (w.warps == 1)                                                          \
      return v;                                                                \
    local ulong *s = __clb_work_group_scratch();                               \
    if (w.lane == 0)                                                           \
      CLB_WG_SLOT(T, s, w.warp) = v;                                           \
    CLB_NVPTX_BARRIER();                                                       \
    T r = CLB_WG_SLOT(T, s, 0);                                                \
    for (uint k = 1; k < w.warps; ++k)                                         \
      r = CLB_WG_OP(op, T, r, CLB_WG_SLOT(T, s, k));                           \
    CLB_NVPTX_BARRIER();                                                       \
    return r;                                                                  \
  }
CLB_WG_FOR_EACH_OP_AND_TYPE(CLB_NVPTX_WARP_REDUCE)
