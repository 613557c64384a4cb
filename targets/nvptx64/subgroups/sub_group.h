// Sub-groups on nvptx64: a sub-group is a warp, 32 consecutive linear local
// ids (warp.h); the last one of a group whose size is not a multiple of 32
// has fewer lanes. Uniform functions (all lanes of the sub-group call them)
// use the sub-group's lane mask; the non-uniform ones (the extensions) use
// activemask.b32, the lanes that execute the call together, so they are
// right under divergence: only the active work-items take part.
//
// Every reduction and scan runs on one engine over a lane mask m, in lane
// order (the spec's scan order: increasing sub-group local id):
//  - m = lanes 0..k-1 (every uniform call, and non-uniform calls whose
//    inactive lanes are all above the active ones): warp.h's Kogge-Stone
//    shuffle-up steps for scans; redux.sync for 32-bit integer add/min/max/
//    and/or/xor; else the inclusive scan's last lane, shuffled to all;
//  - any other m: each active lane's value in turn (one shfl.sync.idx per
//    set bit of m), folded in lane order; every lane computes the same fold
//    of the lanes below it, so all lanes of a reduction get the same bits.
// char, uchar, short and ushort run as 32-bit integers: min/max sign- or
// zero-extended, the other operations on the low bits (uint arithmetic
// wraps, so truncating the result gives the small type's wrapped result).
#ifndef CLB_NVPTX_SUB_GROUP_H
#define CLB_NVPTX_SUB_GROUP_H

#include "../collectives/warp.h"
#include <clb/sub_group.h>

CLB_NVPTX_INLINE uint __clb_nvptx_lane(void) { return __nvvm_read_ptx_sreg_laneid(); }

// The lanes executing this call together (volatile: never merged or moved
// across control flow).
CLB_NVPTX_INLINE uint __clb_nvptx_active(void) {
  uint m;
  __asm__ volatile("activemask.b32 %0;" : "=r"(m));
  return m;
}

// The lanes of this work-item's sub-group.
CLB_NVPTX_INLINE uint __clb_nvptx_sub_group_mask(void) {
  return __clb_nvptx_warp_mask(__clb_work_group_items(), __clb_work_group_linear_id());
}

// Lanes 0..k-1 for some k: the shuffle-up scan applies.
CLB_NVPTX_INLINE bool __clb_nvptx_low_lanes(uint m) { return (m & (m + 1)) == 0; }

// Engine functions are overloaded on T: a core calls them with its own type
// or the one it runs as.
#define CLB_NVPTX_SG_INLINE static inline __attribute__((always_inline, overloadable))

#define CLB_NVPTX_SG_ENGINE(T, op)                                             \
  /* The fold, in lane order, of x over the lanes of m below `end`; the      \
     identity if there are none. */                                           \
  CLB_NVPTX_SG_INLINE T __clb_nvptx_sg_fold_##op(T x, uint m, uint end) {         \
    T acc = CLB_WG_IDENTITY(op, T);                                            \
    bool has = false;                                                          \
    for (uint r = m; r != 0; r &= r - 1) {                                     \
      uint k = (uint)__builtin_ctz(r);                                         \
      T o = __clb_nvptx_shfl_idx_##T(m, x, (int)k);                            \
      if (k < end) {                                                           \
        acc = has ? CLB_WG_OP(op, T, acc, o) : o;                              \
        has = true;                                                            \
      }                                                                        \
    }                                                                          \
    return acc;                                                                \
  }                                                                            \
  /* Inclusive or exclusive scan over the lanes of m; low: m is known to be  \
     lanes 0..k-1. */                                                         \
  CLB_NVPTX_SG_INLINE T __clb_nvptx_sg_scan_##op(T x, uint m, bool inclusive, bool low) { \
    uint lane = __clb_nvptx_lane();                                            \
    if (low || __clb_nvptx_low_lanes(m)) {                                     \
      __clb_nvptx_group_t g = {0};                                             \
      g.mask = m;                                                              \
      g.lane = lane;                                                           \
      T v = x;                                                                 \
      _Pragma("unroll") for (uint d = 1; d < 32; d <<= 1)                      \
        v = CLB_NVPTX_SCAN_STEP(op, T, v, d, g);                               \
      if (inclusive)                                                           \
        return v;                                                              \
      if (CLB_NVPTX_UNDOES(op, T)) /* warp.h */                              \
        return CLB_NVPTX_UNDO(op, T, v, x);                                    \
      T e = __clb_nvptx_shfl_up_##T(m, v, 1);                                  \
      return lane == 0 ? CLB_WG_IDENTITY(op, T) : e;                           \
    }                                                                          \
    return __clb_nvptx_sg_fold_##op(x, m, inclusive ? lane + 1 : lane);        \
  }                                                                            \
  CLB_NVPTX_SG_INLINE T __clb_nvptx_sg_reduce_##op(T x, uint m, bool low) {       \
    if (CLB_NVPTX_HAS_REDUX(op, T))                                            \
      return CLB_NVPTX_REDUX(op, T, x, m);                                     \
    if (low || __clb_nvptx_low_lanes(m)) {                                     \
      T v = __clb_nvptx_sg_scan_##op(x, m, true, true);                        \
      return __clb_nvptx_shfl_idx_##T(m, v, 31 - __builtin_clz(m));            \
    }                                                                          \
    return __clb_nvptx_sg_fold_##op(x, m, 32);                                 \
  }
