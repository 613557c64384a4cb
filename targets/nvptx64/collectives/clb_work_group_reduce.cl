// work_group_reduce_<op> on nvptx64, CUB's BLOCK_REDUCE_WARP_REDUCTIONS shape
// with the result in every work-item:
//   1. each warp reduces its values: one redux.sync for 32-bit integer
//      add/min/max/and/or/xor (sm_80), else by shuffles, a tree whose step
//      d (16, 8, .., 1) combines lane j with lane j + d, lower lane first;
//   2. a group of one warp is done: the tree ran as a butterfly (every lane
//      computes its pair lower-lane op upper-lane, so every lane ends with
//      lane 0's bits: f64 add keeps the first NaN operand's sign and payload,
//      so a op b and b op a can differ), or for a partial warp lane 0's value
//      is shuffled to all; no barrier, no shared memory;
//   3. else lane 0 of each warp stores its total (warp.h: one half of the
//      double-buffered scratch), one barrier, and each warp folds the totals
//      itself, so every work-item gets the result without a second barrier:
//      lane k loads total k (one conflict-free load) and the warp reduces
//      them as in step 1 (lanes past the totals hold a pad where op has one,
//      warp.h, so no step selects: float reduce at 1024, 1.02 to 1.12x of
//      CUB's with reqd_work_group_size). Where a group has at most
//      CLB_NVPTX_REDUCE_FOLD_ALL (8) warps (a constant with
//      reqd_work_group_size, else a branch on the group's size), every lane
//      loads them all (16-byte loads cost less than a warp step) and runs the
//      same tree in registers. Where a last warp
//      has fewer lanes than there are totals, warp 0 folds them for every
//      warp and a second barrier publishes the result (the condition depends
//      on the group's size alone, so the barrier is uniform); no register
//      array of 32 totals is live, which cost kernels without
//      reqd_work_group_size registers and occupancy. The same tree
//      everywhere: every work-item gets the same bits.
// One barrier; CUB's reduce has one too, plus the one its caller needs before
// reusing its TempStorage, and gives the result to thread 0 alone.
#include "warp.h"

