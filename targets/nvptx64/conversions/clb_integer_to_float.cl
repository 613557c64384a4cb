// Integer -> floating helpers on nvptx64: PTX cvt.{rn,rz,rp,rm}.<float>.<int>
// rounds once in the requested mode. Sources narrower than 32 bits widen to
// a 32-bit integer first (exact); to float from them, and to double from
// 32-bit sources, no rounding can occur at all, so a C conversion does.
// Inline PTX rather than clang's __nvvm_*2f builtins: see
// clb_float_to_integer.cl.
#include <clb/convert.h>

#define CLB_NV_rte "rn"
#define CLB_NV_rtz "rz"
#define CLB_NV_rtp "rp"
#define CLB_NV_rtn "rm"

#define CLB_NV_EXACT(MODE, D, S)                                                  \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) { return (D)x; }
// cvt.<mode>.<DT>.<WT> from the 32/64-bit type W that S widens to.
#define CLB_NV_ROUND(MODE, D, S, W, DT, WT, DREG, WREG)                           \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) {                                   \
    D r;                                                                        \
    __asm__("cvt." CLB_NV_##MODE "." DT "." WT " %0, %1;" : "=" DREG(r) : WREG((W)x)); \
    return r;                                                                   \
  }
// Half results travel as their bits in a 16-bit register.
#define CLB_NV_HALF(MODE, S, W, WT, WREG)                                         \
  CLB_CONST half __clb_half_##MODE##_##S(S x) {                                 \
    ushort h;                                                                   \
    __asm__("cvt." CLB_NV_##MODE ".f16." WT " %0, %1;" : "=h"(h) : WREG((W)x)); \
    return as_half(h);                                                          \
  }

#define CLB_NV_SMALL(S, W, WT)                                                    \
  CLB_FOR_EACH_MODE(CLB_NV_EXACT, float, S)                                     \
  CLB_FOR_EACH_MODE(CLB_NV_EXACT, double, S)                                    \
  CLB_FOR_EACH_MODE(CLB_NV_HALF, S, W, WT, "r")
CLB_NV_SMALL(char, int, "s32")
CLB_NV_SMALL(uchar, uint, "u32")
CLB_NV_SMALL(short, int, "s32")
CLB_NV_SMALL(ushort, uint, "u32")

CLB_FOR_EACH_MODE(CLB_NV_ROUND, float, int, int, "f32", "s32", "f", "r")
CLB_FOR_EACH_MODE(CLB_NV_ROUND, float, uint, uint, "f32", "u32", "f", "r")
CLB_FOR_EACH_MODE(CLB_NV_ROUND, float, long, long, "f32", "s64", "f", "l")
CLB_FOR_EACH_MODE(CLB_NV_ROUND, float, ulong, ulong, "f32", "u64", "f", "l")
CLB_FOR_EACH_MODE(CLB_NV_EXACT, double, int)
CLB_FOR_EACH_MODE(CLB_NV_EXACT, double, uint)
CLB_FOR_EACH_MODE(CLB_NV_ROUND, double, long, long, "f64", "s64", "d", "l")
CLB_FOR_EACH_MODE(CLB_NV_ROUND, double, ulong, ulong, "f64", "u64", "d", "l")
CLB_FOR_EACH_MODE(CLB_NV_HALF, int, int, "s32", "r")
CLB_FOR_EACH_MODE(CLB_NV_HALF, uint, uint, "u32", "r")
CLB_FOR_EACH_MODE(CLB_NV_HALF, long, long, "s64", "l")
CLB_FOR_EACH_MODE(CLB_NV_HALF, ulong, ulong, "u64", "l")
