// nan: a quiet NaN carrying the low bits of nancode in its significand.
#include <clb/math.h>

#define CLB_NAN(T, ...)                                                        \
  CLB_OVLD CLB_CONST T __clb_nan(CLB_UNSIGNED(T) code) {                      \
    typedef CLB_UNSIGNED(T) U;                                                 \
    const U quiet = (U)1 << (CLB_MANT(T) - 1);                                 \
    const U bits = CLB_EXP_MASK(T) | quiet | (code & CLB_MANT_MASK(T));         \
    return CLB_AS_FLOAT(T, bits);                                              \
  }
CLB_FOR_EACH_FLOAT(CLB_NAN)
