// exp, exp2, exp10 and expm1 for every floating type and width. The types
// are written out here, apart from the library's own lists, so a missing
// overload fails to link.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define EXP_KERNELS(T)                                                         \
  __kernel void exp_##T(__global const T *x, __global T *y) {                  \
    size_t i = get_global_id(0);                                              \
    y[4 * i] = exp(x[i]);                                                     \
    y[4 * i + 1] = exp2(x[i]);                                                \
    y[4 * i + 2] = exp10(x[i]);                                               \
    y[4 * i + 3] = expm1(x[i]);                                               \
  }
#define WIDTHS(T) EXP_KERNELS(T) EXP_KERNELS(T##2) EXP_KERNELS(T##3) \
  EXP_KERNELS(T##4) EXP_KERNELS(T##8) EXP_KERNELS(T##16)
WIDTHS(float)
WIDTHS(double)
WIDTHS(half)
