// rootn(x, n). The cores, each with its algorithm and measured bound:
// double: generic/math/double/rootn.cl (__clb_rootn_f64, each lane);
// float and half by default: generic/math/float/rootnf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>) and half: each lane widened to double through
// <clb/double_pow.h>'s __clb_rootn_narrow_f64, rounded once.
#include <clb/double_cores.h>
#include <clb/float_math.h>
#include <clb/pow.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATHN, rootn)
CLB_WIDTHS_OF_float(CLB_POWN_VIA_DOUBLE, rootn)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATHN, rootn)
CLB_WIDTHS_OF_half(CLB_POWN_VIA_DOUBLE, rootn)
CLB_WIDTHS_OF_half(CLB_HALF_MATHN_CR, rootn)
