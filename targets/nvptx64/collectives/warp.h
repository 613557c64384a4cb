// Warp-level pieces of the nvptx64 collectives: shuffles for every
// collective type (64-bit values move as two 32-bit halves, half as the low
// 16 bits), and where this work-item sits in its warp.
#ifndef CLB_NVPTX_WARP_H
#define CLB_NVPTX_WARP_H

#include <clb/work_group.h>

// Work-items are numbered x fastest into warps of 32, as OpenCL's linear
// local id counts them, so a warp is 32 consecutive linear ids.
//
// Specialisation. clb-link turns __clb_work_group_reqd_size into constants
// (include/clb/work_group.h), so each core is written once, always inlined,
// and instantiated by __CLB_NVPTX_GROUP_DISPATCH for three shapes: for a
// kernel with reqd_work_group_size whose group has that size (every group but
// a non-uniform last one) with n, the warp count and the linear id known at
// compile time, so loops over warps unroll and the partial-warp code folds
// away; for a kernel without it whose group is (32k, 1, 1), with every warp
// full; else with n read from %ntid. Every instance computes the same tree,
// so a group's result does not depend on which one ran. clb-link versions the
// kernel on the check that applies (__clb_work_group_has_reqd_size or
// __clb_work_group_full_subgroups), so each copy of the kernel's body holds
// one instance and no branch per call.
typedef struct {
  uint n;     // work-items in the group
  uint i;     // linear local id
  uint lane;  // i % 32
  uint warp;  // i / 32
  uint warps; // ceil(n / 32)
  uint wmax;  // most warps a group of this kernel can have: a constant
  bool full;  // this warp has 32 work-items
  uint lanes; // work-items in this warp
  uint mask;  // those lanes, for shfl.sync
  bool rake;  // 32-bit scans rake (clb_work_group_scan.cl): set per copy
  uint phase; // which half of the scratch this call uses (0 or 1)
} __clb_nvptx_group_t;

#define CLB_NVPTX_INLINE static inline __attribute__((always_inline))

// The kernel's reqd_work_group_size as a work-item count, 0 if none.
CLB_NVPTX_INLINE uint __clb_nvptx_reqd_items(void) {
  return __clb_work_group_reqd_size(0) * __clb_work_group_reqd_size(1) *
         __clb_work_group_reqd_size(2);
}

CLB_NVPTX_INLINE uint __clb_nvptx_max_warps(void) {
  uint r = __clb_nvptx_reqd_items();
  return ((r ? r : CLB_MAX_WORK_GROUP_SIZE) + 31) >> 5;
}

// Whether the warp of linear id i in a group of n work-items has 32 of them
// (all but a last, partial warp), and the shfl.sync mask of its lanes. The
// sub-groups of nvptx64 are these warps (targets/nvptx64/subgroups/).
CLB_NVPTX_INLINE bool __clb_nvptx_warp_full(uint n, uint i) {
  return (n & 31) == 0 || (i >> 5) + 1 < ((n + 31) >> 5);
}
CLB_NVPTX_INLINE uint __clb_nvptx_warp_mask(uint n, uint i) {
  return __clb_nvptx_warp_full(n, i) ? 0xffffffffu : (1u << (n & 31)) - 1;
}

CLB_NVPTX_INLINE __clb_nvptx_group_t __clb_nvptx_group(uint n, uint i) {
  __clb_nvptx_group_t g;
  g.n = n;
  g.i = i;
  g.lane = i & 31;
  g.warp = i >> 5;
  g.warps = (n + 31) >> 5;
  g.wmax = __clb_nvptx_max_warps();
  g.full = __clb_nvptx_warp_full(n, i);
  g.lanes = g.full ? 32 : n & 31;
  g.mask = __clb_nvptx_warp_mask(n, i);
  g.rake = false;
  // The phase counter (clb-link's, 0 at kernel entry) flips once per
  // collective call, here, whichever path the call then takes (a group of one
  // warp uses no scratch, yet flips it too). So the phase after a call does
  // not depend on the group's size, and in a loop of collectives the
  // optimizer sees each call's half as a constant, also in the copies whose
  // group size is known only at run time.
  private uint *phase = __clb_work_group_phase();
  g.phase = *phase & 1u;
  *phase = g.phase ^ 1u;
  return g;
}

