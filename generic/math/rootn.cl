// rootn(x, n) = |x|^(1/n) with the sign of x for odd n: log|x| as a pair
// divided by n as a pair (1/n itself is inexact), then exp of the pair
// rounded once (<clb/pow.h>); NaN for n = 0 and for x < 0 with even n.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/rootnf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_math.h>
#include <clb/pow.h>

#define CLB_ROOTN(T, ...)                                                      \
  CLB_OVLD CLB_CONST T __clb_rootn(T x, CLB_VECTOR(int, T) n) {                \
    T nd = CLB_CONVERT(T, n);                                                  \
    return __clb_rootn_finish(x, nd, __clb_rootn_dd(CLB_FABS(x), nd));         \
  }
CLB_WIDTHS_OF_double(CLB_ROOTN)
CLB_WIDTHS_OF_float(CLB_POWN_VIA_DOUBLE_AS, __clb_cr_rootn, __clb_rootn_fast, __clb_rootn_finish)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATHN, rootn)
CLB_WIDTHS_OF_half(CLB_POWN_VIA_DOUBLE_AS, __clb_cr_rootn, __clb_rootn_fast, __clb_rootn_finish)
CLB_WIDTHS_OF_half(CLB_HALF_MATHN_CR, rootn)
