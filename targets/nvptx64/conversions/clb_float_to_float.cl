// Floating -> floating helpers on nvptx64: PTX cvt rounds once in every mode,
// with IEEE subnormals (no .ftz) and overflow handling. Widening is exact.
#include <clb/convert.h>

#define CLB_NV_rte "rn"
#define CLB_NV_rtz "rz"
#define CLB_NV_rtp "rp"
#define CLB_NV_rtn "rm"
// A source's asm operand: half travels in a 16-bit integer register.
#define CLB_NV_ARG_half(x) "h"(as_ushort(x))
#define CLB_NV_ARG_float(x) "f"(x)
#define CLB_NV_ARG_double(x) "d"(x)

// NaN: the library's canonical NaN on every target (CLB_NAN_CANONICAL,
// clb/convert.h). The float <-> half cvt gives exactly that, so those paths
// have no NaN code (CLB_NV_KEEP); cvt to or from f64 keeps a NaN's sign and
// payload, so those select it (CLB_NV_CANON). Widening is cvt too, not a C
// conversion: LLVM folds fpext of a constant NaN keeping its payload.
#define CLB_NV_KEEP(D, x, r) (r)
#define CLB_NV_CANON(D, x, r) ((x) == (x) ? (r) : CLB_NAN_OF(D))
#define CLB_NV_WIDEN(MODE, D, S, DT, ST, DREG, NANRULE)                           \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) {                                   \
    D r;                                                                        \
    __asm__("cvt." DT "." ST " %0, %1;" : "=" DREG(r) : CLB_NV_ARG_##S(x));     \
    return NANRULE(D, x, r);                                                    \
  }
#define CLB_NV_TO_HALF(MODE, S, ST, NANRULE)                                      \
  CLB_CONST half __clb_half_##MODE##_##S(S x) {                                 \
    ushort h;                                                                   \
    __asm__("cvt." CLB_NV_##MODE ".f16." ST " %0, %1;" : "=h"(h) : CLB_NV_ARG_##S(x)); \
    return NANRULE(half, x, as_half(h));                                        \
  }
#define CLB_NV_TO_FLOAT(MODE, _)                                                  \
  CLB_CONST float __clb_float_##MODE##_double(double x) {                       \
    float r;                                                                    \
    __asm__("cvt." CLB_NV_##MODE ".f32.f64 %0, %1;" : "=f"(r) : CLB_NV_ARG_double(x)); \
    return CLB_NV_CANON(float, x, r);                                           \
  }

CLB_FOR_EACH_MODE(CLB_NV_WIDEN, float, half, "f32", "f16", "f", CLB_NV_KEEP)
CLB_FOR_EACH_MODE(CLB_NV_WIDEN, double, half, "f64", "f16", "d", CLB_NV_CANON)
CLB_FOR_EACH_MODE(CLB_NV_WIDEN, double, float, "f64", "f32", "d", CLB_NV_CANON)
CLB_FOR_EACH_MODE(CLB_NV_TO_HALF, float, "f32", CLB_NV_KEEP)
CLB_FOR_EACH_MODE(CLB_NV_TO_HALF, double, "f64", CLB_NV_CANON)
CLB_FOR_EACH_MODE(CLB_NV_TO_FLOAT, _)