#ifndef CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS
#define CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS 0
#endif
// Tuning (measured, and overridable with -D, as those at the end of this file):
// CLB_NVPTX_RAKE_MIN_WARPS, CLB_NVPTX_RAKE_MAX_ITEMS: scans of 32-bit
// values in groups of whole warps, at least this many and at most this
// many work-items (at most 256, one raking warp of 8 items a lane, and at
// most the scratch's CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS; 0: never), rake. The
// scratch's CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS (96) must not exceed the
// first bound's items.
#ifndef CLB_NVPTX_RAKE_MIN_WARPS
#define CLB_NVPTX_RAKE_MIN_WARPS 3
#endif
#ifndef CLB_NVPTX_RAKE_MAX_ITEMS
#define CLB_NVPTX_RAKE_MAX_ITEMS 256
#endif
#ifndef CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS
#define CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS 0
#endif
#if CLB_NVPTX_RAKE_MAX_ITEMS > 256 || CLB_NVPTX_RAKE_MAX_ITEMS > CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS
#error "raking needs CLB_NVPTX_RAKE_MAX_ITEMS <= 256 and <= CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS"
#endif
// A kernel whose reqd_work_group_size is below the scratch's raking minimum
// has no room to rake in (include/clb/work_group.h).
#if 32 * CLB_NVPTX_RAKE_MIN_WARPS < CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS
#error "raking needs 32 * CLB_NVPTX_RAKE_MIN_WARPS >= CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS"
#endif

// Whether a group of n work-items, all in whole warps, rakes its 32-bit scans
// (the tuning above). Only the copies for reqd_work_group_size and for whole
// warps ask: the general copy, for any other shape, stays as small as it can.
CLB_NVPTX_INLINE bool __clb_nvptx_rakes(uint n) {
  return (n & 31) == 0 && n >= 32 * CLB_NVPTX_RAKE_MIN_WARPS && n <= CLB_NVPTX_RAKE_MAX_ITEMS;
}

// %ntid.x for the checks that version the whole-warps copy
// (clb_work_group_one_subgroup.cl, clb_work_group_two_subgroups.cl), read
// through inline asm the optimizer cannot see through: told %ntid.x == 64, it
// would rewrite that copy's get_global_id (ctaid << 6 instead of ctaid *
// ntid), and the copies' first instructions, the user's first load among
// them, would no longer be the same instructions, which clb-link hoists above
// the dispatch (HoistDispatch.cpp). The collectives of those copies have the
// size as a constant of their own (below).
CLB_NVPTX_INLINE uint __clb_nvptx_opaque_ntid_x(void) {
  uint x;
  __asm__("mov.u32 %0, %%ntid.x;" : "=r"(x));
  return x;
}

