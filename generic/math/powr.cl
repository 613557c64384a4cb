// powr(x, y) = exp(y log x) for x >= 0: pow's magnitude (<clb/pow.h>) with
// the spec's own special cases (NaN for x < 0, 0^0, INF^0 and 1^INF).
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/powrf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_math.h>
#include <clb/pow.h>

#define CLB_POWR(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_powr(T x, T y) {                                  \
    return __clb_powr_finish(x, y, __clb_pow_dd(x, y));                        \
  }
CLB_WIDTHS_OF_double(CLB_POWR)
#if CLB_FLOAT_FAST_PER_LANE
CLB_WIDTHS_OF_float(CLB_FLOAT_CR2, powr, 0x1p-46) /* <clb/pow.h> derives E */
#else /* the double pieces on every lane: <clb/math_precision.h> */
CLB_WIDTHS_OF_float(CLB_POW_VIA_DOUBLE_AS, __clb_cr_powr, __clb_pow_fast, __clb_powr_finish)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH2, powr)
CLB_WIDTHS_OF_half(CLB_POW_VIA_DOUBLE_AS, __clb_cr_powr, __clb_pow_fast, __clb_powr_finish)
CLB_WIDTHS_OF_half(CLB_HALF_MATH2_CR, powr)
