// The spec's formula: t = clamp((x - e0) / (e1 - e0), 0, 1); t * t * (3 - 2t).
// The clamp is written out so a NaN quotient (undefined in the spec) gives 0.
#include <clb/defs.h>
#include <clb/types.h>
#define CLB_SMOOTHSTEP(T, ...)                                          \
  CLB_OVLD CLB_CONST T __clb_smoothstep(T e0, T e1, T x) {              \
    const T q = (x - e0) / (e1 - e0);                                   \
    const T t = q > (T)0 ? (q < (T)1 ? q : (T)1) : (T)0;                \
    return t * t * ((T)3 - (T)2 * t);                                   \
  }
CLB_FOR_EACH_FLOAT(CLB_SMOOTHSTEP)