// The group has the kernel's reqd_work_group_size (decided once per kernel,
// clb_work_group_has_reqd_size.cl): then the local size is exactly that in
// every dimension, and with y = z = 1 the linear id is tid.x. Without
// reqd_work_group_size, a group of whole warps in one dimension (decided once
// per kernel too, clb_work_group_full_subgroups.cl) has its size from %ntid.x
// but every warp full: the member mask is a constant and the partial-warp
// code folds away; and of those, groups of (32, 1, 1) and (64, 1, 1)
// (clb_work_group_one_subgroup.cl, clb_work_group_two_subgroups.cl) have the
// warp count 1 or 2 as a constant, and the rest at least 3 warps.
#define __CLB_NVPTX_GROUP_DISPATCH(CALL)                                       \
  do {                                                                         \
    uint r_ = __clb_nvptx_reqd_items();                                        \
    if (r_ != 0 && __clb_work_group_has_reqd_size()) {                         \
      uint y_ = __clb_work_group_reqd_size(1), z_ = __clb_work_group_reqd_size(2); \
      uint i_ = __nvvm_read_ptx_sreg_tid_x();                                  \
      if (y_ * z_ != 1)                                                        \
        i_ += (__nvvm_read_ptx_sreg_tid_z() * y_ + __nvvm_read_ptx_sreg_tid_y()) * \
              __clb_work_group_reqd_size(0);                                   \
      __clb_nvptx_group_t g_ = __clb_nvptx_group(r_, i_);                      \
      g_.rake = __clb_nvptx_rakes(r_);                                         \
      return CALL;                                                             \
    }                                                                          \
    if (r_ == 0 && __clb_work_group_full_subgroups()) {                        \
      /* (32, 1, 1) and (64, 1, 1): the warp count is the constant 1 or 2, */ \
      /* and so is the most this copy's groups have (the fold of the totals */ \
      /* and the scratch's halves take that, as for reqd_work_group_size). */  \
      if (__clb_work_group_one_subgroup()) {                                   \
        __clb_nvptx_group_t g_ = __clb_nvptx_group(32, __nvvm_read_ptx_sreg_tid_x()); \
        g_.wmax = 1;                                                           \
        return CALL;                                                           \
      }                                                                        \
      if (__clb_work_group_two_subgroups()) {                                  \
        __clb_nvptx_group_t g_ = __clb_nvptx_group(64, __nvvm_read_ptx_sreg_tid_x()); \
        g_.wmax = 2;                                                           \
        return CALL;                                                           \
      }                                                                        \
      /* n a multiple of 32 the optimizer can see: the warps are full; and */ \
      /* at least 3 of them (the copies above have the groups of 1 and 2), */ \
      /* so no call branches to a one-warp path. */                            \
      uint n_ = __nvvm_read_ptx_sreg_ntid_x() & ~31u;                          \
      __builtin_assume(n_ >= 96);                                              \
      __clb_nvptx_group_t g_ = __clb_nvptx_group(n_, __nvvm_read_ptx_sreg_tid_x()); \
      g_.rake = __clb_nvptx_rakes(g_.n);                                       \
      return CALL;                                                             \
    }                                                                          \
    __clb_nvptx_group_t g_ =                                                   \
        __clb_nvptx_group(__clb_work_group_items(), __clb_work_group_linear_id()); \
    return CALL;                                                               \
  } while (0)

// Shared memory across warps: one slot per warp in one of two halves of the
// kernel's scratch, the half alternating from call to call (the phase
// counter clb-link provides). Each collective then needs one barrier, between
// the writes and the reads of its half: the next collective writes the other
// half, and the one after that writes this half again only after the next
// collective's barrier, which every work-item reaches after its reads here.
// A half is one 8-byte slot per warp, rounded to 16 bytes so that both halves
// allow 16-byte vector loads (the scratch holds 2 * ceil(n / 32) + 2 slots).
CLB_NVPTX_INLINE local void *__clb_nvptx_exchange(__clb_nvptx_group_t g) {
  uint second = ((g.wmax + 1) >> 1) * 16;
  local char *s = (local char *)__clb_work_group_scratch();
  return g.phase ? s + second : s;
}

// Raking scans (clb_work_group_scan.cl): a 4-byte value per work-item, item i
// at i + i / 8 (lane l of the raking warp reads items 8l .. 8l + 7 from bank
// 9l + j: no conflicts), in one of two halves that alternate between calls as
// the exchange's do (the same phase counter: a half is written again only
// after another collective's barrier, which every work-item reaches after its
// reads of this one). By the scratch contract (include/clb/work_group.h) the
// two halves, ceil(9 m / 8) slots for m = min(n, R) work-items, follow the
// 2 ceil(n / 32) + 2 slots of the exchange.
// m: the work-items a half has room for, a constant.
CLB_NVPTX_INLINE uint __clb_nvptx_rake_room(void) {
  uint r = __clb_nvptx_reqd_items();
  return min(r ? r : CLB_MAX_WORK_GROUP_SIZE, (uint)CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS);
}
CLB_NVPTX_INLINE local uint *__clb_nvptx_rake_half(__clb_nvptx_group_t g) {
  uint m = __clb_nvptx_rake_room();
  local uint *s = (local uint *)(__clb_work_group_scratch() + 2 * __clb_nvptx_max_warps() + 2);
  return g.phase ? s + (9 * m + 7) / 8 : s;
}

