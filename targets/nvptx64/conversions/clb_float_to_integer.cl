// Floating -> integer helpers on nvptx64: PTX cvt.{rni,rzi,rpi,rmi} rounds to
// an integer in the mode and saturates to the destination's range in one
// instruction. From f32 to a 32-bit integer it also turns NaN into 0, exactly
// the _sat semantics (the exhaustive float sweeps in tests/gpu check all 2^32
// inputs); from f64, or to a 64-bit integer, the hardware gives the most
// negative integer for NaN (measured on H200), so those select 0 for NaN. 8- and 16-bit destinations take the 32-bit
// result and clamp it: saturating twice is saturating once. half widens to
// float first (exact).
//
// Inline PTX, not clang's __nvvm_f2i_* builtins: clang lowers the rz ones to
// fptosi, whose out-of-range result is poison to the optimizer, and the
// 64-bit ones to invalid IR under OpenCL C, where long long is 128 bits.
#include <clb/convert.h>

#define CLB_NV_rte "rni"
#define CLB_NV_rtz "rzi"
#define CLB_NV_rtp "rpi"
#define CLB_NV_rtn "rmi"

// cvt.<mode>.<DT>.<ST>: DREG/SREG are the asm constraints of the C types.
// NAN_OK: 1 where cvt itself maps NaN to 0.
#define CLB_NV_CVT(MODE, D, S, DT, ST, DREG, SREG, NAN_OK)                        \
  CLB_CONST D __clb_##D##_sat_##MODE##_##S(S x) {                               \
    D r;                                                                        \
    __asm__("cvt." CLB_NV_##MODE "." DT "." ST " %0, %1;" : "=" DREG(r) : SREG(x)); \
    return NAN_OK || x == x ? r : 0;                                            \
  }
#define CLB_NV_NARROW(MODE, D, S)                                                 \
  CLB_CONST D __clb_##D##_sat_##MODE##_##S(S x) {                               \
    return __clb_sat_##D##_s64(__clb_int_sat_##MODE##_##S(x));                  \
  }
#define CLB_NV_FROM_HALF(MODE, D)                                                 \
  CLB_CONST D __clb_##D##_sat_##MODE##_half(half x) {                           \
    return __clb_##D##_sat_##MODE##_float(__clb_float_rte_half(x));              \
  }

#define CLB_NV_FROM(S, ST, SREG, NAN_OK32)                                        \
  CLB_FOR_EACH_MODE(CLB_NV_CVT, int, S, "s32", ST, "r", SREG, NAN_OK32)         \
  CLB_FOR_EACH_MODE(CLB_NV_CVT, uint, S, "u32", ST, "r", SREG, NAN_OK32)        \
  CLB_FOR_EACH_MODE(CLB_NV_CVT, long, S, "s64", ST, "l", SREG, 0)               \
  CLB_FOR_EACH_MODE(CLB_NV_CVT, ulong, S, "u64", ST, "l", SREG, 0)              \
  CLB_FOR_EACH_MODE(CLB_NV_NARROW, char, S)                                     \
  CLB_FOR_EACH_MODE(CLB_NV_NARROW, uchar, S)                                    \
  CLB_FOR_EACH_MODE(CLB_NV_NARROW, short, S)                                    \
  CLB_FOR_EACH_MODE(CLB_NV_NARROW, ushort, S)

CLB_NV_FROM(float, "f32", "f", 1)
CLB_NV_FROM(double, "f64", "d", 0)
#define CLB_NV_HALF_MODES(D, _) CLB_FOR_EACH_MODE(CLB_NV_FROM_HALF, D)
CLB_FOR_EACH_INTEGER_SCALAR(CLB_NV_HALF_MODES, _)
