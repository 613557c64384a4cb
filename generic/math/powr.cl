// powr(x, y). The cores, each with its algorithm and measured bound:
// double: generic/math/double/powr.cl (__clb_powr_f64, each lane);
// float and half by default: generic/math/float/powrf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>) and half: each lane widened to double through
// <clb/double_pow.h>'s __clb_powr_narrow_f64, rounded once (float: its
// short path first where lanes may branch).
#include <clb/double_cores.h>
#include <clb/float_math.h>
#include <clb/pow.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH2, powr)
#if CLB_FLOAT_FAST_PER_LANE
CLB_WIDTHS_OF_float(CLB_FLOAT_CR2, powr, 0x1p-46) /* <clb/pow.h> derives E */
#else /* every lane through the double: <clb/math_precision.h> */
CLB_WIDTHS_OF_float(CLB_POW_VIA_DOUBLE, powr)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH2, powr)
CLB_WIDTHS_OF_half(CLB_POW_VIA_DOUBLE, powr)
CLB_WIDTHS_OF_half(CLB_HALF_MATH2_CR, powr)