// The shuffle-down tree (step d = 16, 8, .., 1 combines element j with
// element j + d, lower first) over an array t of `count` values, into t[0].
// One loop per step, each of constant trip count, so that the library's own
// -O2 unrolls them completely (nested loops would be unrolled partially there,
// before clb-link makes count a constant) and t stays in registers.
#define __CLB_NVPTX_TREE_STEP(op, T, t, count, d)                              \
  _Pragma("unroll") for (uint j_ = 0; j_ < (d); ++j_)                          \
    if (j_ + (d) < (count))                                                    \
      t[j_] = CLB_WG_OP(op, T, t[j_], t[j_ + (d)]);
#define CLB_NVPTX_TREE(op, T, t, count)                                        \
  __CLB_NVPTX_TREE_STEP(op, T, t, count, 16)                                   \
  __CLB_NVPTX_TREE_STEP(op, T, t, count, 8)                                    \
  __CLB_NVPTX_TREE_STEP(op, T, t, count, 4)                                    \
  __CLB_NVPTX_TREE_STEP(op, T, t, count, 2)                                    \
  __CLB_NVPTX_TREE_STEP(op, T, t, count, 1)

// redux.sync (sm_80): a whole warp's (or the mask's lanes') reduction of a
// 32-bit integer in one instruction, the result in every lane. CLB_NVPTX_HAS_
// REDUX(op, T) says whether it exists for op on T; CLB_NVPTX_REDUX is only
// called where it does (elsewhere it stands for v so that the dead branch
// still compiles).
#define CLB_NVPTX_HAS_REDUX(op, T) __CLB_NVPTX_HAS_REDUX_##op##_##T
#define CLB_NVPTX_REDUX(op, T, v, mask) __CLB_NVPTX_REDUX_##op##_##T(v, mask)
#define __CLB_NVPTX_REDUX_INT(op, T, builtin)                                  \
  enum { __CLB_NVPTX_HAS_REDUX_##op##_##T = 1 };                               \
  static inline T __CLB_NVPTX_REDUX_##op##_##T(T v, uint mask) {               \
    return (T)builtin(v, (int)mask);                                           \
  }
