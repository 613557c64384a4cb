// work_group_scan_{inclusive,exclusive}_<op> on nvptx64, CUB's
// BLOCK_SCAN_WARP_SCANS shape:
//   1. each warp scans by shuffle-up (5 steps, Kogge-Stone; for 32-bit
//      integers each step a shfl.sync.up whose predicate guards the op,
//      warp.h); the exclusive value is the inclusive one of the lane before
//      (an integer sum's: the inclusive one less the item's own, one
//      shuffle fewer: exclusive int scans at 32 went from 0.96 to 1.03x of
//      CUB's, at 1024 with reqd_work_group_size from 1.30 to 1.33x);
//   2. a group of one warp is done: no barrier, no shared memory;
//   3. else the last lane of each warp stores the warp total (warp.h: one
//      half of the double-buffered scratch), one barrier, and each warp scans
//      the totals itself (lane k loads total k, the same shuffle-up steps)
//      and takes its prefix from the lane before its own warp's: every
//      work-item gets its result without a second barrier, and the totals
//      are read with one conflict-free load per warp.
// One barrier; CUB's scan has one too, plus the one its caller needs before
// reusing its TempStorage.
//
// 32-bit scans in groups of 3 to 8 whole warps rake instead, CUB's
// BLOCK_SCAN_RAKING (its default) shape: every work-item stores its value
// (warp.h: __clb_nvptx_rake_half), one barrier, the first warp scans them
// (lane l serially over items 8l .. 8l + 7, the lanes' totals by shuffle-up,
// then each item's result stored back over its value), a second barrier,
// and each work-item loads its result. Per group that is one warp's
// shuffles and fold where the warp scans run them in every warp: where the
// scan shares the SM with loads and stores (one element per work-item, the
// common use) the warps' instructions, not the scan's latency, set the pace.
// Memory-bound at 256 work-items this
// took the scans from 0.87-0.97x of CUB's BlockScan to 0.95-0.98x; a loop of
// scans alone, latency-bound, pays for the second barrier (1.19-1.29x to
// 1.02-1.05x with reqd_work_group_size, 0.97-1.11x to 0.86-0.96x without;
// docs/performance.md, "Seventh round"). Which copy runs decides the tree:
// the copies for reqd_work_group_size and for 1-D groups of whole warps rake,
// the general copy (2-D and 3-D groups of a kernel without it, non-uniform
// last groups) scans by warps; a launch's bits never change from run to run.
// A float prefix is never combined with the identity (it would turn -0.0
// into +0.0); the first lane or warp selects instead.
#include "warp.h"

// A value the optimizer cannot see through: integer ops are reassociated
// (a tree over a lane's 8 values would become the serial scan's chain).
static inline uint __clb_nvptx_opaque(uint v) {
  __asm__("" : "+r"(v));
  return v;
}
#define __CLB_NVPTX_OPAQUE_int(v) ((int)__clb_nvptx_opaque((uint)(v)))
#define __CLB_NVPTX_OPAQUE_uint(v) __clb_nvptx_opaque(v)
#define __CLB_NVPTX_OPAQUE_long(v) (v)
#define __CLB_NVPTX_OPAQUE_ulong(v) (v)
#define __CLB_NVPTX_OPAQUE_float(v) (v)
#define __CLB_NVPTX_OPAQUE_double(v) (v)
#define __CLB_NVPTX_OPAQUE_half(v) (v)

