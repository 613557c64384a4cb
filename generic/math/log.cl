// log(x) = k ln2 + (f - c) (<clb/log.h>), summed as k ln2_hi + (f - (c - k
// ln2_lo)): k times ln2's first 32 bits is exact, and the small terms meet
// before the one rounding with the large ones.
//
// Measured (tests/suite/math_unary_test.cpp, 2^16 inputs a type): double 0.713 ulp at 0x1.84176fb07cecep-2;
// float and half correctly rounded on every input tried (<clb/exp.h>).
// clb-ulp: log double 1 float 0.501 half 0.501
#include <clb/log.h>

#define CLB_LOG(T, ...)                                                        \
  CLB_OVLD CLB_CONST T __clb_log(T x) {                                        \
    CLB_SIGNED(T) k;                                                           \
    T f = __clb_log_reduce(x, &k) - 1.0;                                       \
    T kd = CLB_CONVERT(T, k);                                                  \
    T y = kd * CLB_LN2_HI32 + (f - (__clb_log_corr(f) - kd * CLB_LN2_LO32));   \
    return __clb_log_special(x, y);                                            \
  }
CLB_WIDTHS_OF_double(CLB_LOG)
CLB_WIDTHS_OF_float(CLB_EXP_VIA_DOUBLE, log)
CLB_WIDTHS_OF_half(CLB_EXP_VIA_DOUBLE, log)