#define __CLB_NVPTX_NO_REDUX(op, T)                                            \
  enum { __CLB_NVPTX_HAS_REDUX_##op##_##T = 0 };                               \
  static inline T __CLB_NVPTX_REDUX_##op##_##T(T v, uint mask) { return v; }
__CLB_NVPTX_REDUX_INT(add, int, __nvvm_redux_sync_add)
__CLB_NVPTX_REDUX_INT(min, int, __nvvm_redux_sync_min)
__CLB_NVPTX_REDUX_INT(max, int, __nvvm_redux_sync_max)
__CLB_NVPTX_REDUX_INT(and, int, __nvvm_redux_sync_and)
__CLB_NVPTX_REDUX_INT(or, int, __nvvm_redux_sync_or)
__CLB_NVPTX_REDUX_INT(xor, int, __nvvm_redux_sync_xor)
__CLB_NVPTX_REDUX_INT(add, uint, (uint)__nvvm_redux_sync_add)
__CLB_NVPTX_REDUX_INT(min, uint, __nvvm_redux_sync_umin)
__CLB_NVPTX_REDUX_INT(max, uint, __nvvm_redux_sync_umax)
__CLB_NVPTX_REDUX_INT(and, uint, (uint)__nvvm_redux_sync_and)
__CLB_NVPTX_REDUX_INT(or, uint, (uint)__nvvm_redux_sync_or)
__CLB_NVPTX_REDUX_INT(xor, uint, (uint)__nvvm_redux_sync_xor)
__CLB_NVPTX_NO_REDUX(mul, int)
__CLB_NVPTX_NO_REDUX(mul, uint)
#define __CLB_NVPTX_NO_REDUX_ALL_OPS(T)                                        \
  __CLB_NVPTX_NO_REDUX(add, T) __CLB_NVPTX_NO_REDUX(min, T)                    \
  __CLB_NVPTX_NO_REDUX(max, T) __CLB_NVPTX_NO_REDUX(mul, T)
__CLB_NVPTX_NO_REDUX_ALL_OPS(long)
__CLB_NVPTX_NO_REDUX_ALL_OPS(ulong)
__CLB_NVPTX_NO_REDUX_ALL_OPS(float)
__CLB_NVPTX_NO_REDUX_ALL_OPS(double)
__CLB_NVPTX_NO_REDUX_ALL_OPS(half)
#define __CLB_NVPTX_NO_REDUX_BIT_OPS(T)                                        \
  __CLB_NVPTX_NO_REDUX(and, T) __CLB_NVPTX_NO_REDUX(or, T) __CLB_NVPTX_NO_REDUX(xor, T)
__CLB_NVPTX_NO_REDUX_BIT_OPS(long)
__CLB_NVPTX_NO_REDUX_BIT_OPS(ulong)

// op(a, b) has the same bits as op(b, a) and every grouping of it gives the
// same bits, and it has an exact identity: integer ops. Float add and mul
// are neither associative nor (for f64 NaN payloads) commutative to the bit,
// and float min/max treat NaN as no identity does.
#define CLB_NVPTX_EXACT(T) __CLB_NVPTX_EXACT_##T
#define __CLB_NVPTX_EXACT_int 1
#define __CLB_NVPTX_EXACT_uint 1
#define __CLB_NVPTX_EXACT_long 1
#define __CLB_NVPTX_EXACT_ulong 1
#define __CLB_NVPTX_EXACT_float 0
#define __CLB_NVPTX_EXACT_double 0
#define __CLB_NVPTX_EXACT_half 0

// A butterfly step's two operands in lane order (the lower lane's first),
// hidden from the optimizer. Clang 17 and later fold op(c ? o : v, c ? v : o)
// into op(v, o) (the op is commutative, and LLVM leaves a NaN result's
// payload unspecified); lanes j and j ^ m then compute v op o and o op v, and
// an f64 NaN's sign and payload differ between them (work_group_reduce of
// double on LLVM 19's PTX, caught by WorkGroupCollectives.Double). Clang 15
// keeps the selects: nothing is hidden there.
#if __clang_major__ >= 17
#define CLB_NVPTX_LANE_ORDER(T, a, b) __clb_nvptx_lane_order_##T(&(a), &(b))
#else
#define CLB_NVPTX_LANE_ORDER(T, a, b) ((void)0)
#endif
static inline void __clb_nvptx_lane_order_double(private double *a, private double *b) {
  __asm__("" : "+d"(*a), "+d"(*b));
}
static inline void __clb_nvptx_lane_order_float(private float *a, private float *b) {
  __asm__("" : "+f"(*a), "+f"(*b));
}
static inline void __clb_nvptx_lane_order_half(private half *a, private half *b) {
  ushort x = as_ushort(*a), y = as_ushort(*b);
  __asm__("" : "+h"(x), "+h"(y));
  *a = as_half(x);
  *b = as_half(y);
}
// Integer ops are exact: their steps never reorder operands.
#define __clb_nvptx_lane_order_int(a, b) ((void)0)
#define __clb_nvptx_lane_order_uint(a, b) ((void)0)
#define __clb_nvptx_lane_order_long(a, b) ((void)0)
#define __clb_nvptx_lane_order_ulong(a, b) ((void)0)

// An integer add or xor scan's exclusive result is its inclusive one with
// the item's own value taken back out (exact: wrapping arithmetic), one
// instruction where shifting the inclusive scan up a lane is a shuffle (as
// CUB's WarpScan::ExclusiveSum does). The other ops have no inverse.
// CLB_NVPTX_UNDO is only called where CLB_NVPTX_UNDOES holds (elsewhere it
// stands for v so that the dead branch still compiles).
#define CLB_NVPTX_UNDOES(op, T) (CLB_NVPTX_EXACT(T) && __CLB_NVPTX_UNDOES_##op)
#define CLB_NVPTX_UNDO(op, T, v, x) __CLB_NVPTX_UNDO_##op(T, v, x)
#define __CLB_NVPTX_UNDOES_add 1
#define __CLB_NVPTX_UNDOES_xor 1
#define __CLB_NVPTX_UNDOES_mul 0
#define __CLB_NVPTX_UNDOES_min 0
#define __CLB_NVPTX_UNDOES_max 0
#define __CLB_NVPTX_UNDOES_and 0
#define __CLB_NVPTX_UNDOES_or 0
#define __CLB_NVPTX_UNDO_add(T, v, x) ((T)((ulong)(v) - (ulong)(x))) /* wraps */
#define __CLB_NVPTX_UNDO_xor(T, v, x) ((v) ^ (x))
#define __CLB_NVPTX_UNDO_mul(T, v, x) (v)
#define __CLB_NVPTX_UNDO_min(T, v, x) (v)
#define __CLB_NVPTX_UNDO_max(T, v, x) (v)
#define __CLB_NVPTX_UNDO_and(T, v, x) (v)
#define __CLB_NVPTX_UNDO_or(T, v, x) (v)

// A pad for op on T: op(v, pad) has v's bits for every v a fold of warp
// totals meets, so a tree over all lanes (or registers), the ones past the
// totals holding pads, gives the bits of the tree that skips them, with no
// select in its steps where the warp count is known at run time only.
// Integer ops: their identities. Floating add: -0.0 (x + -0.0 is x, +0.0
// included; a NaN may come out quieted, but the tree's result is an add at
// its last step either way, so it is the same NaN). Floating min/max have
// none (a NaN against +inf gives +inf, not the NaN); floating mul is left
// out (1.0 would do; no measured case needs it).
#define CLB_NVPTX_HAS_PAD(op, T) (CLB_NVPTX_EXACT(T) || __CLB_NVPTX_IS_ADD_##op)
#define CLB_NVPTX_PAD(op, T) (CLB_NVPTX_EXACT(T) ? CLB_WG_IDENTITY(op, T) : (T)-0.0f)
#define __CLB_NVPTX_IS_ADD_add 1
#define __CLB_NVPTX_IS_ADD_mul 0
#define __CLB_NVPTX_IS_ADD_min 0
#define __CLB_NVPTX_IS_ADD_max 0
#define __CLB_NVPTX_IS_ADD_and 0
#define __CLB_NVPTX_IS_ADD_or 0
#define __CLB_NVPTX_IS_ADD_xor 0

// shfl.sync's c operand: clamp at lane 31 (down, bfly, idx) or 0 (up).
#define __CLB_NVPTX_SHFL_U32(kind, c)                                          \
  static inline uint __clb_nvptx_shfl_##kind##_u32(uint mask, uint v, int arg) { \
    return (uint)__nvvm_shfl_sync_##kind##_i32(mask, (int)v, arg, c);          \
  }
