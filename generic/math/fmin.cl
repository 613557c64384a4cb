// fmin: llvm.minnum, whose semantics are the spec's: a NaN argument yields
// the other one, two NaNs a NaN (min.f32 on nvptx64; minps plus a NaN fix-up
// on x86). Which of -0 and +0 is returned is unspecified. Exact.
#include <clb/math.h>

#define CLB_FMIN(T, ...) CLB_OVLD CLB_CONST T __clb_fmin(T x, T y) { return __builtin_elementwise_min(x, y); }
CLB_FOR_EACH_FLOAT32_64(CLB_FMIN)
// half: the comparison itself. Through float the optimizer narrows the
// float minnum back to a half one, which LLVM's x86 backend cannot select
// for vectors of half (PoCL).
#define CLB_FMIN_HALF(T, ...)                                                  \
  CLB_OVLD CLB_CONST T __clb_fmin(T x, T y) { return ((y < x) | CLB_IS_NAN(x)) ? y : x; }
CLB_WIDTHS_OF_half(CLB_FMIN_HALF)
