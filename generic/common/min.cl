// min(x, y) for floating-point types. The spec: y if y < x, otherwise x,
// undefined for NaN and infinite operands; fmin's rule (a NaN operand loses)
// is one of the allowed answers and is one instruction on the GPUs (min.f32)
// and in SPIR-V (fmin), so that is what this is.
// (The integer cores of the same name are in generic/integer/min.cl.)
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_MIN_FLOAT(T, ...) \
  CLB_OVLD CLB_CONST T __clb_min(T x, T y) { return __builtin_elementwise_min(x, y); }
CLB_FOR_EACH_FLOAT(CLB_MIN_FLOAT)
