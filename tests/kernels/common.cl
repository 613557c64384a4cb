// Every common-function overload for one element type per kernel: work-item
// i takes vector i of x, y, z at each width (3-element vectors in 4-element
// slots), and writes function f at width index w to region (w * NF + f).
// double and half kernels exist where the device has them (rusticl's
// llvmpipe has neither), and not in the float-only build of the correctly
// rounded mode (CLBTEST_FLOAT_ONLY, tests/support/backend.cpp).
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
#endif
#define NF 15
#define SLOT(V, p, r) ((global V *)((p) + (size_t)(r) * n * 16))
#define WIDTH(T, V, S, w)                                                       \
  {                                                                             \
    const V a = ((global const V *)x)[i], b = ((global const V *)y)[i],         \
            c = ((global const V *)z)[i];                                       \
    const T bs = y[i * S], cs = z[i * S];                                       \
    SLOT(V, out, w * NF + 0)[i] = clamp(a, b, c);                               \
    SLOT(V, out, w * NF + 1)[i] = clamp(a, bs, cs);                             \
    SLOT(V, out, w * NF + 2)[i] = degrees(a);                                   \
    SLOT(V, out, w * NF + 3)[i] = radians(a);                                   \
    SLOT(V, out, w * NF + 4)[i] = max(a, b);                                    \
    SLOT(V, out, w * NF + 5)[i] = max(a, bs);                                   \
    SLOT(V, out, w * NF + 6)[i] = min(a, b);                                    \
    SLOT(V, out, w * NF + 7)[i] = min(a, bs);                                   \
    SLOT(V, out, w * NF + 8)[i] = mix(a, b, c);                                 \
    SLOT(V, out, w * NF + 9)[i] = mix(a, b, cs);                                \
    SLOT(V, out, w * NF + 10)[i] = step(b, a);                                  \
    SLOT(V, out, w * NF + 11)[i] = step(bs, a);                                 \
    SLOT(V, out, w * NF + 12)[i] = smoothstep(b, c, a);                         \
    SLOT(V, out, w * NF + 13)[i] = smoothstep(bs, cs, a);                       \
    SLOT(V, out, w * NF + 14)[i] = sign(a);                                     \
  }
#define COMMON_KERNEL(T)                                                        \
  __kernel void common_##T(global const T *x, global const T *y,                \
                           global const T *z, global T *out) {                  \
    const size_t i = get_global_id(0), n = get_global_size(0);                  \
    WIDTH(T, T, 1, 0) WIDTH(T, T##2, 2, 1) WIDTH(T, T##3, 4, 2)                 \
    WIDTH(T, T##4, 4, 3) WIDTH(T, T##8, 8, 4) WIDTH(T, T##16, 16, 5)            \
  }
COMMON_KERNEL(float)
#if defined(cl_khr_fp64) && !defined(CLBTEST_FLOAT_ONLY)
COMMON_KERNEL(double)
#endif
#if defined(cl_khr_fp16) && !defined(CLBTEST_FLOAT_ONLY)
COMMON_KERNEL(half)
#endif
