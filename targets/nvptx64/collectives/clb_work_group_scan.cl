// work_group_scan_{inclusive,exclusive}_<op> on nvptx64, CUB's
// BLOCK_SCAN_WARP_SCANS shape:
//   1. each warp scans by shuffle-up (5 steps, Kogge-Stone; for 32-bit
//      integers each step a shfl.sync.up whose predicate guards the op,
//      warp.h); the exclusive value is the inclusive one of the lane before;
//   2. a group of one warp is done: no barrier, no shared memory;
//   3. else the last lane of each warp stores the warp total (warp.h: one
//      half of the double-buffered scratch), one barrier, and each warp scans
//      the totals itself (lane k loads total k, the same shuffle-up steps)
//      and takes its prefix from the lane before its own warp's: every
//      work-item gets its result without a second barrier, and the totals
//      are read with one conflict-free load per warp.
// One barrier; CUB's scan has one too, plus the one its caller needs before
// reusing its TempStorage.
// A float prefix is never combined with the identity (it would turn -0.0
// into +0.0); the first lane or warp selects instead.
#include "warp.h"

#define CLB_NVPTX_SCAN(T, op)                                                  \
  /* The fold of the totals of warps [0, g.warp) (warp 0 must not use it):   \
     lane k loads total k and the warp scans them as in step 1; a warp with   \
     fewer lanes than totals (a last, partial one), and every warp of a       \
     group of at most CLB_NVPTX_SCAN_FOLD_ALL (8) warps (16-byte loads cost   \
     less than warp steps), loads them all and runs the same Kogge-Stone      \
     steps in registers, so the bits are the same. */                         \
  CLB_NVPTX_INLINE T __clb_nvptx_warps_before_##op##_##T(local T *b,           \
                                                         __clb_nvptx_group_t g) { \
    if (g.lanes >= g.warps && g.wmax > CLB_NVPTX_SCAN_FOLD_ALL) {              \
      T v = b[g.lane < g.warps ? g.lane : 0]; /* past the totals: unused */    \
      _Pragma("unroll") for (uint d = 1; d < 32; d <<= 1)                      \
        if (d < g.wmax)                                                        \
          v = CLB_NVPTX_SCAN_STEP(op, T, v, d, g);                             \
      return __clb_nvptx_shfl_idx_##T(g.mask, v, (int)g.warp - 1);            \
    }                                                                          \
    T t[32];                                                                   \
    _Pragma("unroll") for (uint k = 0; k < 32; ++k)                            \
      if (k < g.wmax)                                                          \
        t[k] = b[k];                                                           \
    _Pragma("unroll") for (uint d = 1; d < 32; d <<= 1)                        \
      _Pragma("unroll") for (uint k = 31; k >= 1; --k)                         \
        if (k < g.wmax && k >= d)                                              \
          t[k] = CLB_WG_OP(op, T, t[k - d], t[k]);                             \
    T p = t[0];                                                                \
    _Pragma("unroll") for (uint k = 1; k < 32; ++k)                            \
      if (k < g.wmax && k + 1 == g.warp)                                       \
        p = t[k];                                                              \
    return p;                                                                  \
  }                                                                            \
  CLB_NVPTX_INLINE T __clb_nvptx_scan_##op##_##T(T x, __clb_nvptx_group_t g,   \
                                                 bool inclusive) {             \
    T v = x;                                                                   \
    _Pragma("unroll") for (uint d = 1; d < 32; d <<= 1)                        \
      v = CLB_NVPTX_SCAN_STEP(op, T, v, d, g);                                 \
    /* The exclusive value (a shuffle is not dead code to LLVM: not for    \
       inclusive). */                                                         \
    T e = inclusive ? v : __clb_nvptx_shfl_up_##T(g.mask, v, 1);               \
    if (g.warps == 1)                                                          \
      return inclusive ? v : g.lane == 0 ? CLB_WG_IDENTITY(op, T) : e;         \
    local T *b = (local T *)__clb_nvptx_exchange(g);                           \
    if (g.lane == g.lanes - 1)                                                 \
      b[g.warp] = v;                                                           \
    CLB_NVPTX_BARRIER();                                                       \
    T p = __clb_nvptx_warps_before_##op##_##T(b, g);                           \
    if (inclusive)                                                             \
      return g.warp == 0 ? v : CLB_WG_OP(op, T, p, v);                         \
    if (g.lane == 0)                                                           \
      return g.warp == 0 ? CLB_WG_IDENTITY(op, T) : p;                         \
    return g.warp == 0 ? e : CLB_WG_OP(op, T, p, e);                           \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_scan_inclusive_##op(T x) {        \
    __CLB_NVPTX_GROUP_DISPATCH(__clb_nvptx_scan_##op##_##T(x, g_, true));      \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_scan_exclusive_##op(T x) {        \
    __CLB_NVPTX_GROUP_DISPATCH(__clb_nvptx_scan_##op##_##T(x, g_, false));     \
  }
CLB_WG_FOR_EACH_OP_AND_TYPE(CLB_NVPTX_SCAN)
