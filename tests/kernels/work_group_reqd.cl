// The collectives in kernels with reqd_work_group_size, which clb-link
// specialises for that size (targets/nvptx64/collectives/warp.h): the same
// planes as work_group_collectives.cl, one kernel per type and shape,
// collectives_<T>_<X>x<Y>x<Z>. Run on groups of that size and on non-uniform
// last groups, which are smaller and take the general path.
#include <clbuiltins/work_group_uniform_arithmetic.h>

#pragma OPENCL EXTENSION cl_khr_fp16 : enable

#define PLANE(f) out[(f) * n + g]
#define THREE(first, op)                                                       \
  PLANE(first) = work_group_reduce_##op(x);                                    \
  PLANE(first + 1) = work_group_scan_inclusive_##op(x);                        \
  PLANE(first + 2) = work_group_scan_exclusive_##op(x);
#define BODY(T)                                                                \
  size_t g = get_global_linear_id();                                           \
  size_t n = get_global_size(0) * get_global_size(1) * get_global_size(2);     \
  T x = in[g];                                                                 \
  THREE(0, add) THREE(3, min) THREE(6, max) THREE(9, mul)                      \
  PLANE(12) = work_group_broadcast(x, bx);                                     \
  PLANE(13) = work_group_broadcast(x, bx, by);                                 \
  PLANE(14) = work_group_broadcast(x, bx, by, bz);
#define KERNEL(T, X, Y, Z, EXTRA)                                              \
  kernel __attribute__((reqd_work_group_size(X, Y, Z))) void                   \
  collectives_##T##_##X##x##Y##x##Z(global const T *in, global T *out, ulong bx, \
                                    ulong by, ulong bz) {                      \
    BODY(T) EXTRA                                                              \
  }
#define INTEGER_EXTRA THREE(15, and) THREE(18, or) THREE(21, xor)
#define SHAPE(X, Y, Z)                                                         \
  KERNEL(int, X, Y, Z, INTEGER_EXTRA)                                          \
  KERNEL(ulong, X, Y, Z, INTEGER_EXTRA)                                        \
  KERNEL(float, X, Y, Z, )                                                     \
  KERNEL(double, X, Y, Z, )                                                    \
  KERNEL(half, X, Y, Z, )

SHAPE(7, 1, 1)
SHAPE(100, 1, 1)
SHAPE(256, 1, 1)
SHAPE(1024, 1, 1)
SHAPE(16, 3, 1)
SHAPE(32, 3, 1)
SHAPE(4, 4, 4)
