// The floating-point overloads of max, min, clamp (common functions) and dot
// (geometric), for float and double at every width they have. The type
// list is written out here, apart from the library's own.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#define MINMAX(T, S)                                                            \
  __kernel void minmax_##T(__global const T *a, __global const T *b,            \
                           __global const T *c, __global const S *bs,           \
                           __global const S *cs, __global T *out) {             \
    size_t i = get_global_id(0), n = get_global_size(0);                        \
    T x = a[i], y = b[i], z = c[i];                                             \
    S ys = bs[i], zs = cs[i];                                                   \
    out[0 * n + i] = max(x, y);                                                 \
    out[1 * n + i] = min(x, y);                                                 \
    out[2 * n + i] = max(x, ys);                                                \
    out[3 * n + i] = min(x, ys);                                                \
    out[4 * n + i] = clamp(x, y, z);                                            \
    out[5 * n + i] = clamp(x, ys, zs);                                          \
  }
#define DOT(T, S)                                                               \
  __kernel void dot_##T(__global const T *a, __global const T *b,               \
                        __global S *out) {                                      \
    size_t i = get_global_id(0);                                                \
    out[i] = dot(a[i], b[i]);                                                   \
  }
#define TYPE(S)                                                                 \
  MINMAX(S, S) MINMAX(S##2, S) MINMAX(S##3, S) MINMAX(S##4, S)                  \
  MINMAX(S##8, S) MINMAX(S##16, S)                                              \
  DOT(S, S) DOT(S##2, S) DOT(S##3, S) DOT(S##4, S)

TYPE(float)
TYPE(double)
