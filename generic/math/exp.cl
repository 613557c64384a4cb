// exp(x). The cores, each with its algorithm and measured bound:
// double: generic/math/double/exp.cl (__clb_exp_f64, each lane);
// float and half by default: generic/math/float/expf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>): where lanes may branch, a short evaluation in
// double (__clb_fast_exp below, <clb/float_fast.h>, <clb/exp.h>) and the
// double core on the lanes it does not decide; elsewhere the double core
// rounded once (CLB_FLOAT_CR_LINE).
#include <clb/double_cores.h>
#include <clb/float_fast.h>
#include <clb/float_math.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATH1, exp)
// float: x clamped to +-120 (far outside float's range of exp), k =
// nearest(x log2(e)) (the product rounded: |r| <= ln2/2 + 2^-45), r = x -
// k ln2 by two fmas, ln2 as a pair (each rounding 2^-55 absolute, the
// pair's own error |k| 2^-108), then exp(r) by <clb/exp.h>'s float pieces
// (2^-50.55, the evaluation 2^-52.7 and 2^-53) times 2^k exactly: within
// 2^-49.9 of exp(x) (a host replica saw 2^-50.29), and E = 2^-48.
#define CLB_EXP_FAST(T, ...)                                                   \
  static inline CLB_OVLD T __clb_fast_exp(T x) {                               \
    T xc = __clb_clamp_f64(x, -120.0, 120.0), scale;                           \
    T kd = __clb_expf_nearest(xc * CLB_LOG2E, &scale);                         \
    T r = __clb_fma_f64(-kd, (T)CLB_LN2, xc);                                  \
    r = __clb_fma_f64(-kd, (T)CLB_EXPF_LN2_LO, r);                             \
    return __clb_expf_poly_e(r) * scale;                                       \
  }
CLB_WIDTHS_OF_double(CLB_EXP_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, exp, 0x1p-48)
// The default: the float core, generic/math/float/expf.cl.
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, exp)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, exp)
