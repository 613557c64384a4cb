// sinh(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/sinh.cl (__clb_sinh_f64, each lane);
// float and half by default: generic/math/float/sinhf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): the double core rounded once.
#include <clb/double_cores.h>
#include <clb/exp.h> /* CLB_CR_VIA_DOUBLE */
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, sinh)
CLB_WIDTHS_OF_float(CLB_CR_VIA_DOUBLE, sinh)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, sinh)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, sinh)
