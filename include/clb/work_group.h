// Work-group collectives: what every target's implementation shares.
//
// Layers. The public builtins are generated wrappers (generic/overloads.txt)
// over cores of the same name with a __clb_ prefix. The reductions and scans
// are the per-target algorithms themselves,
//   __clb_work_group_reduce_<op>(x)
//   __clb_work_group_scan_inclusive_<op>(x), ..._exclusive_...
// and broadcast, all/any and the logical operations are thin cores
// (generic/collectives/work_group_*.cl) over those and
//   __clb_work_group_broadcast_linear(x, linear id of the source),
// all defined by generic/collectives/clb_work_group_{reduce,scan,broadcast}.cl
// (a local-memory tree, include/clb/work_group_tree.h) or a target's file of
// the same path (nvptx64: warp shuffles).
//
// Guarantees every core keeps: every work-item gets the result; the result's
// bits depend only on the inputs and the work-group size (a fixed fold order,
// never atomics); any group size 1..CLB_MAX_WORK_GROUP_SIZE, 1-3 D, last
// groups smaller than the enqueued size; two collectives in a row need no
// barrier in between (see "Scratch reuse" in work_group_tree.h).
#ifndef CLB_WORK_GROUP_H
#define CLB_WORK_GROUP_H

#include <clb/defs.h>
#include <clb/types.h>

// The collectives' types, as the spec and cl_khr_work_group_uniform_arithmetic
// give them (a fact of this family, not a list of the language's types).
#define CLB_FOR_EACH_WORK_GROUP_INTEGER_TYPE(F, ...)                           \
  F(int, __VA_ARGS__) F(uint, __VA_ARGS__) F(long, __VA_ARGS__) F(ulong, __VA_ARGS__)
#define CLB_FOR_EACH_WORK_GROUP_TYPE(F, ...)                                   \
  CLB_FOR_EACH_WORK_GROUP_INTEGER_TYPE(F, __VA_ARGS__) F(float, __VA_ARGS__)   \
  CLB_IF_FP64(F(double, __VA_ARGS__)) CLB_IF_FP16(F(half, __VA_ARGS__))

// Every work-item of the group must reach the call: the optimizer may not
// make it control-dependent on anything new.
#define CLB_CONVERGENT __attribute__((convergent))

// The scratch contract with clb-link (tools/clb-link/lib/Scratch.cpp): this
// has no definition; clb-link inlines the collectives into each kernel and
// replaces the call by the kernel's own __local buffer of 8-byte slots,
//   ceil(n / S) + ceil(n / 32) + 2 + ceil(9 min(n, R) / 8)   slots for n
// work-items, S being the target's CLB_WORK_GROUP_SCRATCH_ITEMS_PER_SLOT
// (default 1), R its CLB_WORK_GROUP_SCRATCH_RAKE_ITEMS (default 0) and n the
// kernel's reqd_work_group_size or CLB_MAX_WORK_GROUP_SIZE; the last term is
// 0 where n is below CLB_WORK_GROUP_SCRATCH_RAKE_MIN_ITEMS (default 0): the
// collectives must not use that part in smaller groups.
local ulong *__clb_work_group_scratch(void);

// Two more calls clb-link resolves in each kernel (after inlining), for a
// target's collectives that want them (nvptx64's do, the generic tree not):
//   __clb_work_group_reqd_size(d): the kernel's reqd_work_group_size in
//     dimension d (d a constant 0..2), or 0 if it has none: a constant, so a
//     collective can be specialised for the group size. A kernel's groups can
//     still be smaller (a non-uniform last group): check before relying on it.
//   __clb_work_group_phase(): a per-work-item counter, 0 at kernel entry and
//     private to the kernel (a register once optimised). Every work-item calls
//     the same collectives in the same order, so the counter a collective sees
//     is the same in every work-item of the group.
uint __clb_work_group_reqd_size(uint d);
private uint *__clb_work_group_phase(void);

