// Moving values between the lanes of a sub-group on nvptx64: one
// shfl.sync.idx per 32 bits (sub_group.h), over the sub-group's lanes for
// sub_group_broadcast, over the active lanes for the extensions' functions.
// Vectors move element by element.
#include "sub_group.h"

#define CLB_NVPTX_SG_MOVE(T, m, lane)                                          \
  ({                                                                           \
    T r_ = x;                                                                  \
    private CLB_ELEMENT(T) *e_ = (private CLB_ELEMENT(T) *)&r_;                \
    uint m_ = (m), l_ = (lane);                                                \
    _Pragma("unroll") for (uint k_ = 0; k_ < CLB_WIDTH(T); ++k_)               \
      e_[k_] = __clb_nvptx_sg_shfl_idx(e_[k_], m_, l_);                            \
    r_;                                                                        \
  })

#define CLB_NVPTX_SG_BROADCAST(T, _)                                           \
  CLB_OVLD T __clb_sub_group_broadcast(T x, uint id) {                         \
    return CLB_NVPTX_SG_MOVE(T, __clb_nvptx_sub_group_mask(), id);             \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_non_uniform_broadcast(T x, uint id) {             \
    return CLB_NVPTX_SG_MOVE(T, __clb_nvptx_active(), id);                     \
  }
CLB_FOR_EACH_ALL(CLB_NVPTX_SG_BROADCAST, _)

// Rotations are modulo the maximum sub-group size (the spec's words); a
// cluster is the `clustersize` lanes from a multiple of it.
#define CLB_NVPTX_SG_SHUFFLE(T, _)                                             \
  CLB_OVLD T __clb_sub_group_broadcast_first(T x) {                            \
    uint m = __clb_nvptx_active();                                             \
    return __clb_nvptx_sg_shfl_idx(x, m, (uint)__builtin_ctz(m));                  \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_shuffle(T x, uint id) {                           \
    return __clb_nvptx_sg_shfl_idx(x, __clb_nvptx_active(), id);                   \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_shuffle_xor(T x, uint mask) {                     \
    return __clb_nvptx_sg_shfl_bfly(x, __clb_nvptx_active(), mask);            \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_shuffle_up(T x, uint delta) {                     \
    return __clb_nvptx_sg_shfl_up(x, __clb_nvptx_active(), delta);             \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_shuffle_down(T x, uint delta) {                   \
    return __clb_nvptx_sg_shfl_down(x, __clb_nvptx_active(), delta);           \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_rotate(T x, int delta) {                          \
    uint lane = (__clb_nvptx_lane() + (uint)delta) % get_max_sub_group_size(); \
    return __clb_nvptx_sg_shfl_idx(x, __clb_nvptx_active(), lane);                 \
  }                                                                            \
  CLB_OVLD T __clb_sub_group_clustered_rotate(T x, int delta, uint clustersize) { \
    uint lane = __clb_nvptx_lane(), first = lane & ~(clustersize - 1);         \
    lane = first + ((lane + (uint)delta) & (clustersize - 1));                 \
    return __clb_nvptx_sg_shfl_idx(x, __clb_nvptx_active(), lane);                 \
  }
CLB_FOR_EACH_ALL_SCALAR(CLB_NVPTX_SG_SHUFFLE, _)
