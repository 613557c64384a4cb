// Every sub-group builtin (cl_khr_subgroups and every cl_khr_subgroup_*
// extension) for one element type per kernel. Work-item g reads in[g] (the
// value's bits) and writes result r to out[g * stride + r] as bits; the
// order of results is the one tests/suite/subgroups_test.cpp replays.
// Non-uniform functions run four times: every lane, the even lanes, the
// lower half and the upper half of the sub-group (divergent calls); slots of
// lanes that do not call keep the host's sentinel. Clustered functions run
// for cluster sizes 1..32 up to the maximum sub-group size (larger ones are
// undefined; their slots keep the sentinel too).
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif

#define PUT(v) o[k++] = bits(v)
#define OVLD __attribute__((overloadable))
OVLD ulong bits(char v) { return as_uchar(v); }
OVLD ulong bits(uchar v) { return v; }
OVLD ulong bits(short v) { return as_ushort(v); }
OVLD ulong bits(ushort v) { return v; }
OVLD ulong bits(int v) { return as_uint(v); }
OVLD ulong bits(uint v) { return v; }
OVLD ulong bits(long v) { return as_ulong(v); }
OVLD ulong bits(ulong v) { return v; }
OVLD ulong bits(float v) { return as_uint(v); }
#ifdef cl_khr_fp64
OVLD ulong bits(double v) { return as_ulong(v); }
#endif
#ifdef cl_khr_fp16
OVLD ulong bits(half v) { return as_ushort(v); }
#endif
#define CLUSTERS(F) F(1) F(2) F(4) F(8) F(16) F(32)

// Vectors of width W: element e = x + e, broadcast from the last lane.
#define VEC(T, U, W)                                                           \
  {                                                                            \
    T##W v = (T##W)x;                                                          \
    for (int e = 0; e < W; ++e)                                                \
      v[e] += (T)e;                                                            \
    T##W r = sub_group_broadcast(v, s - 1);                                    \
    for (int e = 0; e < W; ++e)                                                \
      PUT(r[e]);                                                            \
  }