__CLB_NVPTX_SHFL_U32(bfly, 0x1f)
__CLB_NVPTX_SHFL_U32(down, 0x1f)
__CLB_NVPTX_SHFL_U32(up, 0)
__CLB_NVPTX_SHFL_U32(idx, 0x1f)

#define __CLB_NVPTX_SHFL_32(T, kind)                                           \
  static inline T __clb_nvptx_shfl_##kind##_##T(uint mask, T v, int arg) {     \
    return as_##T(__clb_nvptx_shfl_##kind##_u32(mask, as_uint(v), arg));       \
  }
#define __CLB_NVPTX_SHFL_64(T, kind)                                           \
  static inline T __clb_nvptx_shfl_##kind##_##T(uint mask, T v, int arg) {     \
    uint2 p = as_uint2(v);                                                     \
    p.x = __clb_nvptx_shfl_##kind##_u32(mask, p.x, arg);                       \
    p.y = __clb_nvptx_shfl_##kind##_u32(mask, p.y, arg);                       \
    return as_##T(p);                                                          \
  }
#define __CLB_NVPTX_SHFL_16(T, kind)                                           \
  static inline T __clb_nvptx_shfl_##kind##_##T(uint mask, T v, int arg) {     \
    return as_##T((ushort)__clb_nvptx_shfl_##kind##_u32(mask, as_ushort(v), arg)); \
  }
