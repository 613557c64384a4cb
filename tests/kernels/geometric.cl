// Every geometric overload for one element type per kernel: work-item i
// takes vector i of p and q at widths 1-4 (3-element vectors in 4-element
// slots). Region (w * NF + f) holds function f at width index w: scalar
// results at element i, vector results at vector i.
// double and half kernels exist where the device has them (rusticl's
// llvmpipe has neither), and not in the float-only build of the correctly
// rounded mode (CLBTEST_FLOAT_ONLY, tests/support/backend.cpp).
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define NF 8
#define SLOT(V, p, r) ((global V *)((p) + (size_t)(r) * n * 4))
#define WIDTH(T, V, w)                                                          \
  {                                                                             \
    const V a = ((global const V *)p)[i], b = ((global const V *)q)[i];         \
    SLOT(T, out, w * NF + 0)[i] = dot(a, b);                                    \
    SLOT(T, out, w * NF + 1)[i] = length(a);                                    \
    SLOT(T, out, w * NF + 2)[i] = distance(a, b);                               \
    SLOT(V, out, w * NF + 3)[i] = normalize(a);                                 \
    FAST_##T(V, w)                                                              \
  }
#define FAST_float(V, w)                                                        \
  SLOT(float, out, w * NF + 4)[i] = fast_length(a);                             \
  SLOT(float, out, w * NF + 5)[i] = fast_distance(a, b);                        \
  SLOT(V, out, w * NF + 6)[i] = fast_normalize(a);
#define FAST_double(V, w)
#define FAST_half(V, w)
#define GEOMETRIC_KERNEL(T)                                                     \
  __kernel void geometric_##T(global const T *p, global const T *q,             \
                              global T *out) {                                  \
    const size_t i = get_global_id(0), n = get_global_size(0);                  \
    WIDTH(T, T, 0) WIDTH(T, T##2, 1) WIDTH(T, T##3, 2) WIDTH(T, T##4, 3)        \
    SLOT(T##3, out, 2 * NF + 7)[i] = cross(((global const T##3 *)p)[i],         \
                                           ((global const T##3 *)q)[i]);        \
    SLOT(T##4, out, 3 * NF + 7)[i] = cross(((global const T##4 *)p)[i],         \
                                           ((global const T##4 *)q)[i]);        \
  }
GEOMETRIC_KERNEL(float)
#if defined(cl_khr_fp64) && !defined(CLBTEST_FLOAT_ONLY)
GEOMETRIC_KERNEL(double)
#endif
#if defined(cl_khr_fp16) && !defined(CLBTEST_FLOAT_ONLY)
GEOMETRIC_KERNEL(half)
#endif
