// work_group_reduce_<op> on the generic tree (include/clb/work_group_tree.h):
// publish, fold in one or two levels, read back; left to right in linear id
// order within each level, so the bits depend only on the inputs and n.
#include <clb/work_group_tree.h>

// Folds slots [first, end) of the scratch, left to right.
#define CLB_WG_FOLD(T, op, s, first, end, out)                                 \
  do {                                                                         \
    T acc_ = CLB_WG_SLOT(T, s, first);                                         \
    for (uint k_ = (first) + 1; k_ < (end); ++k_)                              \
      acc_ = CLB_WG_OP(op, T, acc_, CLB_WG_SLOT(T, s, k_));                    \
    out = acc_;                                                                \
  } while (0)

#define CLB_WG_TREE_REDUCE(T, op)                                              \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_reduce_##op(T x) {                \
    local ulong *s = __clb_work_group_scratch();                               \
    uint n = __clb_work_group_items(), i = __clb_work_group_linear_id();       \
    uint g = __clb_work_group_tree_leaders(n);                                 \
    CLB_WG_SLOT(T, s, i) = x;                                                  \
    CLB_WG_TREE_BARRIER();                                                     \
    if (CLB_WORK_GROUP_TREE == CLB_WORK_GROUP_TREE_TWO_LEVEL) {                \
      if (i < g) {                                                             \
        uint end = __clb_work_group_min_uint((i + 1) * CLB_WORK_GROUP_FANIN, n);                    \
        CLB_WG_FOLD(T, op, s, i * CLB_WORK_GROUP_FANIN, end,                   \
                    CLB_WG_SLOT(T, s, n + i));                                 \
      }                                                                        \
      CLB_WG_TREE_BARRIER();                                                   \
      if (i == 0)                                                              \
        CLB_WG_FOLD(T, op, s, n, n + g, CLB_WG_SLOT(T, s, n + g));             \
    } else if (i == 0) {                                                       \
      CLB_WG_FOLD(T, op, s, 0, n, CLB_WG_SLOT(T, s, n + g));                   \
    }                                                                          \
    CLB_WG_TREE_BARRIER();                                                     \
    return CLB_WG_SLOT(T, s, n + g);                                           \
  }
CLB_WG_FOR_EACH_OP_AND_TYPE(CLB_WG_TREE_REDUCE)