#define __CLB_NVPTX_SHFL_ALL_KINDS(SIZE, T)                                    \
  SIZE(T, bfly) SIZE(T, down) SIZE(T, up) SIZE(T, idx)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_32, int)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_32, uint)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_32, float)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_64, long)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_64, ulong)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_64, double)
__CLB_NVPTX_SHFL_ALL_KINDS(__CLB_NVPTX_SHFL_16, half)

// One Kogge-Stone step of a warp scan: v = lane >= d ? op(v of lane - d, v)
// : v (lane - d is the earlier operand). For 32-bit integer ops in inline
// PTX: shfl.sync.up's predicate output (the source lane exists, i.e.
// lane >= d, as the clamp 0 makes it) guards the op itself, one dependent
// instruction after the shuffle where the select of the generic form is two.
#define CLB_NVPTX_SCAN_STEP(op, T, v, d, g)                                    \
  (CLB_NVPTX_HAS_SCAN_ASM(op, T) && CLB_NVPTX_SCAN_ASM_ON                      \
       ? __CLB_NVPTX_SCAN_ASM_##op##_##T(v, d, (g).mask)                       \
       : __clb_nvptx_scan_step_generic(op, T, v, d, g))
#define CLB_NVPTX_HAS_SCAN_ASM(op, T) __CLB_NVPTX_HAS_SCAN_ASM_##op##_##T
#define __clb_nvptx_scan_step_generic(op, T, v, d, g)                          \
  ({                                                                           \
    T o_ = __clb_nvptx_shfl_up_##T((g).mask, v, (int)(d));                     \
    (g).lane >= (d) ? CLB_WG_OP(op, T, o_, v) : v;                             \
  })
#define __CLB_NVPTX_SCAN_ASM(op, T, ptxop)                                     \
  enum { __CLB_NVPTX_HAS_SCAN_ASM_##op##_##T = 1 };                            \
  static inline T __CLB_NVPTX_SCAN_ASM_##op##_##T(T v, uint d, uint mask) {    \
    __asm__("{ .reg .pred p; .reg .b32 o;\n\t"                                 \
            "shfl.sync.up.b32 o|p, %0, %1, 0, %2;\n\t"                         \
            "@p " ptxop " %0, o, %0; }"                                        \
            : "+r"(v)                                                          \
            : "r"(d), "r"(mask));                                              \
    return v;                                                                  \
  }
#define __CLB_NVPTX_NO_SCAN_ASM(op, T)                                         \
  enum { __CLB_NVPTX_HAS_SCAN_ASM_##op##_##T = 0 };                            \
  static inline T __CLB_NVPTX_SCAN_ASM_##op##_##T(T v, uint d, uint mask) {    \
    return v;                                                                  \
  }
#define __CLB_NVPTX_SCAN_ASM_32(T, s)                                          \
  __CLB_NVPTX_SCAN_ASM(add, T, "add.s32") __CLB_NVPTX_SCAN_ASM(mul, T, "mul.lo.s32") \
  __CLB_NVPTX_SCAN_ASM(min, T, "min." s "32")                                  \
  __CLB_NVPTX_SCAN_ASM(max, T, "max." s "32")                                  \
  __CLB_NVPTX_SCAN_ASM(and, T, "and.b32") __CLB_NVPTX_SCAN_ASM(or, T, "or.b32") \
  __CLB_NVPTX_SCAN_ASM(xor, T, "xor.b32")
