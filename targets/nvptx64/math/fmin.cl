// fmin on nvptx64: llvm.minnum for every type, half included: min.f16 for a
// scalar, min.f16x2 for each pair of vector lanes (sm_80; the generic file's
// half comparison is there for x86, whose backend cannot select a vector half
// minnum). PTX's min returns the other operand for one NaN and a NaN for two,
// the spec's rule; which of -0 and +0 it returns is unspecified. Exact.
#include <clb/math.h>

#define CLB_FMIN(T, ...) CLB_OVLD CLB_CONST T __clb_fmin(T x, T y) { return __builtin_elementwise_min(x, y); }
CLB_FOR_EACH_FLOAT(CLB_FMIN)
