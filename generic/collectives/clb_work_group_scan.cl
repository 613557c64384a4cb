// work_group_scan_{inclusive,exclusive}_<op> on the generic tree
// (include/clb/work_group_tree.h). Each level turns its slots into exclusive
// prefixes in place, left to right; an item combines its level prefixes with
// its own value. A prefix is never combined with the identity (0.0 + -0.0
// would lose the sign): the first item of a run takes the other operand.
#include <clb/work_group_tree.h>

// Slots [first, end) become their exclusive prefixes; the run's total goes
// to `total`. The first slot's prefix is left unwritten: nothing reads it.
#define CLB_WG_SCAN_IN_PLACE(T, op, s, first, end, total)                      \
  do {                                                                         \
    T acc_ = CLB_WG_SLOT(T, s, first);                                         \
    for (uint k_ = (first) + 1; k_ < (end); ++k_) {                            \
      T next_ = CLB_WG_SLOT(T, s, k_);                                         \
      CLB_WG_SLOT(T, s, k_) = acc_;                                            \
      acc_ = CLB_WG_OP(op, T, acc_, next_);                                    \
    }                                                                          \
    total = acc_;                                                              \
  } while (0)

// The exclusive prefix of item i; *has is false for item 0 (nothing before).
#define CLB_WG_TREE_PREFIX(T, op)                                              \
  static inline CLB_CONVERGENT T __clb_work_group_prefix_##op##_##T(T x, bool *has) { \
    local ulong *s = __clb_work_group_scratch();                               \
    uint n = __clb_work_group_items(), i = __clb_work_group_linear_id();       \
    uint g = __clb_work_group_tree_leaders(n);                                 \
    CLB_WG_SLOT(T, s, i) = x;                                                  \
    CLB_WG_TREE_BARRIER();                                                     \
    if (CLB_WORK_GROUP_TREE == CLB_WORK_GROUP_TREE_TWO_LEVEL) {                \
      const uint F = CLB_WORK_GROUP_FANIN;                                     \
      if (i < g)                                                               \
        CLB_WG_SCAN_IN_PLACE(T, op, s, i * F, __clb_work_group_min_uint((i + 1) * F, n),           \
                             CLB_WG_SLOT(T, s, n + i));                        \
      CLB_WG_TREE_BARRIER();                                                   \
      if (i == 0) {                                                            \
        T total;                                                               \
        CLB_WG_SCAN_IN_PLACE(T, op, s, n, n + g, total);                       \
        (void)total;                                                           \
      }                                                                        \
      CLB_WG_TREE_BARRIER();                                                   \
      uint c = i / F;                                                          \
      T own = CLB_WG_SLOT(T, s, i), chunk = CLB_WG_SLOT(T, s, n + c);          \
      bool first = i == c * F;                                                 \
      *has = i != 0;                                                           \
      return c == 0 ? own : first ? chunk : CLB_WG_OP(op, T, chunk, own);      \
    } else {                                                                   \
      if (i == 0) {                                                            \
        T total;                                                               \
        CLB_WG_SCAN_IN_PLACE(T, op, s, 0, n, total);                           \
        (void)total;                                                           \
      }                                                                        \
      CLB_WG_TREE_BARRIER();                                                   \
      *has = i != 0;                                                           \
      return CLB_WG_SLOT(T, s, i);                                             \
    }                                                                          \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_scan_inclusive_##op(T x) {        \
    bool has;                                                                  \
    T p = __clb_work_group_prefix_##op##_##T(x, &has);                         \
    return has ? CLB_WG_OP(op, T, p, x) : x;                                   \
  }                                                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_scan_exclusive_##op(T x) {        \
    bool has;                                                                  \
    T p = __clb_work_group_prefix_##op##_##T(x, &has);                         \
    return has ? p : CLB_WG_IDENTITY(op, T);                                   \
  }
CLB_WG_FOR_EACH_OP_AND_TYPE(CLB_WG_TREE_PREFIX)
