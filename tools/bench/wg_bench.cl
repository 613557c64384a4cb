// GPU benchmark kernels for the work-group collectives, linked to PTX by
// clb-link (tools/bench/CMakeLists.txt); tools/bench/wg_bench.cu runs them
// beside the same kernels written with CUB.

// Memory-bound reduction, pass 1: each work-item sums int4/float4 vectors in
// a grid-stride loop (4 loads in flight per step), the group reduces with
// work_group_reduce_add, item 0 writes the group's partial. Each kernel is
// here twice: with reqd_work_group_size(256, 1, 1), and as most OpenCL code is
// written, without (name suffix _any; launched with groups of 256 too).
#define REQD256 __attribute__((reqd_work_group_size(256, 1, 1)))
#define REDUCE_PASS1(T, T4, ATTR, SUFFIX)                                      \
  kernel ATTR                                                                  \
  void reduce_##T##SUFFIX(global const T4 *in, global T *partial, uint n4) {   \
    uint i = get_global_id(0), stride = get_global_size(0);                    \
    T4 a = 0, b = 0, c = 0, d = 0;                                             \
    for (; i + 3 * stride < n4; i += 4 * stride) {                             \
      a += in[i];                                                              \
      b += in[i + stride];                                                     \
      c += in[i + 2 * stride];                                                 \
      d += in[i + 3 * stride];                                                 \
    }                                                                          \
    for (; i < n4; i += stride)                                                \
      a += in[i];                                                              \
    T4 s = (a + b) + (c + d);                                                  \
    T sum = work_group_reduce_add((s.x + s.y) + (s.z + s.w));                  \
    if (get_local_id(0) == 0)                                                  \
      partial[get_group_id(0)] = sum;                                          \
  }
#define REDUCE(T, T4)                                                          \
  REDUCE_PASS1(T, T4, REQD256, )                                               \
  REDUCE_PASS1(T, T4, , _any)                                                  \
  /* Pass 2: one group folds the partials. */                                  \
  kernel __attribute__((reqd_work_group_size(1024, 1, 1)))                    \
  void reduce_final_##T(global const T *partial, global T *out, uint n) {      \
    T s = 0;                                                                   \
    for (uint i = get_local_id(0); i < n; i += 1024)                           \
      s += partial[i];                                                         \
    s = work_group_reduce_add(s);                                              \
    if (get_local_id(0) == 0)                                                  \
      *out = s;                                                                \
  }
REDUCE(int, int4)
REDUCE(float, float4)

// One element per work-item block scans, inclusive and exclusive.
#define SCAN(KIND, ATTR, SUFFIX)                                               \
  kernel ATTR void scan_##KIND##_int##SUFFIX(global const int *in, global int *out) { \
    size_t g = get_global_id(0);                                               \
    out[g] = work_group_scan_##KIND##_add(in[g]);                              \
  }
SCAN(inclusive, REQD256, )
SCAN(inclusive, , _any)
SCAN(exclusive, REQD256, )
SCAN(exclusive, , _any)

// Collective-bound: each collective 1000 times on a value in registers; the
// value feeds the next call so nothing can be hoisted. The loop is unrolled
// by hand, 4 calls per trip, here and in wg_bench.cu alike (which tells nvcc
// not to unroll further): LLVM cannot unroll a loop of unknown trip count
// that contains a barrier (convergent), nvcc unrolls CUB's by itself, and the
// loop's own branch and counter would otherwise be part of the difference.
// iters must be a multiple of 4.
#define REP4(S, N) S(0, N) S(1, N) S(2, N) S(3, N)
#define LOOP(name, N, step)                                                    \
  kernel __attribute__((reqd_work_group_size(N, 1, 1)))                       \
  void loop_##name##_##N(global int *out, int iters) {                         \
    int x = (int)get_local_id(0);                                              \
    for (int i = 0; i < iters; i += 4) {                                       \
      REP4(step, N)                                                            \
    }                                                                          \
    out[get_global_id(0)] = x;                                                 \
  }
#define STEP_REDUCE(k, N) x = work_group_reduce_add(x) ^ (i + k);
#define STEP_SCAN_INCLUSIVE(k, N) x = work_group_scan_inclusive_add(x) ^ (i + k);
#define STEP_SCAN_EXCLUSIVE(k, N) x = work_group_scan_exclusive_add(x) ^ (i + k);
#define STEP_BROADCAST(k, N) x = work_group_broadcast(x, (size_t)((i + k) & (N - 1))) + 1;
#define STEP_ANY(k, N) x += work_group_any((x & 1023) == i + k);
#define LOOPS(N)                                                               \
  LOOP(reduce, N, STEP_REDUCE)                                                 \
  LOOP(scan_inclusive, N, STEP_SCAN_INCLUSIVE)                                 \
  LOOP(scan_exclusive, N, STEP_SCAN_EXCLUSIVE)                                 \
  LOOP(broadcast, N, STEP_BROADCAST)                                           \
  LOOP(any, N, STEP_ANY)
LOOPS(64)
LOOPS(256)
LOOPS(1024)
