// Sub-group reductions and scans on nvptx64, on the engine of sub_group.h:
// uniform ones over the sub-group's lanes, non-uniform ones over the active
// lanes, clustered ones over the active lanes of this lane's cluster.
#include "sub_group.h"

// The active lanes of this lane's cluster of `size` (a power of two <= 32).
static inline uint __clb_nvptx_cluster_mask(uint size) {
  uint first = __clb_nvptx_lane() & ~(size - 1);
  uint lanes = size >= 32 ? 0xffffffffu : ((1u << size) - 1) << first;
  return __clb_nvptx_active() & lanes;
}

// An exclusive scan's result as T. A lane with no lanes before it gets the
// identity of the type the scan ran as (W): for char, uchar, short and
// ushort that is not T's identity for min and max (INT_MAX truncated to a
// char is -1), so it is clamped to T's; no value of T lies beyond it.
#define CLB_NVPTX_SG_EXCLUSIVE(op, T, W, r) ((T)__CLB_NVPTX_SG_EXCL_##op(T, W, r))
#define __CLB_NVPTX_SG_EXCL_add(T, W, r) (r)
#define __CLB_NVPTX_SG_EXCL_mul(T, W, r) (r)
#define __CLB_NVPTX_SG_EXCL_and(T, W, r) (r)
#define __CLB_NVPTX_SG_EXCL_or(T, W, r) (r)
#define __CLB_NVPTX_SG_EXCL_xor(T, W, r) (r)
#define __CLB_NVPTX_SG_EXCL_min(T, W, r)                                       \
  ((r) > (W)CLB_WG_IDENTITY(min, T) ? (W)CLB_WG_IDENTITY(min, T) : (r))
#define __CLB_NVPTX_SG_EXCL_max(T, W, r)                                       \
  ((r) < (W)CLB_WG_IDENTITY(max, T) ? (W)CLB_WG_IDENTITY(max, T) : (r))

#define CLB_NVPTX_SG_REDUCE(T, op)                                             \
  CLB_OVLD T __clb_sub_group_non_uniform_reduce_##op(T x) {                    \
    typedef CLB_NVPTX_SG_WIDE(op, T) W;                                        \
    return (T)__clb_nvptx_sg_reduce_##op((W)x, __clb_nvptx_active(), false);   \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_non_uniform_scan_inclusive_##op(T x) {            \
    typedef CLB_NVPTX_SG_WIDE(op, T) W;                                        \
    return (T)__clb_nvptx_sg_scan_##op((W)x, __clb_nvptx_active(), true, false); \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_non_uniform_scan_exclusive_##op(T x) {            \
    typedef CLB_NVPTX_SG_WIDE(op, T) W;                                        \
    W r = __clb_nvptx_sg_scan_##op((W)x, __clb_nvptx_active(), false, false);  \
    return CLB_NVPTX_SG_EXCLUSIVE(op, T, W, r);                                \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_clustered_reduce_##op(T x, uint clustersize) {    \
    typedef CLB_NVPTX_SG_WIDE(op, T) W;                                        \
    return (T)__clb_nvptx_sg_reduce_##op((W)x, __clb_nvptx_cluster_mask(clustersize), false); \
  }
CLB_SG_FOR_EACH_OP_AND_TYPE(CLB_NVPTX_SG_REDUCE)

#define CLB_NVPTX_SG_UNIFORM(T, op)                                            \
  CLB_OVLD T __clb_sub_group_reduce_##op(T x) {                                \
    typedef CLB_NVPTX_SG_WIDE(op, T) W;                                        \
    return (T)__clb_nvptx_sg_reduce_##op((W)x, __clb_nvptx_sub_group_mask(), true); \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_scan_inclusive_##op(T x) {                        \
    typedef CLB_NVPTX_SG_WIDE(op, T) W;                                        \
    return (T)__clb_nvptx_sg_scan_##op((W)x, __clb_nvptx_sub_group_mask(), true, true); \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_scan_exclusive_##op(T x) {                        \
    typedef CLB_NVPTX_SG_WIDE(op, T) W;                                        \
    W r = __clb_nvptx_sg_scan_##op((W)x, __clb_nvptx_sub_group_mask(), false, true); \
    return CLB_NVPTX_SG_EXCLUSIVE(op, T, W, r);                                \
  }
CLB_FOR_EACH_ALL_SCALAR(CLB_NVPTX_SG_UNIFORM, add)
CLB_FOR_EACH_ALL_SCALAR(CLB_NVPTX_SG_UNIFORM, min)
CLB_FOR_EACH_ALL_SCALAR(CLB_NVPTX_SG_UNIFORM, max)

// Logical operations: the bitwise ones on 0/1; the exclusive scans'
// identities (and: ~0) become 1.
#define CLB_NVPTX_SG_LOGICAL(op)                                               \
  CLB_OVLD int __clb_sub_group_non_uniform_reduce_logical_##op(int p) {        \
    return __clb_sub_group_non_uniform_reduce_##op(p != 0) != 0;               \
  }                                                                            \
  CLB_OVLD int __clb_sub_group_non_uniform_scan_inclusive_logical_##op(int p) { \
    return __clb_sub_group_non_uniform_scan_inclusive_##op(p != 0) != 0;       \
  }                                                                            \
  CLB_OVLD int __clb_sub_group_non_uniform_scan_exclusive_logical_##op(int p) { \
    return __clb_sub_group_non_uniform_scan_exclusive_##op(p != 0) != 0;       \
  }                                                                            \
  CLB_OVLD int __clb_sub_group_clustered_reduce_logical_##op(int p, uint clustersize) { \
    return __clb_sub_group_clustered_reduce_##op(p != 0, clustersize) != 0;    \
  }
CLB_SG_FOR_EACH_LOGICAL_OP(CLB_NVPTX_SG_LOGICAL)
