// pow(x, y) = |x|^y = exp(y log|x|) with the sign of x for odd integer y
// and C99's special cases (<clb/pow.h>): log|x| a double-double to 2^-68 of
// itself, y log|x| a pair, exp of the pair rounded once.
//
// Measured (2^22 inputs a function against MPFR on an H100, 2026-11-28:
// tools/accuracy/double_sample.cu, docs/accuracy.md): double pow 0.550 ulp at
// (0x1.bcdd31fd306b2p-719, 0x1.55ea3f7323f1p-7). float: the float core's
// comment; its correctly rounded variant and half within the clb-ulp line
// below.
// float and half by default: the float core, generic/math/float/powf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
// clb-ulp: pow double 0.6 float 0.76 float_cr 0.501 half 0.501
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
