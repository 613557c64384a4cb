// GPU benchmark kernels for the work-group collectives, linked to PTX by
// clb-link (tools/lab/bench/CMakeLists.txt); tools/lab/bench/wg_bench.cu runs them
// beside the same kernels written with CUB. Every kernel is here twice: with
// reqd_work_group_size(N, 1, 1), and as most OpenCL code is written, without
// (name suffix _any; launched with groups of N too), for N = 64, 256, 1024
// (and 32 for the collective-bound loops) and for int and float.
#define REQD(N) __attribute__((reqd_work_group_size(N, 1, 1)))
#define EACH_SIZE(M, T, T4)                                                    \
  M(T, T4, 64, REQD(64), ) M(T, T4, 64, , _any)                                \
  M(T, T4, 256, REQD(256), ) M(T, T4, 256, , _any)                             \
  M(T, T4, 1024, REQD(1024), ) M(T, T4, 1024, , _any)
#define EACH(M) EACH_SIZE(M, int, int4) EACH_SIZE(M, float, float4)

// Memory-bound reduction, pass 1: each work-item sums int4/float4 vectors in
// a grid-stride loop (4 loads in flight per step), the group reduces with
// work_group_reduce_add, item 0 writes the group's partial.
#define REDUCE(T, T4, N, ATTR, SUFFIX)                                         \
  kernel ATTR                                                                  \
  void reduce_##T##_##N##SUFFIX(global const T4 *in, global T *partial, uint n4) { \
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
EACH(REDUCE)
// Pass 2: one group folds the partials.
#define REDUCE_FINAL(T)                                                        \
  kernel REQD(1024)                                                            \
  void reduce_final_##T(global const T *partial, global T *out, uint n) {      \
    T s = 0;                                                                   \
    for (uint i = get_local_id(0); i < n; i += 1024)                           \
      s += partial[i];                                                         \
    s = work_group_reduce_add(s);                                              \
    if (get_local_id(0) == 0)                                                  \
      *out = s;                                                                \
  }
REDUCE_FINAL(int)
REDUCE_FINAL(float)

// One element per work-item block scans, inclusive and exclusive.
#define SCAN(T, T4, N, ATTR, SUFFIX)                                           \
  kernel ATTR void scan_inclusive_##T##_##N##SUFFIX(global const T *in, global T *out) { \
    size_t g = get_global_id(0);                                               \
    out[g] = work_group_scan_inclusive_add(in[g]);                             \
  }                                                                            \
  kernel ATTR void scan_exclusive_##T##_##N##SUFFIX(global const T *in, global T *out) { \
    size_t g = get_global_id(0);                                               \
    out[g] = work_group_scan_exclusive_add(in[g]);                             \
  }
EACH(SCAN)

// Collective-bound: each collective 1000 times on a value in registers; the
// value feeds the next call so nothing can be hoisted (int: xor with the
// step; float: scaled by 1/N, a power of two, plus the step, so it stays
// bounded). The loop is unrolled by hand, 4 calls per trip, here and in
// wg_bench.cu alike (which tells nvcc not to unroll further): LLVM cannot
// unroll a loop of unknown trip count that contains a barrier (convergent),
// nvcc unrolls CUB's by itself, and the loop's own branch and counter would
// otherwise be part of the difference. iters must be a multiple of 4.
#define REP4(S, T, N) S(0, T, N) S(1, T, N) S(2, T, N) S(3, T, N)
#define NEXT_int(v, k, N) ((v) ^ (i + k))
#define NEXT_float(v, k, N) ((v) * (1.0f / N) + (float)(i + k))
#define LOOP(name, step, T, N, ATTR, SUFFIX)                                   \
  kernel ATTR void loop_##name##_##T##_##N##SUFFIX(global T *out, int iters) { \
    T x = (T)get_local_id(0);                                                  \
    for (int i = 0; i < iters; i += 4) {                                       \
      REP4(step, T, N)                                                         \
    }                                                                          \
    out[get_global_id(0)] = x;                                                 \
  }
// A reduction's result is the same in every work-item: the next input gets
// the work-item's id mixed in, or the compilers may fold the shuffles of a
// value they can see is uniform (ptxas did: 5 shuffles for 4 float reduces
// of 256 work-items); CUB's result, valid in thread 0 only, never is.
#define LANE_int(v) ((v) ^ (int)get_local_id(0))
#define LANE_float(v) ((v) + (float)get_local_id(0))
#define STEP_REDUCE(k, T, N) x = LANE_##T(NEXT_##T(work_group_reduce_add(x), k, N));
#define STEP_SCAN_INCLUSIVE(k, T, N) x = NEXT_##T(work_group_scan_inclusive_add(x), k, N);
#define STEP_SCAN_EXCLUSIVE(k, T, N) x = NEXT_##T(work_group_scan_exclusive_add(x), k, N);
#define STEP_BROADCAST(k, T, N) x = work_group_broadcast(x, (size_t)((i + k) & (N - 1))) + 1;
#define STEP_ANY(k, T, N) x += work_group_any((x & 1023) == i + k);
#define LOOPS(T, T4, N, ATTR, SUFFIX)                                          \
  LOOP(reduce, STEP_REDUCE, T, N, ATTR, SUFFIX)                                \
  LOOP(scan_inclusive, STEP_SCAN_INCLUSIVE, T, N, ATTR, SUFFIX)                \
  LOOP(scan_exclusive, STEP_SCAN_EXCLUSIVE, T, N, ATTR, SUFFIX)
#define LOOPS_INT(T, T4, N, ATTR, SUFFIX)                                      \
  LOOP(broadcast, STEP_BROADCAST, T, N, ATTR, SUFFIX)                          \
  LOOP(any, STEP_ANY, T, N, ATTR, SUFFIX)
// The loops also run in groups of one warp (32), which a kernel without
// reqd_work_group_size runs in its general copy.
#define EACH_LOOP_SIZE(M, T, T4) M(T, T4, 32, REQD(32), ) M(T, T4, 32, , _any) EACH_SIZE(M, T, T4)
EACH_LOOP_SIZE(LOOPS, int, int4)
EACH_LOOP_SIZE(LOOPS, float, float4)
EACH_LOOP_SIZE(LOOPS_INT, int, int4)
