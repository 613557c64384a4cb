// One-argument math functions in families of four, for every floating type
// and width. The types are written out here, apart from the library's own
// lists, so a missing overload fails to link.
// double and half kernels exist where the device has them (rusticl's
// llvmpipe has neither), and not in the float-only build of the correctly
// rounded mode (CLBTEST_FLOAT_ONLY, tests/support/backend.cpp).
#ifdef cl_khr_fp16
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#endif
#define FAMILY(name, f0, f1, f2, f3, T)                                        \
  __kernel void name##_##T(__global const T *x, __global T *y) {               \
    size_t i = get_global_id(0);                                              \
    y[4 * i] = f0(x[i]);                                                      \
    y[4 * i + 1] = f1(x[i]);                                                  \
    y[4 * i + 2] = f2(x[i]);                                                  \
    y[4 * i + 3] = f3(x[i]);                                                  \
  }
#define EXP(T) FAMILY(exp, exp, exp2, exp10, expm1, T)
#define LOG(T) FAMILY(log, log, log2, log10, log1p, T)
// sincos's two results as the family's third and fourth.
#define TRIG(T)                                                                \
  __kernel void trig_##T(__global const T *x, __global T *y) {                 \
    size_t i = get_global_id(0);                                              \
    T c;                                                                      \
    y[4 * i] = sin(x[i]);                                                     \
    y[4 * i + 1] = cos(x[i]);                                                 \
    y[4 * i + 2] = tan(x[i]);                                                 \
    y[4 * i + 3] = sincos(x[i], &c);                                          \
    y[4 * i + 3] = c == cos(x[i]) ? y[4 * i + 3] : (T)(NAN);                   \
  }
#define ASIN(T) FAMILY(asin, asin, acos, asinpi, acospi, T)
// atan2 and atan2pi along two lines: (x, 1), angles in (0, pi) with x = +-0
// and +-INF among them, and (-1, x), beyond pi/2 with y = +-0.
#define ATAN(T)                                                                \
  __kernel void atan_##T(__global const T *x, __global T *y) {                 \
    size_t i = get_global_id(0);                                              \
    y[4 * i] = atan(x[i]);                                                    \
    y[4 * i + 1] = atanpi(x[i]);                                              \
    y[4 * i + 2] = atan2((T)1, x[i]);                                         \
    y[4 * i + 3] = atan2pi(x[i], (T)-1);                                      \
  }
#define HYPER(T) FAMILY(hyper, sinh, cosh, tanh, asinh, T)
// Five functions: the pi functions and the inverse hyperbolic ones near 1.
#define PI(T)                                                                  \
  __kernel void pi_##T(__global const T *x, __global T *y) {                   \
    size_t i = get_global_id(0);                                              \
    y[5 * i] = acosh(x[i]);                                                   \
    y[5 * i + 1] = atanh(x[i]);                                               \
    y[5 * i + 2] = sinpi(x[i]);                                               \
    y[5 * i + 3] = cospi(x[i]);                                               \
    y[5 * i + 4] = tanpi(x[i]);                                               \
  }
#define WIDTHS(F, T) F(T) F(T##2) F(T##3) F(T##4) F(T##8) F(T##16)
#if defined(cl_khr_fp64) && !defined(CLBTEST_FLOAT_ONLY)
#define DOUBLES(F) WIDTHS(F, double)
#else
#define DOUBLES(F)
#endif
#if defined(cl_khr_fp16) && !defined(CLBTEST_FLOAT_ONLY)
#define HALVES(F) WIDTHS(F, half)
#else
#define HALVES(F)
#endif
#define TYPES(F) WIDTHS(F, float) DOUBLES(F) HALVES(F)
TYPES(EXP)
TYPES(LOG)
TYPES(TRIG)
TYPES(ASIN)
TYPES(ATAN)
TYPES(HYPER)
TYPES(PI)
