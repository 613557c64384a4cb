// erf, erfc, tgamma and lgamma for every floating type and width, as
// math_unary.cl's families; the fourth result is lgamma_r's (NaN unless it
// equals lgamma's), its sign stored in s, written through a private, local,
// global or generic pointer as the work-item's index mod 4 says.
// double and half kernels exist where the device has them (rusticl's
// llvmpipe has neither), and not in the float-only build of the correctly
// rounded mode (CLBTEST_FLOAT_ONLY, tests/support/backend.cpp).
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define GAMMA(T, I)                                                            \
  __kernel void gamma_##T(__global const T *x, __global T *y, __global I *s) { \
    size_t i = get_global_id(0);                                              \
    __local I l[1];                                                           \
    I p;                                                                      \
    T r;                                                                      \
    y[4 * i] = erf(x[i]);                                                     \
    y[4 * i + 1] = erfc(x[i]);                                                \
    y[4 * i + 2] = tgamma(x[i]);                                              \
    switch (i % 4) {                                                          \
    case 0: r = lgamma_r(x[i], &p); break;                                    \
    case 1: r = lgamma_r(x[i], l); p = l[0]; break;                           \
    case 2: r = lgamma_r(x[i], s + i); p = s[i]; break;                       \
    default: r = lgamma_r(x[i], (__generic I *)&p); break;                    \
    }                                                                         \
    s[i] = p;                                                                 \
    y[4 * i + 3] = r == lgamma(x[i]) ? r : (T)(NAN);                          \
  }
#define WIDTHS(T, I)                                                           \
  GAMMA(T, I) GAMMA(T##2, I##2) GAMMA(T##3, I##3) GAMMA(T##4, I##4)            \
  GAMMA(T##8, I##8) GAMMA(T##16, I##16)
WIDTHS(float, int)
#if defined(cl_khr_fp64) && !defined(CLBTEST_FLOAT_ONLY)
WIDTHS(double, int)
#endif
#if defined(cl_khr_fp16) && !defined(CLBTEST_FLOAT_ONLY)
WIDTHS(half, int)
#endif
