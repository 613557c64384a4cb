// 1 for x > 0, -1 for x < 0, x itself for +-0 (the sign kept), 0 for NaN.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_SIGN(T, ...)                                                 \
  CLB_OVLD CLB_CONST T __clb_sign(T x) {                                 \
    return x > (T)0 ? (T)1 : x < (T)0 ? (T)-1 : x == x ? x : (T)0;       \
  }
CLB_FOR_EACH_FLOAT(CLB_SIGN)