CLB_WG_FOR_EACH_OP_AND_TYPE(CLB_NVPTX_SG_ENGINE)

// The type a sub-group type runs as for op (see above).
#define CLB_NVPTX_SG_WIDE(op, T) __CLB_NVPTX_SG_WIDE_##op(T)
#define __CLB_NVPTX_SG_WIDE_add(T) __CLB_NVPTX_SG_BITS_##T
#define __CLB_NVPTX_SG_WIDE_mul(T) __CLB_NVPTX_SG_BITS_##T
#define __CLB_NVPTX_SG_WIDE_and(T) __CLB_NVPTX_SG_BITS_##T
#define __CLB_NVPTX_SG_WIDE_or(T) __CLB_NVPTX_SG_BITS_##T
#define __CLB_NVPTX_SG_WIDE_xor(T) __CLB_NVPTX_SG_BITS_##T
#define __CLB_NVPTX_SG_WIDE_min(T) __CLB_NVPTX_SG_ORDER_##T
#define __CLB_NVPTX_SG_WIDE_max(T) __CLB_NVPTX_SG_ORDER_##T
#define CLB_NVPTX_SG_BITS(T) __CLB_NVPTX_SG_BITS_##T
#define __CLB_NVPTX_SG_BITS_char uint
#define __CLB_NVPTX_SG_BITS_uchar uint
#define __CLB_NVPTX_SG_BITS_short uint
#define __CLB_NVPTX_SG_BITS_ushort uint
#define __CLB_NVPTX_SG_ORDER_char int
#define __CLB_NVPTX_SG_ORDER_uchar uint
#define __CLB_NVPTX_SG_ORDER_short int
#define __CLB_NVPTX_SG_ORDER_ushort uint
#define __CLB_NVPTX_SG_BITS_int int
#define __CLB_NVPTX_SG_BITS_uint uint
#define __CLB_NVPTX_SG_BITS_long long
#define __CLB_NVPTX_SG_BITS_ulong ulong
#define __CLB_NVPTX_SG_BITS_float float
#define __CLB_NVPTX_SG_BITS_double double
#define __CLB_NVPTX_SG_BITS_half half
#define __CLB_NVPTX_SG_ORDER_int int
#define __CLB_NVPTX_SG_ORDER_uint uint
#define __CLB_NVPTX_SG_ORDER_long long
#define __CLB_NVPTX_SG_ORDER_ulong ulong
#define __CLB_NVPTX_SG_ORDER_float float
#define __CLB_NVPTX_SG_ORDER_double double
#define __CLB_NVPTX_SG_ORDER_half half

// x of another lane among the lanes of m (which must include it and this
// lane), for every scalar type: __clb_nvptx_sg_shfl_idx(x, m, lane) reads
// lane `lane`; _bfly this lane ^ arg, _up this lane - arg, _down this lane +
// arg (shfl.sync's own modes: no lane arithmetic of ours).
#define __CLB_NVPTX_SG_SHFL(T, kind)                                           \
  CLB_NVPTX_SG_INLINE T __clb_nvptx_sg_shfl_##kind(T x, uint m, uint arg) {    \
    typedef CLB_NVPTX_SG_BITS(T) W;                                            \
    return (T)__clb_nvptx_sg_shfl_wide_##kind((W)x, m, arg);                   \
  }
#define __CLB_NVPTX_SG_SHFL_WIDE(T, kind)                                      \
  CLB_NVPTX_SG_INLINE T __clb_nvptx_sg_shfl_wide_##kind(T x, uint m, uint arg) { \
    return __clb_nvptx_shfl_##kind##_##T(m, x, (int)arg);                      \
  }
#define __CLB_NVPTX_SG_SHFL_KIND(kind)                                         \
  CLB_FOR_EACH_WORK_GROUP_TYPE(__CLB_NVPTX_SG_SHFL_WIDE, kind)                 \
  CLB_FOR_EACH_ALL_SCALAR(__CLB_NVPTX_SG_SHFL, kind)
__CLB_NVPTX_SG_SHFL_KIND(idx)
__CLB_NVPTX_SG_SHFL_KIND(bfly)
__CLB_NVPTX_SG_SHFL_KIND(up)
__CLB_NVPTX_SG_SHFL_KIND(down)

#endif
