// The ballot bit functions and the sub-group masks of cl_khr_subgroup_ballot,
// for every target: written on get_max_sub_group_size and
// get_sub_group_local_id, so they agree with the target's sub-groups (size 1
// in the emulation, warps of 32 on nvptx64) and ignore the bits the spec says
// to ignore (ids at or past the maximum sub-group size).
#include <clb/sub_group.h>

// Bits 0 .. n-1 of a 128-bit ballot (n <= 128).
static inline uint4 __clb_sub_group_bits_below(uint n) {
  uint4 k = (uint4)(0, 32, 64, 96);
  uint4 b = (uint4)n - min((uint4)n, k); // bits of each word below n, clamped
  return select((uint4)~0u, ((uint4)1u << min(b, (uint4)31)) - 1u, b < 32u);
}

static inline uint __clb_sub_group_popcount(uint4 v) {
  uint4 c = popcount(v);
  return c.x + c.y + c.z + c.w;
}

CLB_OVLD uint4 __clb_get_sub_group_eq_mask(void) {
  uint i = get_sub_group_local_id();
  return __clb_sub_group_bits_below(i + 1) & ~__clb_sub_group_bits_below(i);
}
CLB_OVLD uint4 __clb_get_sub_group_ge_mask(void) {
  return __clb_sub_group_bits_below(get_max_sub_group_size()) &
         ~__clb_sub_group_bits_below(get_sub_group_local_id());
}
CLB_OVLD uint4 __clb_get_sub_group_gt_mask(void) {
  return __clb_sub_group_bits_below(get_max_sub_group_size()) &
         ~__clb_sub_group_bits_below(get_sub_group_local_id() + 1);
}
CLB_OVLD uint4 __clb_get_sub_group_le_mask(void) {
  return __clb_sub_group_bits_below(get_sub_group_local_id() + 1);
}
CLB_OVLD uint4 __clb_get_sub_group_lt_mask(void) {
  return __clb_sub_group_bits_below(get_sub_group_local_id());
}

CLB_OVLD int __clb_sub_group_ballot_bit_extract(uint4 value, uint index) {
  uint w = index >> 5 == 0 ? value.x : index >> 5 == 1 ? value.y : index >> 5 == 2 ? value.z : value.w;
  return (w >> (index & 31)) & 1;
}
CLB_OVLD int __clb_sub_group_inverse_ballot(uint4 value) {
  return __clb_sub_group_ballot_bit_extract(value, get_sub_group_local_id());
}
CLB_OVLD uint __clb_sub_group_ballot_bit_count(uint4 value) {
  return __clb_sub_group_popcount(value & __clb_sub_group_bits_below(get_max_sub_group_size()));
}
CLB_OVLD uint __clb_sub_group_ballot_inclusive_scan(uint4 value) {
  return __clb_sub_group_popcount(value &
                                  __clb_sub_group_bits_below(get_sub_group_local_id() + 1));
}
CLB_OVLD uint __clb_sub_group_ballot_exclusive_scan(uint4 value) {
  return __clb_sub_group_popcount(value & __clb_sub_group_bits_below(get_sub_group_local_id()));
}
// With no bit set the spec leaves the result undefined; these return 128
// (find_lsb) and ~0u (find_msb) then.
CLB_OVLD uint __clb_sub_group_ballot_find_lsb(uint4 value) {
  uint4 v = value & __clb_sub_group_bits_below(get_max_sub_group_size());
  return v.x ? ctz(v.x) : v.y ? 32 + ctz(v.y) : v.z ? 64 + ctz(v.z) : 96 + ctz(v.w);
}
CLB_OVLD uint __clb_sub_group_ballot_find_msb(uint4 value) {
  uint4 v = value & __clb_sub_group_bits_below(get_max_sub_group_size());
  return v.w ? 127 - clz(v.w) : v.z ? 95 - clz(v.z) : v.y ? 63 - clz(v.y) : 31 - clz(v.x);
}
