// Floating -> floating helpers on nvptx64: PTX cvt rounds once in every mode,
// with IEEE subnormals (no .ftz) and overflow handling. Widening is exact
// (a C conversion: cvt.f32.f16, cvt.f64.f32).
#include <clb/convert.h>

#define CLB_NV_rte "rn"
#define CLB_NV_rtz "rz"
#define CLB_NV_rtp "rp"
#define CLB_NV_rtn "rm"

// NaN is not left to cvt (which may canonicalize it): CLB_NAN_BITS, as on
// every target.
#define CLB_NV_WIDEN(MODE, D, S, AS_D, P, W)                                      \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) {                                   \
    return x == x ? (D)x : AS_D(CLB_NAN_BITS(S, CLB_AS_BITS_##S(x), P, W));     \
  }
#define CLB_NV_TO_HALF(MODE, S, ST, SREG)                                         \
  CLB_CONST half __clb_half_##MODE##_##S(S x) {                                 \
    ushort h;                                                                   \
    __asm__("cvt." CLB_NV_##MODE ".f16." ST " %0, %1;" : "=h"(h) : SREG(x));    \
    return x == x ? as_half(h) : as_half((ushort)CLB_NAN_BITS(S, CLB_AS_BITS_##S(x), 11, 16)); \
  }
#define CLB_NV_TO_FLOAT(MODE, _)                                                  \
  CLB_CONST float __clb_float_##MODE##_double(double x) {                       \
    float r;                                                                    \
    __asm__("cvt." CLB_NV_##MODE ".f32.f64 %0, %1;" : "=f"(r) : "d"(x));        \
    return x == x ? r : as_float((uint)CLB_NAN_BITS(double, as_ulong(x), 24, 32)); \
  }
#define CLB_NV_AS_FLOAT(b) as_float((uint)(b))

CLB_FOR_EACH_MODE(CLB_NV_WIDEN, float, half, CLB_NV_AS_FLOAT, 24, 32)
CLB_FOR_EACH_MODE(CLB_NV_WIDEN, double, half, as_double, 53, 64)
CLB_FOR_EACH_MODE(CLB_NV_WIDEN, double, float, as_double, 53, 64)
CLB_FOR_EACH_MODE(CLB_NV_TO_HALF, float, "f32", "f")
CLB_FOR_EACH_MODE(CLB_NV_TO_HALF, double, "f64", "d")
CLB_FOR_EACH_MODE(CLB_NV_TO_FLOAT, _)
