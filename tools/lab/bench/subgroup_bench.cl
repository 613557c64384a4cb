// Sub-group throughput on the GPU (docs/performance.md): each work-item puts
// its value through one sub-group builtin ROUNDS times in a dependent chain
// (fully unrolled), so the collective, not memory, is what is timed.
// tools/lab/bench/subgroup_bench.cu runs the same chains with CUB's WarpReduce /
// WarpScan and CUDA's warp intrinsics and checks both against a host model.
//
// Steps keep the chain exact or well conditioned: integer steps wrap (uint
// arithmetic); float inputs lie in [1, 2) and each step mixes the collective
// with the work-item's own value by powers of two, so values stay in a
// narrow positive range and the only rounding is the collective's own sums.
// No linked program here uses reqd_work_group_size: the general case.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable
#define ROUNDS 32
#define K 0x9e3779b9u

#define CHAIN(name, T, step)                                                   \
  kernel void name(global const T *in, global T *out) {                        \
    size_t i = get_global_id(0);                                               \
    T x = in[i];                                                               \
    _Pragma("unroll")                                                         \
    for (int r = 0; r < ROUNDS; ++r)                                           \
      x = step;                                                                \
    out[i] = x;                                                                \
  }

// int: the collective's result plus the work-item's value, wrapping.
#define ISTEP(f) (int)((uint)f(x) + (uint)x)
CHAIN(reduce_add_i32, int, ISTEP(sub_group_reduce_add))
CHAIN(reduce_min_i32, int, ISTEP(sub_group_reduce_min))
CHAIN(reduce_max_i32, int, ISTEP(sub_group_reduce_max))
CHAIN(scan_inclusive_add_i32, int, ISTEP(sub_group_scan_inclusive_add))
CHAIN(scan_exclusive_add_i32, int, ISTEP(sub_group_scan_exclusive_add))

// float sums: collective / 64 + x / 2 (a sum of at most 32 values below 2,
// so the result stays below 2 and positive).
#define FSUM(f) f(x) * 0.015625f + x * 0.5f
// float min/max: exact whatever the order, so bit-exact against the host.
#define FMID(f) (f(x) + x) * 0.5f
CHAIN(reduce_add_f32, float, FSUM(sub_group_reduce_add))
CHAIN(reduce_min_f32, float, FMID(sub_group_reduce_min))
CHAIN(reduce_max_f32, float, FMID(sub_group_reduce_max))
CHAIN(scan_inclusive_add_f32, float, FSUM(sub_group_scan_inclusive_add))
CHAIN(scan_exclusive_add_f32, float, FSUM(sub_group_scan_exclusive_add))

// Moving values: a uniform lane for broadcast (constant per round), a
// data-dependent one for shuffle, a constant xor mask per round (1..31).
CHAIN(broadcast_i32, uint, sub_group_broadcast(x, (uint)r & 31u) + x)
CHAIN(shuffle_i32, uint, sub_group_shuffle(x, x & 31u) + x)
CHAIN(shuffle_xor_i32, uint, sub_group_shuffle_xor(x, (uint)(r % 31) + 1u) + x)
// Votes: the ballot's word, and its population count.
CHAIN(ballot_i32, uint, sub_group_ballot((int)(x & 1u)).x + x)
CHAIN(ballot_popcount_i32, uint, x * K + sub_group_ballot_bit_count(sub_group_ballot((int)(x & 1u))))
