// Votes on nvptx64: vote.sync over the sub-group's lanes (uniform) or the
// active ones (non-uniform).
#include "sub_group.h"

CLB_OVLD int __clb_sub_group_all(int predicate) {
  return __nvvm_vote_all_sync(__clb_nvptx_sub_group_mask(), predicate != 0);
}
CLB_OVLD int __clb_sub_group_any(int predicate) {
  return __nvvm_vote_any_sync(__clb_nvptx_sub_group_mask(), predicate != 0);
}
CLB_OVLD int __clb_sub_group_non_uniform_all(int predicate) {
  return __nvvm_vote_all_sync(__clb_nvptx_active(), predicate != 0);
}
CLB_OVLD int __clb_sub_group_non_uniform_any(int predicate) {
  return __nvvm_vote_any_sync(__clb_nvptx_active(), predicate != 0);
}
CLB_OVLD int __clb_sub_group_elect(void) {
  return __clb_nvptx_lane() == (uint)__builtin_ctz(__clb_nvptx_active());
}

// Equal to the first active lane's value, in every active lane: == for
// floating types (ordered: a NaN anywhere gives 0), bits for integers.
#define CLB_NVPTX_ALL_EQUAL(T, _)                                              \
  CLB_OVLD int __clb_sub_group_non_uniform_all_equal(T x) {                    \
    uint m = __clb_nvptx_active();                                             \
    T first = __clb_nvptx_sg_shfl_idx(x, m, (uint)__builtin_ctz(m));               \
    return __nvvm_vote_all_sync(m, x == first);                                \
  }
CLB_FOR_EACH_ALL_SCALAR(CLB_NVPTX_ALL_EQUAL, _)
