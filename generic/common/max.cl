// max(x, y) for floating-point types. The spec: y if x < y, otherwise x,
// undefined for NaN and infinite operands; fmax's rule (a NaN operand loses)
// is one of the allowed answers and is one instruction on the GPUs (max.f32)
// and in SPIR-V (fmax), so that is what this is.
// (The integer cores of the same name are in generic/integer/max.cl.)
#include <clb/defs.h>
#include <clb/types.h>

#define CLB_MAX_FLOAT(T, ...) \
  CLB_OVLD CLB_CONST T __clb_max(T x, T y) { return __builtin_elementwise_max(x, y); }
CLB_FOR_EACH_FLOAT(CLB_MAX_FLOAT)
