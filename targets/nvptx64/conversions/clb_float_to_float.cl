// Floating -> floating helpers on nvptx64: PTX cvt rounds once in every mode,
// with IEEE subnormals (no .ftz), overflow and NaN handling. Widening is exact
// (a C conversion: cvt.f32.f16, cvt.f64.f32).
#include <clb/convert.h>

#define CLB_NV_rte "rn"
#define CLB_NV_rtz "rz"
#define CLB_NV_rtp "rp"
#define CLB_NV_rtn "rm"

#define CLB_NV_WIDEN(MODE, D, S)                                                  \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) { return (D)x; }
#define CLB_NV_TO_HALF(MODE, S, ST, SREG)                                         \
  CLB_CONST half __clb_half_##MODE##_##S(S x) {                                 \
    ushort h;                                                                   \
    __asm__("cvt." CLB_NV_##MODE ".f16." ST " %0, %1;" : "=h"(h) : SREG(x));    \
    return as_half(h);                                                          \
  }
#define CLB_NV_TO_FLOAT(MODE, _)                                                  \
  CLB_CONST float __clb_float_##MODE##_double(double x) {                       \
    float r;                                                                    \
    __asm__("cvt." CLB_NV_##MODE ".f32.f64 %0, %1;" : "=f"(r) : "d"(x));        \
    return r;                                                                   \
  }

CLB_FOR_EACH_MODE(CLB_NV_WIDEN, float, half)
CLB_FOR_EACH_MODE(CLB_NV_WIDEN, double, half)
CLB_FOR_EACH_MODE(CLB_NV_WIDEN, double, float)
CLB_FOR_EACH_MODE(CLB_NV_TO_HALF, float, "f32", "f")
CLB_FOR_EACH_MODE(CLB_NV_TO_HALF, double, "f64", "d")
CLB_FOR_EACH_MODE(CLB_NV_TO_FLOAT, _)