// The group has the kernel's reqd_work_group_size (false if it has none): a
// target whose collectives call this defines it, noinline. clb-link versions
// each kernel with reqd_work_group_size that calls it: the call runs once at
// kernel entry and picks one of two copies of the kernel's body, in which every
// call is the constant true or false, so each copy holds one instance of each
// collective and no per-call branch. The two instances must give the same bits.
bool __clb_work_group_has_reqd_size(void);
// The same for a kernel without reqd_work_group_size: the group is
// one-dimensional and a whole number of the target's sub-groups (on nvptx64:
// local size (32k, 1, 1)), the shape nearly every launch has. clb-link
// versions each such kernel that calls it; in kernels with
// reqd_work_group_size it is false.
bool __clb_work_group_full_subgroups(void);
// Within the copy where that holds, the group is exactly one sub-group, or
// exactly two (nvptx64: (32, 1, 1), (64, 1, 1)): the smallest sizes, whose
// collectives then need no shared memory, or fold the sub-group totals in one
// operation. clb-link versions that copy again on each, in this order, so
// the rest of it has groups of at least three sub-groups. Each is false
// everywhere else.
bool __clb_work_group_one_subgroup(void);
bool __clb_work_group_two_subgroups(void);

// The group's work-item count and this item's linear id, the scan order.
static inline uint __clb_work_group_items(void) {
  return (uint)(get_local_size(0) * get_local_size(1) * get_local_size(2));
}
static inline uint __clb_work_group_linear_id(void) { return (uint)get_local_linear_id(); }

// Slot k of the scratch viewed as a T. Slots are 8 bytes whatever T is, so
// the layout (which slot is written when) does not change between types:
// an int collective followed by a double one cannot overlap a slot still
// being read.
#define CLB_WG_SLOT(T, scratch, k) (*(local T *)((scratch) + (k)))

// ---- Operators -------------------------------------------------------------
// CLB_WG_OP(op, T, a, b): a op b, a being the earlier operand in scan order.

#define CLB_WG_OP(op, T, a, b) __CLB_WG_OP_##op(T, a, b)
#define __CLB_WG_OP_add(T, a, b) ((a) + (b))
#define __CLB_WG_OP_mul(T, a, b) ((a) * (b))
#define __CLB_WG_OP_and(T, a, b) ((a) & (b))
#define __CLB_WG_OP_or(T, a, b) ((a) | (b))
#define __CLB_WG_OP_xor(T, a, b) ((a) ^ (b))
#define __CLB_WG_OP_min(T, a, b) __clb_work_group_min_##T(a, b)
#define __CLB_WG_OP_max(T, a, b) __clb_work_group_max_##T(a, b)

// Floating min/max are total and commutative to the bit, so every work-item
// (whatever order a tree hands it the operands in) gets the same bits:
// a NaN loses to a number (as fmin/fmax), -0 < +0, and two NaNs give the OR
// of their bits. (A select-only form was tried for nvptx64's warp scans and
// gave wrong half min scans on the GPU under LLVM 15: kept branchy.)
#define __CLB_WG_INT_MINMAX(T, _)                                              \
  static inline T __clb_work_group_min_##T(T a, T b) { return b < a ? b : a; } \
  static inline T __clb_work_group_max_##T(T a, T b) { return a < b ? b : a; }
CLB_FOR_EACH_WORK_GROUP_INTEGER_TYPE(__CLB_WG_INT_MINMAX, _)

#define __CLB_WG_FLOAT_MINMAX(T, U)                                            \
  static inline T __clb_work_group_min_##T(T a, T b) {                         \
    if (__builtin_isnan(a))                                                    \
      return __builtin_isnan(b) ? as_##T((U)(as_##U(a) | as_##U(b))) : b;      \
    if (__builtin_isnan(b) || a < b)                                           \
      return a;                                                                \
    return b < a ? b : as_##T((U)(as_##U(a) | as_##U(b)));                    \
  }                                                                            \
  static inline T __clb_work_group_max_##T(T a, T b) {                         \
    if (__builtin_isnan(a))                                                    \
      return __builtin_isnan(b) ? as_##T((U)(as_##U(a) | as_##U(b))) : b;      \
    if (__builtin_isnan(b) || b < a)                                           \
      return a;                                                                \
    return a < b ? b : as_##T((U)(as_##U(a) & as_##U(b)));                    \
  }
