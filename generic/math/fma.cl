// fma and mad: llvm.fma, one rounding (fma.rn on nvptx64, vfmadd or the
// runtime's correctly rounded fma elsewhere). mad is allowed either fma or a
// rounded multiply and add; fma is both faster on GPUs and deterministic.
// half's fma is clb_fma_half.cl (on float arithmetic; spirv64 replaces this
// file for float).
#include <clb/math.h>

#define CLB_FMA(S, ...)                                                        \
  CLB_OVLD CLB_CONST S __clb_fma(S a, S b, S c) { return CLB_LIBM(S, __builtin_fma)(a, b, c); }
CLB_FOR_EACH_FLOAT32_64_SCALAR(CLB_FMA)
CLB_FOR_EACH_FLOAT32_64(CLB_MATH_MAP3, __clb_fma)

#define CLB_MAD(T, ...) CLB_OVLD CLB_CONST T __clb_mad(T a, T b, T c) { return __clb_fma(a, b, c); }
CLB_FOR_EACH_FLOAT(CLB_MAD)