#define CLB_NVPTX_REDUCE(T, op)                                                \
  /* Lane 0 (every lane if all) gets the fold of this warp's g.lanes values. */ \
  CLB_NVPTX_INLINE T __clb_nvptx_warp_reduce_##op##_##T(T v, __clb_nvptx_group_t g, \
                                                       bool all) {             \
    if (CLB_NVPTX_REDUX_FIRST && CLB_NVPTX_HAS_REDUX(op, T))                   \
      return CLB_NVPTX_REDUX(op, T, v, g.mask);                                \
    if (g.full && (all || CLB_NVPTX_EXACT(T))) {                               \
      _Pragma("unroll") for (uint m = 16; m >= 1; m >>= 1) {                   \
        T o = __clb_nvptx_shfl_bfly_##T(0xffffffffu, v, m);                    \
        bool upper = !CLB_NVPTX_EXACT(T) && (g.lane & m) != 0;                 \
        T lo_ = upper ? o : v, hi_ = upper ? v : o;                            \
        CLB_NVPTX_LANE_ORDER(T, lo_, hi_);                                     \
        v = CLB_WG_OP(op, T, lo_, hi_);                                        \
      }                                                                        \
      return v;                                                                \
    }                                                                          \
    _Pragma("unroll") for (uint d = 16; d >= 1; d >>= 1) {                     \
      T o = __clb_nvptx_shfl_down_##T(g.mask, v, d);                           \
      if (g.full || g.lane + d < g.lanes) /* lane 0 is right either way */     \
        v = CLB_WG_OP(op, T, v, o);                                            \
    }                                                                          \
    return all ? __clb_nvptx_shfl_idx_##T(g.mask, v, 0) : v;                   \
  }                                                                            \
  /* Every lane loads every total (at most CLB_NVPTX_REDUCE_FOLD_ALL) and   \
     runs the tree in registers. */                                            \
  CLB_NVPTX_INLINE T __clb_nvptx_fold_all_##op##_##T(local T *b,               \
                                                     __clb_nvptx_group_t g) {  \
    T t[32];                                                                   \
    _Pragma("unroll") for (uint k = 0; k < CLB_NVPTX_REDUCE_FOLD_ALL; ++k)     \
      if (k < g.wmax)                                                          \
        t[k] = CLB_NVPTX_HAS_PAD(op, T) && k >= g.warps ? CLB_NVPTX_PAD(op, T) : b[k]; \
    /* With pads, the tree over every register (a constant count) needs no  \
       select in its steps where the warp count is known at run time only. */ \
    uint count_ = min(g.wmax, (uint)CLB_NVPTX_REDUCE_FOLD_ALL);                \
    CLB_NVPTX_TREE(op, T, t, CLB_NVPTX_HAS_PAD(op, T) ? count_ : g.warps)      \
    return t[0];                                                               \
  }                                                                            \
  /* The fold of the g.warps totals in b, in every work-item. */               \
  CLB_NVPTX_INLINE T __clb_nvptx_fold_totals_##op##_##T(local T *b,            \
                                                        __clb_nvptx_group_t g) { \
    if (g.wmax <= CLB_NVPTX_REDUCE_FOLD_ALL)                                   \
      return __clb_nvptx_fold_all_##op##_##T(b, g);                            \
    if (CLB_NVPTX_REDUX_TOTALS && CLB_NVPTX_HAS_REDUX(op, T)) {                \
      /* Exact: any order; a partial warp's lanes take several totals. */      \
      T a = g.lane < g.warps ? b[g.lane] : CLB_WG_IDENTITY(op, T);             \
      if (!g.full)                                                             \
        for (uint k = g.lane + g.lanes; k < g.warps; k += g.lanes)             \
          a = CLB_WG_OP(op, T, a, b[k]);                                       \
      return CLB_NVPTX_REDUX(op, T, a, g.mask);                                \
    }                                                                          \
    if (g.warps <= CLB_NVPTX_REDUCE_FOLD_ALL)                                  \
      return __clb_nvptx_fold_all_##op##_##T(b, g);                            \
    uint last_ = g.n & 31;                                                     \
    bool each_ = last_ == 0 || last_ >= g.warps;                               \
    if (each_ || g.warp == 0) {                                                \
      /* Lanes past the totals hold pads (unused where there are none);      \
         with pads no step selects. Lanes whose shuffle source is past lane  \
         31 combine garbage, but lane 0's tree never reads them. */            \
      T v = b[g.lane < g.warps ? g.lane : 0];                                  \
      if (CLB_NVPTX_HAS_PAD(op, T) && g.lane >= g.warps)                       \
        v = CLB_NVPTX_PAD(op, T);                                              \
      _Pragma("unroll") for (uint d = 16; d >= 1; d >>= 1)                     \
        if (d < g.wmax) {                                                      \
          T o = __clb_nvptx_shfl_down_##T(g.mask, v, d);                       \
          if (CLB_NVPTX_HAS_PAD(op, T) || g.lane + d < g.warps)                \
            v = CLB_WG_OP(op, T, v, o);                                        \
        }                                                                      \
      if (each_)                                                               \
        return __clb_nvptx_shfl_idx_##T(g.mask, v, 0);                         \
      if (g.lane == 0) /* every lane of warp 0 loaded its total already */     \
        b[0] = v;                                                              \
    }                                                                          \
    CLB_NVPTX_BARRIER();                                                       \
    return b[0];                                                               \
  }                                                                            \
  CLB_NVPTX_INLINE T __clb_nvptx_reduce_##op##_##T(T x, __clb_nvptx_group_t g) { \
    if (g.warps == 1)                                                          \
      return __clb_nvptx_warp_reduce_##op##_##T(x, g, true);                   \
    T v = __clb_nvptx_warp_reduce_##op##_##T(x, g, false);                     \
    local T *b = (local T *)__clb_nvptx_exchange(g);                           \
    if (g.lane == 0)                                                           \
      b[g.warp] = v;                                                           \
    CLB_NVPTX_BARRIER();                                                       \
    return __clb_nvptx_fold_totals_##op##_##T(b, g);                           \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_reduce_##op(T x) {                \
    __CLB_NVPTX_GROUP_DISPATCH(__clb_nvptx_reduce_##op##_##T(x, g_));          \
  }
CLB_WG_FOR_EACH_OP_AND_TYPE(CLB_NVPTX_REDUCE)
