// pow, powr, pown and rootn for every floating type and width, each input
// triple (x, y, n) giving pow(x, y), powr(x, y), pown(x, n), rootn(x, n).
// The types are written out here, apart from the library's own lists, so a
// missing overload fails to link.
// double and half kernels exist where the device has them (rusticl's
// llvmpipe has neither), and not in the float-only build of the correctly
// rounded mode (CLBTEST_FLOAT_ONLY, tests/support/backend.cpp).
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define POW(T, I)                                                              \
  __kernel void pow_##T(__global const T *x, __global const T *y,             \
                        __global const I *n, __global T *out) {                \
    size_t i = get_global_id(0);                                              \
    out[4 * i] = pow(x[i], y[i]);                                             \
    out[4 * i + 1] = powr(x[i], y[i]);                                        \
    out[4 * i + 2] = pown(x[i], n[i]);                                        \
    out[4 * i + 3] = rootn(x[i], n[i]);                                       \
  }
#define WIDTHS(T)                                                              \
  POW(T, int) POW(T##2, int2) POW(T##3, int3) POW(T##4, int4) POW(T##8, int8) \
  POW(T##16, int16)
WIDTHS(float)
#if defined(cl_khr_fp64) && !defined(CLBTEST_FLOAT_ONLY)
WIDTHS(double)
#endif
#if defined(cl_khr_fp16) && !defined(CLBTEST_FLOAT_ONLY)
WIDTHS(half)
#endif
