// work_group_broadcast on the generic tree's scratch: a barrier so that the
// previous collective's readers are done with R (rule 3 of the scratch reuse
// rules, include/clb/work_group_tree.h), the source writes R, a barrier,
// everyone reads R. 2 barriers.
#include <clb/work_group_tree.h>

#define CLB_WG_TREE_BROADCAST(T, _)                                            \
  CLB_OVLD CLB_CONVERGENT T __clb_work_group_broadcast_linear(T x, uint source) { \
    local ulong *s = __clb_work_group_scratch();                               \
    uint n = __clb_work_group_items(), i = __clb_work_group_linear_id();       \
    uint r = n + __clb_work_group_tree_leaders(n);                             \
    CLB_WG_TREE_BARRIER();                                                     \
    if (i == source)                                                           \
      CLB_WG_SLOT(T, s, r) = x;                                                \
    CLB_WG_TREE_BARRIER();                                                     \
    return CLB_WG_SLOT(T, s, r);                                               \
  }
CLB_FOR_EACH_WORK_GROUP_TYPE(CLB_WG_TREE_BROADCAST, _)
