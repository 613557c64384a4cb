// Atomics and asynchronous copies on the GPU (docs/performance.md): the same
// kernels as tools/lab/bench/atomics_bench.cu writes with atomicAdd and cp.async.
// Linked once with clbuiltins, once with libclc-15 (which has the OpenCL 1.x
// atomics but neither the 2.0 ones nor real asynchronous copies).
#define ROUNDS 16

// Uncontended: each work-item adds to its own counter, ROUNDS times.
kernel void add_own(global uint *c) {
  size_t i = get_global_id(0);
  for (uint r = 0; r < ROUNDS; ++r)
    atomic_add(&c[i], r + 1);
}
// Contended: every work-item adds to one counter.
kernel void add_one(global uint *c) { atomic_add(&c[0], 1u); }
// A histogram of 256 bins in global memory.
kernel void histogram(global const uint *in, global uint *h) {
  atomic_inc(&h[in[get_global_id(0)] & 255]);
}
#ifndef CLB_BENCH_LIBCLC
// OpenCL 2.0 spellings, relaxed at device scope: what atomicAdd is.
kernel void fetch_add_own(global atomic_uint *c) {
  size_t i = get_global_id(0);
  for (uint r = 0; r < ROUNDS; ++r)
    atomic_fetch_add_explicit(&c[i], r + 1, memory_order_relaxed, memory_scope_device);
}
kernel void fetch_add_one(global atomic_uint *c) {
  atomic_fetch_add_explicit(&c[0], 1u, memory_order_relaxed, memory_scope_device);
}
#endif

// Tiles through local memory, double-buffered: the copy of tile k + 1 is in
// flight while tile k is used. TILE float4 per tile, `tiles` tiles a group.
#define TILE 1024
float4 use(local const float4 *t, size_t l) {
  float4 a = t[l], b = t[(l + 1) & (TILE - 1)];
  return a * b + (float4)(0.5f);
}
kernel void tiles_async(global const float4 *in, global float4 *out, uint tiles) {
  local float4 buf[2][TILE];
  const size_t base = get_group_id(0) * (size_t)tiles * TILE, l = get_local_id(0);
  float4 acc = 0;
  event_t e = async_work_group_copy(buf[0], in + base, TILE, 0);
  for (uint k = 0; k < tiles; ++k) {
    wait_group_events(1, &e);
    if (k + 1 < tiles)
      e = async_work_group_copy(buf[(k + 1) & 1], in + base + (k + 1) * (size_t)TILE, TILE, 0);
    for (size_t j = l; j < TILE; j += get_local_size(0))
      acc += use(buf[k & 1], j);
  }
  out[get_global_id(0)] = acc;
}
// The same with a plain copy loop and a barrier.
kernel void tiles_plain(global const float4 *in, global float4 *out, uint tiles) {
  local float4 buf[2][TILE];
  const size_t base = get_group_id(0) * (size_t)tiles * TILE, l = get_local_id(0);
  float4 acc = 0;
  for (uint k = 0; k < tiles; ++k) {
    for (size_t j = l; j < TILE; j += get_local_size(0))
      buf[k & 1][j] = in[base + k * (size_t)TILE + j];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t j = l; j < TILE; j += get_local_size(0))
      acc += use(buf[k & 1], j);
  }
  out[get_global_id(0)] = acc;
}
