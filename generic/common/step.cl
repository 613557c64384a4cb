// 0 if x < edge, else 1 (a NaN operand compares false: 1).
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_STEP(T, ...) \
  CLB_OVLD CLB_CONST T __clb_step(T edge, T x) { return x < edge ? (T)0 : (T)1; }
CLB_FOR_EACH_FLOAT(CLB_STEP)
