// double -> float for CPUs (PoCL), __clb_float_<mode>_double: the hardware's
// fptrunc, which rounds to nearest, then one exact comparison of that result
// r with x (float -> double is exact) and at most one step of one ulp, as
// the integer helpers beside this file do: in a directed mode the result is
// r or its neighbour on x's side. Stepping the bits by one moves the
// magnitude up (+1) or down (-1): past FLT_MAX to infinity, from infinity
// back to FLT_MAX (an r that overflowed), across the subnormals, from zero to
// the least subnormal of x's sign. The generic helper (generic/conversions/
// clb_double_to_float.cl) gives the same results through the rounding core
// at several times the code, which PoCL compiles once per kernel.
#include <clb/convert.h>

#if CLB_HAS_FP64
#define CLB_DOUBLE_TO_FLOAT(MODE, _)                                             \
  CLB_CONST float __clb_float_##MODE##_double(double x) {                       \
    const float r = (float)x;                                                   \
    const double back = (double)r;                                              \
    const int above = back > x, below = back < x;                               \
    const int neg = as_ulong(x) >> 63;                                          \
    const float y = as_float(CLB_STEP_TO_MODE(MODE, as_uint(r), above, below, neg)); \
    return x == x ? y : CLB_NAN_OF(float);                                      \
  }
CLB_FOR_EACH_MODE(CLB_DOUBLE_TO_FLOAT, _)
#endif
