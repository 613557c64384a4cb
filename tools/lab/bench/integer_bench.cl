// Integer and geometric throughput (docs/performance.md): each work-item
// applies one builtin ROUNDS times in a dependent chain, so the builtin, not
// memory, is what is timed. Linked once with clbuiltins, once with
// libclc-15; tools/lab/bench/integer_bench.cu runs the same chains through
// CUDA's intrinsics. Every chain is exact integer arithmetic except the
// geometric ones, so integer results must match CUDA's bit for bit.
#define ROUNDS 64
#define K 0x9e3779b9u

#define UINT_CHAIN(name, step)                                                 \
  kernel void name(global const uint *in, global uint *out) {                  \
    size_t i = get_global_id(0);                                               \
    uint x = in[i];                                                            \
    _Pragma("unroll")                                                         \
    for (int r = 0; r < ROUNDS; ++r)                                           \
      x = step;                                                                \
    out[i] = x;                                                                \
  }

UINT_CHAIN(clz_u32, (x * K) ^ clz(x))
UINT_CHAIN(popcount_u32, (x * K) + popcount(x))
UINT_CHAIN(mul_hi_u32, mul_hi(x, K) + x)
UINT_CHAIN(rotate_u32, rotate(x, x) + K)
UINT_CHAIN(abs_diff_i32, abs_diff((int)x, (int)K) + x)
UINT_CHAIN(add_sat_i32, (uint)add_sat((int)x, (int)(x * K)) ^ K)
UINT_CHAIN(mad24_i32, (uint)mad24((int)(x & 0x7fffffu), (int)(K & 0x7fffffu), (int)x))
UINT_CHAIN(clamp_i32, (uint)clamp((int)(x * K), -1000000, 1000000) + x)
UINT_CHAIN(max_u32, max(x * K, x ^ K))
// Byte shuffles with a mask known only at run time (a constant mask folds
// to a constant byte permutation everywhere).
UINT_CHAIN(shuffle_u8x4, as_uint(shuffle(as_uchar4(x * K), as_uchar4(x))) + K)
UINT_CHAIN(shuffle2_u8x4, as_uint(shuffle2(as_uchar4(x * K), as_uchar4(x ^ K), as_uchar4(x))) + K)
#ifndef CLB_BENCH_LIBCLC
// cl_khr_extended_bit_ops: libclc-15 has none of it.
UINT_CHAIN(bit_reverse_u32, bit_reverse(x) * K + 1)
#endif

kernel void mul_hi_u64(global const ulong *in, global ulong *out) {
  size_t i = get_global_id(0);
  ulong x = in[i];
#pragma unroll
  for (int r = 0; r < ROUNDS; ++r)
    x = mul_hi(x, 0x9e3779b97f4a7c15ul) ^ (x + 1);
  out[i] = x;
}

#define GROUNDS 16
#define FLOAT4_CHAIN(name, step)                                               \
  kernel void name(global const float4 *in, global float4 *out) {              \
    size_t i = get_global_id(0);                                               \
    float4 v = in[i];                                                          \
    const float4 w = (float4)(0.25f, -0.5f, 0.75f, 1.0f);                      \
    _Pragma("unroll")                                                         \
    for (int r = 0; r < GROUNDS; ++r)                                          \
      v = step;                                                                \
    out[i] = v;                                                                \
  }

FLOAT4_CHAIN(dot_f4, v * (0.5f + 0.001f * dot(v, w)) + w)
FLOAT4_CHAIN(length_f4, (float4)(length(v) * 0.5f, v.x, v.y, v.z))
FLOAT4_CHAIN(distance_f4, (float4)(distance(v, w) * 0.5f, v.x, v.y, v.z))
FLOAT4_CHAIN(normalize_f4, normalize(v + w))
FLOAT4_CHAIN(cross_f4, cross(v, w) * 0.5f + w)
FLOAT4_CHAIN(fast_normalize_f4, fast_normalize(v + w))
