// pown(x, n). The cores, each with its algorithm and measured bound:
// double: generic/math/double/pown.cl (__clb_pown_f64, each lane);
// float and half by default: generic/math/float/pownf.cl.
//
// Bounds and measured worst cases: gen/math_functions.def.
//
// The correctly rounded float variant (-cl-clb-correctly-rounded-math,
// <clb/float_math.h>) and half: each lane widened to double through
// <clb/double_pow.h>'s __clb_pown_narrow_f64, rounded once (float: its
// short path first where lanes may branch).
#include <clb/double_cores.h>
#include <clb/float_math.h>
#include <clb/pow.h>

CLB_WIDTHS_OF_double(CLB_DOUBLE_MATHN, pown)
// float: pow's fast path (<clb/pow.h>, E = 2^-46) on |x| and n, negated
// for x < 0 and odd n (x = 0 and non-finite x declined there); as
// <clb/float_fast.h>'s CLB_FLOAT_CR2 but for the int n.
#define CLB_POWN_FLOAT(T, ...)                                                 \
  CLB_FLOAT_FAST_SLOW(T, pown, (float x, int n), __clb_pown((double)x, n))     \
  CLB_OVLD CLB_CONST T __clb_cr_pown(T x, CLB_VECTOR(int, T) n) {              \
    CLB_VECTOR(double, T) xd = CLB_EXP_WIDEN(T, x);                            \
    CLB_VECTOR(double, T) nd = CLB_CONVERT(CLB_VECTOR(double, T), n);          \
    CLB_VECTOR(double, T) y = __clb_fast_pow(CLB_FABS(xd), nd);                \
    CLB_VECTOR(double, T) odd = CLB_CONVERT(CLB_VECTOR(double, T), n & 1);    \
    y = ((odd != 0.0) & (xd < 0.0)) ? -y : y;                                  \
    CLB_FLOAT_FAST_SETTLE(T, y, 0x1p-46)                                       \
    union { T v; float a[CLB_WIDTH(T)]; } ux_ = {x};                           \
    union { CLB_VECTOR(int, T) v; int a[CLB_WIDTH(T)]; } un_ = {n};            \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      if (__builtin_expect(!CLB_FLOAT_FAST_OK(i), 0))                          \
        ur_.a[i] = __clb_slow_pown(ux_.a[i], un_.a[i]);                        \
    return ur_.v;                                                              \
  }
#if CLB_FLOAT_FAST_PER_LANE && CLB_HAS_FP64
CLB_WIDTHS_OF_float(CLB_POWN_FLOAT)
#else /* every lane through the double: <clb/math_precision.h> */
CLB_WIDTHS_OF_float(CLB_POWN_VIA_DOUBLE, pown)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_MATHN, pown)
CLB_WIDTHS_OF_half(CLB_POWN_VIA_DOUBLE, pown)
CLB_WIDTHS_OF_half(CLB_HALF_MATHN_CR, pown)
