// Reductions and scans in the size-1 emulation: the sub-group holds only
// this work-item, which is also always active, so a reduction or inclusive
// scan (uniform, non-uniform or over a cluster, whose size is at most the
// maximum sub-group size, 1) is the value itself and an exclusive scan is
// the operation's identity.
#include <clb/sub_group.h>

#define CLB_SG1_REDUCE(T, op)                                                  \
  CLB_OVLD T __clb_sub_group_non_uniform_reduce_##op(T x) { return x; }        \
  CLB_OVLD T __clb_sub_group_non_uniform_scan_inclusive_##op(T x) { return x; } \
  CLB_OVLD T __clb_sub_group_non_uniform_scan_exclusive_##op(T x) {            \
    return CLB_WG_IDENTITY(op, T);                                             \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_clustered_reduce_##op(T x, uint clustersize) { return x; }
CLB_SG_FOR_EACH_OP_AND_TYPE(CLB_SG1_REDUCE)

// The uniform forms have add, min and max only.
#define CLB_SG1_UNIFORM(T, op)                                                 \
  CLB_OVLD T __clb_sub_group_reduce_##op(T x) { return x; }                    \
  CLB_OVLD T __clb_sub_group_scan_inclusive_##op(T x) { return x; }            \
  CLB_OVLD T __clb_sub_group_scan_exclusive_##op(T x) { return CLB_WG_IDENTITY(op, T); }
CLB_FOR_EACH_ALL_SCALAR(CLB_SG1_UNIFORM, add)
CLB_FOR_EACH_ALL_SCALAR(CLB_SG1_UNIFORM, min)
CLB_FOR_EACH_ALL_SCALAR(CLB_SG1_UNIFORM, max)

// Logical operations: 1 or 0; the exclusive scans' identities are true for
// and, false for or and xor.
#define CLB_SG1_LOGICAL(op)                                                    \
  CLB_OVLD int __clb_sub_group_non_uniform_reduce_logical_##op(int p) { return p != 0; } \
  CLB_OVLD int __clb_sub_group_non_uniform_scan_inclusive_logical_##op(int p) { \
    return p != 0;                                                             \
  }                                                                            \
  CLB_OVLD int __clb_sub_group_non_uniform_scan_exclusive_logical_##op(int p) { \
    return CLB_WG_IDENTITY(op, int) != 0;                                      \
  }                                                                            \
  CLB_OVLD int __clb_sub_group_clustered_reduce_logical_##op(int p, uint clustersize) { \
    return p != 0;                                                             \
  }
CLB_SG_FOR_EACH_LOGICAL_OP(CLB_SG1_LOGICAL)
