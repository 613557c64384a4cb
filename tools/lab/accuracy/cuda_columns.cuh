// CUDA's own functions with a second result stored through a pointer (modf,
// frexp, sincos), one result each, for the `cudaf` and `cudad` columns of
// gen/math_functions.def: the same names, overloaded for float (CUDA's modff,
// frexpf, sincosf) and double, so one expression serves both columns. The
// results are named as in split_results.h. CUDA has no fract and no
// lgamma_r; its ilogb needs nothing here.
#ifndef CLB_ACCURACY_CUDA_COLUMNS_CUH
#define CLB_ACCURACY_CUDA_COLUMNS_CUH

// F: the CUDA suffix of type T's functions (f for float, nothing for double).
#define CLB_CUDA_COLUMNS(T, F)                      \
  __device__ inline T clb_cuda_modf_value(T x) {    \
    T i;                                            \
    return modf##F(x, &i);                          \
  }                                                 \
  __device__ inline T clb_cuda_modf_iptr(T x) {     \
    T i;                                            \
    modf##F(x, &i);                                 \
    return i;                                       \
  }                                                 \
  __device__ inline T clb_cuda_frexp_value(T x) {   \
    int e;                                          \
    return frexp##F(x, &e);                         \
  }                                                 \
  __device__ inline T clb_cuda_frexp_exp(T x) {     \
    int e;                                          \
    frexp##F(x, &e);                                \
    return T(e);                                    \
  }                                                 \
  __device__ inline T clb_cuda_sincos_value(T x) {  \
    T s, c;                                         \
    sincos##F(x, &s, &c);                           \
    return s;                                       \
  }                                                 \
  __device__ inline T clb_cuda_sincos_cosval(T x) { \
    T s, c;                                         \
    sincos##F(x, &s, &c);                           \
    return c;                                       \
  }

CLB_CUDA_COLUMNS(float, f)
CLB_CUDA_COLUMNS(double, )

#undef CLB_CUDA_COLUMNS

#endif
