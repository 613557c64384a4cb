// Relational builtins return what OpenCL C's own comparisons return: int 1/0
// for scalars, -1/0 of the element-sized signed integer for vectors. A NaN
// operand makes every ordered comparison false (and isnotequal true).
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_ISEQUAL(T, ...) \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_isequal(T x, T y) { return x == y; }
CLB_FOR_EACH_FLOAT(CLB_ISEQUAL)
