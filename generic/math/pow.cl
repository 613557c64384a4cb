// pow(x, y) = |x|^y = exp(y log|x|) with the sign of x for odd integer y
// and C99's special cases (<clb/pow.h>): log|x| a double-double to 2^-68 of
// itself, y log|x| a pair, exp of the pair rounded once.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/powf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_math.h>
#include <clb/pow.h>

#define CLB_POW(T, ...)                                                        \
  CLB_OVLD CLB_CONST T __clb_pow(T x, T y) {                                   \
    return __clb_pow_finish(x, y, __clb_pow_dd(CLB_FABS(x), y));               \
  }
CLB_WIDTHS_OF_double(CLB_POW)
#if CLB_FLOAT_FAST_PER_LANE
CLB_WIDTHS_OF_float(CLB_FLOAT_CR2, pow, 0x1p-46) /* <clb/pow.h> derives E */
#else /* the double pieces on every lane: <clb/math_precision.h> */
CLB_WIDTHS_OF_float(CLB_POW_VIA_DOUBLE_AS, __clb_cr_pow, __clb_pow_fast, __clb_pow_finish)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH2, pow)
CLB_WIDTHS_OF_half(CLB_POW_VIA_DOUBLE_AS, __clb_cr_pow, __clb_pow_fast, __clb_pow_finish)
CLB_WIDTHS_OF_half(CLB_HALF_MATH2_CR, pow)