#define CLB_NVPTX_SCAN(T, op)                                                  \
  /* The fold of the totals of warps [0, g.warp) (warp 0 must not use it),   \
     one Kogge-Stone tree of shuffle-up steps over lane k = total k, so the   \
     bits are the same whichever way it runs:                                 \
     - groups of at most CLB_NVPTX_SCAN_FOLD_ALL (8) warps: every lane loads  \
       eight slots (16-byte loads cost less than warp steps; slots past the   \
       totals feed only lanes no warp reads) and runs the steps in registers; \
       with reqd_work_group_size the bound is a constant, else a branch on    \
       the group's size, the same in every work-item;                         \
     - else, when every warp has a lane per total, each warp scans them       \
       itself and takes its prefix from the lane before its own warp;         \
     - else (a last warp with fewer lanes than there are warps, such as 323   \
       work-items: 11 warps, 3 lanes in the last), warp 0 scans them for      \
       every warp, writes lane k's prefix over total k, and a second barrier  \
       publishes them. The condition depends on the group's size alone, so    \
       the barrier is uniform; and no register array of 32 totals is live in  \
       a kernel without reqd_work_group_size, which kept such kernels at      \
       38 registers and 6 groups of 256 per SM against CUB's 8. */             \
  CLB_NVPTX_INLINE T __clb_nvptx_warps_before_##op##_##T(local T *b,           \
                                                         __clb_nvptx_group_t g) { \
    if (g.wmax > CLB_NVPTX_SCAN_FOLD_ALL && g.warps > CLB_NVPTX_SCAN_FOLD_ALL) { \
      uint last_ = g.n & 31;                                                   \
      bool each_ = last_ == 0 || last_ >= g.warps;                             \
      if (each_ || g.warp == 0) {                                              \
        T v = b[g.lane < g.warps ? g.lane : 0]; /* past the totals: unused */  \
        _Pragma("unroll") for (uint d = 1; d < 32; d <<= 1)                    \
          if (d < g.wmax)                                                      \
            v = CLB_NVPTX_SCAN_STEP(op, T, v, d, g);                           \
        if (each_)                                                             \
          return __clb_nvptx_shfl_idx_##T(g.mask, v, (int)g.warp - 1);        \
        if (g.lane < g.warps)                                                  \
          b[g.lane] = v;                                                       \
      }                                                                        \
      CLB_NVPTX_BARRIER();                                                     \
      return b[g.warp ? g.warp - 1 : 0];                                       \
    }                                                                          \
    T t[CLB_NVPTX_SCAN_FOLD_ALL];                                              \
    _Pragma("unroll") for (uint k = 0; k < CLB_NVPTX_SCAN_FOLD_ALL; ++k)       \
      if (k < g.wmax)                                                          \
        t[k] = b[k];                                                           \
    _Pragma("unroll") for (uint d = 1; d < CLB_NVPTX_SCAN_FOLD_ALL; d <<= 1)   \
      _Pragma("unroll") for (uint k = CLB_NVPTX_SCAN_FOLD_ALL - 1; k >= 1; --k) \
        if (k < g.wmax && k >= d)                                              \
          t[k] = CLB_WG_OP(op, T, t[k - d], t[k]);                             \
    T p = t[0];                                                                \
    _Pragma("unroll") for (uint k = 1; k < CLB_NVPTX_SCAN_FOLD_ALL; ++k)       \
      if (k < g.wmax && k + 1 == g.warp)                                       \
        p = t[k];                                                              \
    return p;                                                                  \
  }                                                                            \
  CLB_NVPTX_INLINE T __clb_nvptx_rake_scan_##op##_##T(T x, __clb_nvptx_group_t g, \
                                                      bool inclusive) {        \
    local T *r = (local T *)__clb_nvptx_rake_half(g);                           \
    r[g.i + (g.i >> 3)] = x;                                                   \
    CLB_NVPTX_BARRIER();                                                       \
    if (g.warp == 0) {                                                         \
      /* Lanes past the items take what their own slots hold and store    \
         back there (in a half with room for 256 items; else they do         \
         neither, a branch): their values reach only lanes after them, none  \
         of which are read, and no work-item reads or writes those slots     \
         (another lane's would race with its store). */                      \
      bool own_ = __clb_nvptx_rake_room() >= 256 || g.lane < (g.n >> 3);       \
      local T *q = r + 9 * g.lane;                                             \
      T s[8];                                                                  \
      _Pragma("unroll") for (uint j = 0; j < 8; ++j)                           \
        s[j] = x;                                                              \
      if (own_)                                                                \
        _Pragma("unroll") for (uint j = 0; j < 8; ++j)                         \
          s[j] = q[j];                                                         \
      /* The lane's total as a tree, so the shuffles need not wait for the   \
         serial scan below (which runs beside them). */                        \
      T h_[4];                                                                 \
      _Pragma("unroll") for (uint j = 0; j < 4; ++j)                           \
        h_[j] = __CLB_NVPTX_OPAQUE_##T(CLB_WG_OP(op, T, s[2 * j], s[2 * j + 1])); \
      T own = CLB_WG_OP(op, T, CLB_WG_OP(op, T, h_[0], h_[1]),                 \
                        CLB_WG_OP(op, T, h_[2], h_[3]));                       \
      _Pragma("unroll") for (uint j = 1; j < 8; ++j)                           \
        s[j] = CLB_WG_OP(op, T, s[j - 1], s[j]);                               \
      T t = own;                                                               \
      _Pragma("unroll") for (uint d = 1; d < 32; d <<= 1)                      \
        t = CLB_NVPTX_SCAN_STEP(op, T, t, d, g);                               \
      /* The lanes before this one: the inclusive fold less this lane's     \
         where op undoes (warp.h), else the lane before's, one more shuffle. */ \
      T p = CLB_NVPTX_UNDOES(op, T) ? CLB_NVPTX_UNDO(op, T, t, own)           \
                                    : __clb_nvptx_shfl_up_##T(g.mask, t, 1);  \
      /* Each item's own result over its value: inclusive, or the items   \
         before it (item 0: the identity). */                                 \
      if (own_)                                                                \
        _Pragma("unroll") for (uint j = 0; j < 8; ++j) {                       \
          if (inclusive)                                                       \
            q[j] = g.lane == 0 ? s[j] : CLB_WG_OP(op, T, p, s[j]);             \
          else if (j == 0)                                                     \
            q[j] = g.lane == 0 ? CLB_WG_IDENTITY(op, T) : p;                   \
          else                                                                 \
            q[j] = g.lane == 0 ? s[j - 1] : CLB_WG_OP(op, T, p, s[j - 1]);     \
        }                                                                      \
    }                                                                          \
    CLB_NVPTX_BARRIER();                                                       \
    return r[g.i + (g.i >> 3)];                                                \
  }                                                                            \
  CLB_NVPTX_INLINE T __clb_nvptx_scan_##op##_##T(T x, __clb_nvptx_group_t g,   \
                                                 bool inclusive) {             \
    if (sizeof(T) == 4 && g.rake)                                              \
      return __clb_nvptx_rake_scan_##op##_##T(x, g, inclusive);                \
    T v = x;                                                                   \
    _Pragma("unroll") for (uint d = 1; d < 32; d <<= 1)                        \
      v = CLB_NVPTX_SCAN_STEP(op, T, v, d, g);                                 \
    /* The exclusive value: the inclusive one less the item's own where op \
       undoes (warp.h), else the lane before's, one more shuffle (not dead    \
       code to LLVM: not for inclusive). */                                   \
    T e = inclusive ? v                                                        \
          : CLB_NVPTX_UNDOES(op, T) ? CLB_NVPTX_UNDO(op, T, v, x)              \
                                    : __clb_nvptx_shfl_up_##T(g.mask, v, 1);   \
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