__CLB_WG_FLOAT_MINMAX(float, uint)
CLB_IF_FP64(__CLB_WG_FLOAT_MINMAX(double, ulong))
CLB_IF_FP16(__CLB_WG_FLOAT_MINMAX(half, ushort))

// ---- Identities, as the spec lists them ------------------------------------
// The exclusive scan's first result. The cores never fold an identity into a
// value (0.0 + -0.0 would lose the sign), they select it.

#define CLB_WG_IDENTITY(op, T) __CLB_WG_ID_##op(T)
#define __CLB_WG_ID_add(T) ((T)0)
#define __CLB_WG_ID_mul(T) ((T)1)
#define __CLB_WG_ID_and(T) ((T) ~(T)0)
#define __CLB_WG_ID_or(T) ((T)0)
#define __CLB_WG_ID_xor(T) ((T)0)
#define __CLB_WG_ID_min(T) __CLB_WG_MAXVAL_##T
#define __CLB_WG_ID_max(T) __CLB_WG_MINVAL_##T
#define __CLB_WG_MAXVAL_int INT_MAX
#define __CLB_WG_MAXVAL_uint UINT_MAX
#define __CLB_WG_MAXVAL_long LONG_MAX
#define __CLB_WG_MAXVAL_ulong ULONG_MAX
#define __CLB_WG_MAXVAL_float INFINITY
#define __CLB_WG_MAXVAL_double ((double)INFINITY)
#define __CLB_WG_MAXVAL_half ((half)INFINITY)
#define __CLB_WG_MINVAL_int INT_MIN
#define __CLB_WG_MINVAL_uint 0u
#define __CLB_WG_MINVAL_long LONG_MIN
#define __CLB_WG_MINVAL_ulong 0ul
#define __CLB_WG_MINVAL_float (-INFINITY)
#define __CLB_WG_MINVAL_double (-(double)INFINITY)
#define __CLB_WG_MINVAL_half (-(half)INFINITY)

// ---- The cores every target defines ----------------------------------------
// (op, T) pairs: add, min, max, mul for every type; and, or, xor for the
// integer types (the logical_* builtins are and/or/xor of 0/1 ints).

#define CLB_WG_FOR_EACH_OP_AND_TYPE(F)                                         \
  CLB_FOR_EACH_WORK_GROUP_TYPE(F, add) CLB_FOR_EACH_WORK_GROUP_TYPE(F, min)    \
  CLB_FOR_EACH_WORK_GROUP_TYPE(F, max) CLB_FOR_EACH_WORK_GROUP_TYPE(F, mul)    \
  CLB_FOR_EACH_WORK_GROUP_INTEGER_TYPE(F, and)                                 \
  CLB_FOR_EACH_WORK_GROUP_INTEGER_TYPE(F, or)                                  \
  CLB_FOR_EACH_WORK_GROUP_INTEGER_TYPE(F, xor)

#define __CLB_WG_DECLARE_CORES(T, op)                                          \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_reduce_##op(T x);                 \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_scan_inclusive_##op(T x);         \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_scan_exclusive_##op(T x);
CLB_WG_FOR_EACH_OP_AND_TYPE(__CLB_WG_DECLARE_CORES)

#define __CLB_WG_DECLARE_BROADCAST(T, _)                                       \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_broadcast_linear(T x, uint source);
CLB_FOR_EACH_WORK_GROUP_TYPE(__CLB_WG_DECLARE_BROADCAST, _)

#endif
