// atan2 and atan2pi over pairs (tests/suite/math_atan2_test.cpp), scalars
// and one vector width per type (the other widths: math_unary.cl's atan
// family). Types written out, apart from the library's lists.
// double and half kernels exist where the device has them (rusticl's
// llvmpipe has neither), and not in the float-only build of the correctly
// rounded mode (CLBTEST_FLOAT_ONLY, tests/support/backend.cpp).
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define ATAN2(T)                                                               \
  __kernel void atan2_##T(__global const T *y, __global const T *x,           \
                          __global T *out) {                                   \
    size_t i = get_global_id(0);                                              \
    out[2 * i] = atan2(y[i], x[i]);                                           \
    out[2 * i + 1] = atan2pi(y[i], x[i]);                                     \
  }
ATAN2(float) ATAN2(float4)
#if defined(cl_khr_fp64) && !defined(CLBTEST_FLOAT_ONLY)
ATAN2(double) ATAN2(double4)
#endif
#if defined(cl_khr_fp16) && !defined(CLBTEST_FLOAT_ONLY)
ATAN2(half) ATAN2(half4)
#endif
