// The exact math builtins' half overloads (modf, fract, ldexp), every width,
// written out apart from the library's lists so a missing overload fails to
// link. Per input: modf and its integral part (private pointer), fract and
// its floor (global pointer), ldexp by a vector of exponents and by a scalar
// one.
// On a device without half (rusticl's llvmpipe) the file is empty.
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define HALF_EXACT(T, N)                                                       \
  __kernel void half_exact_##T(__global const T *x, __global const N *n,       \
                               __global T *floors, __global T *y) {            \
    size_t i = get_global_id(0);                                              \
    T ip;                                                                     \
    y[5 * i] = modf(x[i], &ip);                                               \
    y[5 * i + 1] = ip;                                                        \
    y[5 * i + 2] = fract(x[i], &floors[i]);                                   \
    y[5 * i + 3] = ldexp(x[i], n[i]);                                         \
    y[5 * i + 4] = ldexp(x[i], (int)n[i].s0);                                 \
  }
// Scalars have no .s0: a scalar exponent is its own first lane.
__kernel void half_exact_half(__global const half *x, __global const int *n,
                              __global half *floors, __global half *y) {
  size_t i = get_global_id(0);
  half ip;
  y[5 * i] = modf(x[i], &ip);
  y[5 * i + 1] = ip;
  y[5 * i + 2] = fract(x[i], &floors[i]);
  y[5 * i + 3] = ldexp(x[i], n[i]);
  y[5 * i + 4] = ldexp(x[i], n[i]);
}
HALF_EXACT(half2, int2)
HALF_EXACT(half3, int3)
HALF_EXACT(half4, int4)
HALF_EXACT(half8, int8)
HALF_EXACT(half16, int16)
#endif
