// exp2(x) = 2^k exp(r), k the integer nearest x, r = (x - k) ln2: x - k is
// exact, and its product with ln2 is formed as r_hi + r_lo with an exact fma
// for the rounding error and ln2's own tail. See <clb/exp.h>.
//
// Bounds and measured worst cases: gen/math_functions.def.
// float and half by default: the float core, generic/math/float/exp2f.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/float_fast.h>
#include <clb/float_math.h>

#define CLB_EXP2(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_exp2(T x) {                                       \
    T xc = __clb_exp_clamp(x, -1080.0, 1025.0);                                \
    CLB_SIGNED(T) k;                                                           \
    T f = xc - __clb_exp_nearest(xc, &k);                                      \
    T r_hi = f * CLB_LN2;                                                      \
    T r_lo = __clb_exp_fma(f, (T)CLB_LN2, -r_hi) + f * CLB_LN2_LO;             \
    T y = __clb_exp_scale(1.0 + __clb_exp_s(r_hi, r_lo), k);                   \
    return x != x ? x : y;                                                     \
  }
CLB_WIDTHS_OF_double(CLB_EXP2)
// float: k = nearest(x) and r = x - k exactly (<clb/exp.h>'s float pieces),
// so 2^r's polynomial and evaluation alone: within 2^-50 of exp2(x), and
// E = 2^-48 leaves a factor of 4. x is clamped to +-160, beyond which the
// float result is 0 or INF by far.
#define CLB_EXP2_FAST(T, ...)                                                  \
  static inline CLB_OVLD T __clb_fast_exp2(T x) {                              \
    T scale, r = __clb_expf_split(__clb_exp_clamp(x, -160.0, 160.0), &scale);  \
    return __clb_expf_poly(r) * scale;                                         \
  }
CLB_WIDTHS_OF_double(CLB_EXP2_FAST)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR_LINE, exp2, 0x1p-48)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, exp2)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, exp2)