#define UNIFORM(T, U, op)                                                      \
  PUT(sub_group_reduce_##op(x));                                            \
  PUT(sub_group_scan_inclusive_##op(x));                                    \
  PUT(sub_group_scan_exclusive_##op(x));

#define NON_UNIFORM(T, U, op)                                                  \
  PUT(sub_group_non_uniform_reduce_##op(x));                                \
  PUT(sub_group_non_uniform_scan_inclusive_##op(x));                        \
  PUT(sub_group_non_uniform_scan_exclusive_##op(x));

#define CLUSTERED_ARITH(cs)                                                    \
  if ((cs) <= ms) {                                                            \
    PUT(sub_group_clustered_reduce_add(x, cs));                             \
    PUT(sub_group_clustered_reduce_min(x, cs));                             \
    PUT(sub_group_clustered_reduce_max(x, cs));                             \
    PUT(sub_group_clustered_reduce_mul(x, cs));                             \
    PUT(sub_group_clustered_rotate(x, 1, cs));                              \
  } else {                                                                     \
    k += 5;                                                                    \
  }
#define CLUSTERED_BITS(cs)                                                     \
  if ((cs) <= ms) {                                                            \
    PUT(sub_group_clustered_reduce_and(x, cs));                             \
    PUT(sub_group_clustered_reduce_or(x, cs));                              \
    PUT(sub_group_clustered_reduce_xor(x, cs));                             \
    PUT(sub_group_clustered_reduce_logical_and((int)(x & 1), cs));       \
    PUT(sub_group_clustered_reduce_logical_or((int)(x & 1), cs));        \
    PUT(sub_group_clustered_reduce_logical_xor((int)(x & 1), cs));       \
  } else {                                                                     \
    k += 6;                                                                    \
  }

// Results per lane and mode of the non-uniform part: 12 arithmetic, 30
// clustered, 6 moves, 4 broadcasts and votes; integers add 9 bitwise, 9
// logical and 36 clustered bitwise/logical.
// Uniform part: 2 scalar broadcasts, 33 vector elements, 9 reductions/scans.
#define UNIFORM_RESULTS 44
#define NU_COMMON 52
#define NU_INT 54

#define KERNEL(T, U, IS_INT)                                                   \
  kernel void sg_##T(global const ulong *in, global ulong *out, uint stride) { \
    size_t g = get_global_linear_id();                                         \
    T x = as_##T((U)in[g]);                                                    \
    global ulong *o = out + g * stride;                                        \
    uint k = 0;                                                                \
    uint s = get_sub_group_size(), l = get_sub_group_local_id();               \
    uint ms = get_max_sub_group_size();                                        \
    PUT(sub_group_broadcast(x, s - 1));                                     \
    PUT(sub_group_broadcast(x, 0));                                         \
    VEC(T, U, 2) VEC(T, U, 3) VEC(T, U, 4) VEC(T, U, 8) VEC(T, U, 16)          \
    UNIFORM(T, U, add) UNIFORM(T, U, min) UNIFORM(T, U, max)                   \
    for (uint mode = 0; mode < 4; ++mode) {                                    \
      bool active = mode == 0   ? true                                         \
                    : mode == 1 ? l % 2 == 0                                   \
                    : mode == 2 ? l < (s + 1) / 2                              \
                                : l >= s / 2;                                  \
      uint first = mode == 3 ? s / 2 : 0;                                      \
      k = UNIFORM_RESULTS + mode * (NU_COMMON + (IS_INT ? NU_INT : 0));             \
      if (active) {                                                            \
        NON_UNIFORM(T, U, add) NON_UNIFORM(T, U, min)                          \
        NON_UNIFORM(T, U, max) NON_UNIFORM(T, U, mul)                          \
        CLUSTERS(CLUSTERED_ARITH)                                              \
        PUT(sub_group_shuffle(x, (l * 7 + 3) % s));                         \
        PUT(sub_group_shuffle_xor(x, 2));                                   \
        PUT(sub_group_shuffle_up(x, 2));                                    \
        PUT(sub_group_shuffle_down(x, 2));                                  \
        PUT(sub_group_rotate(x, 3));                                        \
        PUT(sub_group_non_uniform_broadcast(x, first));                     \
        PUT(sub_group_broadcast_first(x));                                  \
        PUT(sub_group_non_uniform_all_equal(x));                         \
        PUT(sub_group_non_uniform_all_equal(sub_group_broadcast_first(x))); \
        PUT((uint)sub_group_elect());                                    \
        BITS_##IS_INT(T, U)                                                    \
      }                                                                        \
    }                                                                          \
  }
#define BITS_0(T, U)
#define BITS_1(T, U)                                                           \
  NON_UNIFORM(T, U, and) NON_UNIFORM(T, U, or) NON_UNIFORM(T, U, xor)          \
  PUT(sub_group_non_uniform_reduce_logical_and((int)(x & 1)));           \
  PUT(sub_group_non_uniform_scan_inclusive_logical_and((int)(x & 1)));   \
  PUT(sub_group_non_uniform_scan_exclusive_logical_and((int)(x & 1)));   \
  PUT(sub_group_non_uniform_reduce_logical_or((int)(x & 1)));            \
  PUT(sub_group_non_uniform_scan_inclusive_logical_or((int)(x & 1)));    \
  PUT(sub_group_non_uniform_scan_exclusive_logical_or((int)(x & 1)));    \
  PUT(sub_group_non_uniform_reduce_logical_xor((int)(x & 1)));           \
  PUT(sub_group_non_uniform_scan_inclusive_logical_xor((int)(x & 1)));   \
  PUT(sub_group_non_uniform_scan_exclusive_logical_xor((int)(x & 1)));   \
  CLUSTERS(CLUSTERED_BITS)

KERNEL(char, uchar, 1)
KERNEL(uchar, uchar, 1)
KERNEL(short, ushort, 1)
KERNEL(ushort, ushort, 1)
KERNEL(int, uint, 1)
KERNEL(uint, uint, 1)
KERNEL(long, ulong, 1)
KERNEL(ulong, ulong, 1)
KERNEL(float, uint, 0)
#ifdef cl_khr_fp64
KERNEL(double, ulong, 0)
#endif
#ifdef cl_khr_fp16
KERNEL(half, ushort, 0)
#endif

// The queries, votes, ballots and masks, and sub_group_barrier exchanges
// through local memory; one kernel. Per work-item 42 uints:
//  0-5   size, max size, num, enqueued num, id, local id
//  6-25  eq, ge, gt, le, lt masks (uint4 each)
//  26-29 ballot(p), p = in[g] & 1 (every lane)
//  30 inverse_ballot, 31 bit_extract(ballot, (l + 1) % s), 32 bit_count,
//  33 inclusive scan, 34 exclusive scan, 35 find_lsb, 36 find_msb (0 when
//     no bit is set: undefined there)
//  37 sub_group_all | any << 1 | non_uniform_all << 2 | non_uniform_any << 3
//  38 ballot(p).x called by the even lanes only; 39 their non_uniform_all |
//     non_uniform_any << 1
//  40 in[] of lane (l + 1) % s, read through local memory after
//     sub_group_barrier(CLK_LOCAL_MEM_FENCE); 41 in[] + 1 of that lane, after
//     the two-argument form
kernel void sg_queries(global const uint *in, global uint *out) {
  local uint tmp[1024]; // groups of at most 1024 here
  size_t g = get_global_linear_id();
  uint i = get_local_linear_id();
  global uint *o = out + g * 42;
  uint s = get_sub_group_size(), l = get_sub_group_local_id();
  int p = in[g] & 1;
  o[0] = s;
  o[1] = get_max_sub_group_size();
  o[2] = get_num_sub_groups();
  o[3] = get_enqueued_num_sub_groups();
  o[4] = get_sub_group_id();
  o[5] = l;
  vstore4(get_sub_group_eq_mask(), 0, o + 6);
  vstore4(get_sub_group_ge_mask(), 0, o + 10);
  vstore4(get_sub_group_gt_mask(), 0, o + 14);
  vstore4(get_sub_group_le_mask(), 0, o + 18);
  vstore4(get_sub_group_lt_mask(), 0, o + 22);
  uint4 b = sub_group_ballot(p);
  vstore4(b, 0, o + 26);
  o[30] = sub_group_inverse_ballot(b);
  o[31] = sub_group_ballot_bit_extract(b, (l + 1) % s);
  o[32] = sub_group_ballot_bit_count(b);
  o[33] = sub_group_ballot_inclusive_scan(b);
  o[34] = sub_group_ballot_exclusive_scan(b);
  o[35] = b.x | b.y | b.z | b.w ? sub_group_ballot_find_lsb(b) : 0;
  o[36] = b.x | b.y | b.z | b.w ? sub_group_ballot_find_msb(b) : 0;
  o[37] = (sub_group_all(p) != 0) | (sub_group_any(p) != 0) << 1 |
          (sub_group_non_uniform_all(p) != 0) << 2 | (sub_group_non_uniform_any(p) != 0) << 3;
  if (l % 2 == 0) {
    o[38] = sub_group_ballot(p).x;
    o[39] = (sub_group_non_uniform_all(p) != 0) | (sub_group_non_uniform_any(p) != 0) << 1;
  }
  tmp[i] = in[g];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE);
  uint next = i - l + (l + 1) % s;
  o[40] = tmp[next];
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_sub_group);
  tmp[i] = in[g] + 1;
  sub_group_barrier(CLK_LOCAL_MEM_FENCE, memory_scope_work_group);
  o[41] = tmp[next];
}
