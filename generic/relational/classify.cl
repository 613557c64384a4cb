// Classification on the magnitude's bits (include/clb/float.h): integer
// compares, so no target needs a class instruction or denormal support, and
// the result convention is the comparison's own (see isequal.cl).
#include <clb/defs.h>
#include <clb/float.h>

#define CLB_CLASSIFY(T, ...)                                                       \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_isfinite(T x) {                       \
    return CLB_MAGNITUDE(T, x) < (CLB_UNSIGNED(T))CLB_FLOAT_CONST(T, INF_BITS);    \
  }                                                                                \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_isinf(T x) {                          \
    return CLB_MAGNITUDE(T, x) == (CLB_UNSIGNED(T))CLB_FLOAT_CONST(T, INF_BITS);   \
  }                                                                                \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_isnan(T x) {                          \
    return CLB_MAGNITUDE(T, x) > (CLB_UNSIGNED(T))CLB_FLOAT_CONST(T, INF_BITS);    \
  }                                                                                \
  /* normal: MIN_NORMAL <= |x| < INF, as one unsigned compare */                   \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_isnormal(T x) {                       \
    return (CLB_UNSIGNED(T))(CLB_MAGNITUDE(T, x) -                               \
                             (CLB_UNSIGNED(T))CLB_FLOAT_CONST(T, MIN_NORMAL_BITS)) < \
           (CLB_UNSIGNED(T))(CLB_FLOAT_CONST(T, INF_BITS) -                        \
                             CLB_FLOAT_CONST(T, MIN_NORMAL_BITS));                 \
  }                                                                                \
  CLB_OVLD CLB_CONST CLB_RELATIONAL(T) __clb_signbit(T x) {                        \
    return __builtin_astype(x, CLB_SIGNED(T)) < (CLB_SIGNED(T))0;                  \
  }
CLB_FOR_EACH_FLOAT(CLB_CLASSIFY)