__CLB_NVPTX_SCAN_ASM_32(int, "s")
__CLB_NVPTX_SCAN_ASM_32(uint, "u")
// float add and mul the same way, rounded to nearest as the C operators are
// (.rn: ptxas may not fuse them with a multiply).
#define __CLB_NVPTX_SCAN_ASM_F32(op, ptxop)                                    \
  enum { __CLB_NVPTX_HAS_SCAN_ASM_##op##_float = 1 };                          \
  static inline float __CLB_NVPTX_SCAN_ASM_##op##_float(float v, uint d, uint mask) { \
    __asm__("{ .reg .pred p; .reg .f32 o;\n\t"                                 \
            "shfl.sync.up.b32 o|p, %0, %1, 0, %2;\n\t"                         \
            "@p " ptxop " %0, o, %0; }"                                        \
            : "+f"(v)                                                          \
            : "r"(d), "r"(mask));                                              \
    return v;                                                                  \
  }
__CLB_NVPTX_SCAN_ASM_F32(add, "add.rn.f32")
__CLB_NVPTX_SCAN_ASM_F32(mul, "mul.rn.f32")
__CLB_NVPTX_NO_SCAN_ASM(min, float) __CLB_NVPTX_NO_SCAN_ASM(max, float)
__CLB_NVPTX_NO_SCAN_ASM(and, float) __CLB_NVPTX_NO_SCAN_ASM(or, float)
__CLB_NVPTX_NO_SCAN_ASM(xor, float)
#define __CLB_NVPTX_NO_SCAN_ASM_ALL(T)                                         \
  __CLB_NVPTX_NO_SCAN_ASM(add, T) __CLB_NVPTX_NO_SCAN_ASM(mul, T)              \
  __CLB_NVPTX_NO_SCAN_ASM(min, T) __CLB_NVPTX_NO_SCAN_ASM(max, T)              \
  __CLB_NVPTX_NO_SCAN_ASM(and, T) __CLB_NVPTX_NO_SCAN_ASM(or, T)               \
  __CLB_NVPTX_NO_SCAN_ASM(xor, T)
__CLB_NVPTX_NO_SCAN_ASM_ALL(long)
__CLB_NVPTX_NO_SCAN_ASM_ALL(ulong)
__CLB_NVPTX_NO_SCAN_ASM_ALL(double)
__CLB_NVPTX_NO_SCAN_ASM_ALL(half)

// Tuning, measured on an H200 (docs/performance.md, "Work-group collectives";
// each can be overridden with -D to compare variants):
//  - CLB_NVPTX_SCAN_ASM_ON: the predicated inline-PTX scan step above for
//    32-bit integers (scan at 1024: 371 -> 326 ns) and float add/mul (the
//    generic step selects on the lane after the shuffle, one more dependent
//    instruction per step than CUB's WarpScan).
//  - CLB_NVPTX_REDUX_FIRST / _TOTALS: redux.sync for a warp's reduction and
//    for the fold of the warp totals. A shfl.bfly tree instead was much
//    slower (reduce at 64: 77 -> 135 ns; CUB's BlockReduce uses REDUX.SUM
//    too).
//  - CLB_NVPTX_REDUCE_FOLD_ALL / SCAN_FOLD_ALL: up to this many warps, every
//    work-item loads all warp totals (16-byte loads) and folds or scans them
//    in registers rather than lane k taking total k and shuffling (8: reduce
//    at 256 122 -> 102 ns, scan 221 -> 188 ns; all 32 at 1024 is far worse:
//    reduce 230 -> 431 ns, both with a shuffle first level).
#ifndef CLB_NVPTX_SCAN_ASM_ON
#define CLB_NVPTX_SCAN_ASM_ON 1
#endif
#ifndef CLB_NVPTX_REDUX_FIRST
#define CLB_NVPTX_REDUX_FIRST 1
#endif
#ifndef CLB_NVPTX_REDUX_TOTALS
#define CLB_NVPTX_REDUX_TOTALS 1
#endif
#ifndef CLB_NVPTX_REDUCE_FOLD_ALL
#define CLB_NVPTX_REDUCE_FOLD_ALL 8
#endif
#ifndef CLB_NVPTX_SCAN_FOLD_ALL
#define CLB_NVPTX_SCAN_FOLD_ALL 8
#endif

// Barriers of the collectives: bar.sync orders shared memory within the CTA.
#define CLB_NVPTX_BARRIER() __nvvm_bar_sync(0)

#endif
