// Every work-group collective, one kernel per type: each work-item reads its
// input at its global linear id and writes each function's result to its own
// plane of `out` (plane f holds function f for every work-item, in the order
// tests/suite/work_group_collectives_test.cpp lists). Many collectives in a
// row per kernel exercises scratch reuse; few kernels keep PoCL's compile
// (once per local size) cheap.
#include <clbuiltins/work_group_uniform_arithmetic.h>

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define PLANE(f) out[(f) * n + g]
#define HEAD(T)                                                                \
  size_t g = get_global_linear_id();                                           \
  size_t n = get_global_size(0) * get_global_size(1) * get_global_size(2);     \
  T x = in[g];
#define THREE(first, fn, op)                                                   \
  PLANE(first) = work_group_reduce_##op(x);                                    \
  PLANE(first + 1) = work_group_scan_inclusive_##op(x);                        \
  PLANE(first + 2) = work_group_scan_exclusive_##op(x);
#define BROADCASTS(first)                                                      \
  PLANE(first) = work_group_broadcast(x, bx);                                  \
  PLANE(first + 1) = work_group_broadcast(x, bx, by);                          \
  PLANE(first + 2) = work_group_broadcast(x, bx, by, bz);

// Planes: add 0-2, min 3-5, max 6-8, mul 9-11, broadcasts 12-14, and 15-17,
// or 18-20, xor 21-23 (reduce, inclusive, exclusive each).
#define INTEGER_KERNEL(T)                                                      \
  kernel void collectives_##T(global const T *in, global T *out, ulong bx,     \
                              ulong by, ulong bz) {                            \
    HEAD(T)                                                                    \
    THREE(0, , add) THREE(3, , min) THREE(6, , max) THREE(9, , mul)            \
    BROADCASTS(12)                                                             \
    THREE(15, , and) THREE(18, , or) THREE(21, , xor)                          \
  }
#define FLOAT_KERNEL(T)                                                        \
  kernel void collectives_##T(global const T *in, global T *out, ulong bx,     \
                              ulong by, ulong bz) {                            \
    HEAD(T)                                                                    \
    THREE(0, , add) THREE(3, , min) THREE(6, , max) THREE(9, , mul)            \
    BROADCASTS(12)                                                             \
  }
INTEGER_KERNEL(int)
INTEGER_KERNEL(uint)
INTEGER_KERNEL(long)
INTEGER_KERNEL(ulong)
FLOAT_KERNEL(float)
FLOAT_KERNEL(double)
FLOAT_KERNEL(half)

// Planes: all, any, then logical and, or, xor (reduce, inclusive, exclusive).
kernel void collectives_predicate(global const int *in, global int *out) {
  HEAD(int)
  PLANE(0) = work_group_all(x);
  PLANE(1) = work_group_any(x);
  THREE(2, , logical_and) THREE(5, , logical_or) THREE(8, , logical_xor)
}

// Collectives of several types in a row inside a loop: the scratch is reused
// across iterations and types with no barrier in between. Plane 0: a long
// checksum, plane 1: a double checksum (exact: small integers).
kernel void collectives_loop(global const int *in, global long *out, int rounds) {
  HEAD(int)
  long acc = 0;
  double dacc = 0;
  for (int r = 0; r < rounds; ++r) {
    acc += work_group_reduce_add((long)x * (r + 1));
    dacc += work_group_scan_inclusive_add((double)(x + r));
    acc ^= work_group_broadcast(x + r, (size_t)r % (get_local_size(0)));
    half h = work_group_scan_inclusive_max((half)(x & 1023));
    acc += (long)h;
    acc += work_group_scan_exclusive_add((uint)x);
    acc += work_group_any(x == r);
  }
  out[g] = acc;
  out[n + g] = (long)dacc;
}
