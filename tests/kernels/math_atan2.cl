// atan2 and atan2pi over pairs (tests/suite/math_atan2_test.cpp), scalars
// and one vector width per type (the other widths: math_unary.cl's atan
// family). Types written out, apart from the library's lists.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define ATAN2(T)                                                               \
  __kernel void atan2_##T(__global const T *y, __global const T *x,           \
                          __global T *out) {                                   \
    size_t i = get_global_id(0);                                              \
    out[2 * i] = atan2(y[i], x[i]);                                           \
    out[2 * i + 1] = atan2pi(y[i], x[i]);                                     \
  }
ATAN2(float) ATAN2(float4) ATAN2(double) ATAN2(double4) ATAN2(half) ATAN2(half4)
