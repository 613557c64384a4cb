// pown(x, n) = pow(x, n): n is exact in double, so pow's path (<clb/pow.h>)
// serves every n, the largest included, with no loss (no repeated
// multiplication), and pow's special cases are pown's for integer y.
//
// Measured (tests/suite/math_pow_test.cpp: every pair of special values, and
// 2^16 random pairs with results from underflow to overflow): double 0.534 ulp at (0x1.00b78e1852657p+0, 109454);
// float and half correctly rounded on every input tried (0.5 ulp).
// clb-ulp: pown double 0.6 float 0.501 half 0.501
#include <clb/pow.h>

#define CLB_POWN(T, ...)                                                       \
  CLB_OVLD CLB_CONST T __clb_pown(T x, CLB_VECTOR(int, T) n) {                 \
    T y = CLB_CONVERT(T, n);                                                   \
    return __clb_pow_finish(x, y, __clb_pow_dd(CLB_FABS(x), y));               \
  }
CLB_WIDTHS_OF_double(CLB_POWN)
CLB_WIDTHS_OF_float(CLB_POWN_VIA_DOUBLE, pown, __clb_pow_fast, __clb_pow_finish)
CLB_WIDTHS_OF_half(CLB_POWN_VIA_DOUBLE, pown, __clb_pow_fast, __clb_pow_finish)
