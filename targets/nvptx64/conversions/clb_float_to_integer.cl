// Floating -> integer helpers on nvptx64: PTX cvt.{rni,rzi,rpi,rmi} rounds to
// an integer in the mode, saturates to the destination's range and turns NaN
// into 0 in one instruction, exactly the _sat semantics (the exhaustive float
// sweeps in tests/gpu check it). 8- and 16-bit destinations take the 32-bit
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
#define CLB_NV_CVT(MODE, D, S, DT, ST, DREG, SREG)                                \
  CLB_CONST D __clb_##D##_sat_##MODE##_##S(S x) {                               \
    D r;                                                                        \
    __asm__("cvt." CLB_NV_##MODE "." DT "." ST " %0, %1;" : "=" DREG(r) : SREG(x)); \
    return r;                                                                   \
  }
#define CLB_NV_NARROW(MODE, D, S)                                                 \
  CLB_CONST D __clb_##D##_sat_##MODE##_##S(S x) {                               \
    return __clb_sat_##D##_s64(__clb_int_sat_##MODE##_##S(x));                  \
  }
#define CLB_NV_FROM_HALF(MODE, D)                                                 \
  CLB_CONST D __clb_##D##_sat_##MODE##_half(half x) {                           \
    return __clb_##D##_sat_##MODE##_float(__clb_float_rte_half(x));              \
  }

#define CLB_NV_FROM(S, ST, SREG)                                                  \
  CLB_FOR_EACH_MODE(CLB_NV_CVT, int, S, "s32", ST, "r", SREG)                   \
  CLB_FOR_EACH_MODE(CLB_NV_CVT, uint, S, "u32", ST, "r", SREG)                  \
  CLB_FOR_EACH_MODE(CLB_NV_CVT, long, S, "s64", ST, "l", SREG)                  \
  CLB_FOR_EACH_MODE(CLB_NV_CVT, ulong, S, "u64", ST, "l", SREG)                 \
  CLB_FOR_EACH_MODE(CLB_NV_NARROW, char, S)                                     \
  CLB_FOR_EACH_MODE(CLB_NV_NARROW, uchar, S)                                    \
  CLB_FOR_EACH_MODE(CLB_NV_NARROW, short, S)                                    \
  CLB_FOR_EACH_MODE(CLB_NV_NARROW, ushort, S)

CLB_NV_FROM(float, "f32", "f")
CLB_NV_FROM(double, "f64", "d")
#define CLB_NV_HALF_MODES(D, _) CLB_FOR_EACH_MODE(CLB_NV_FROM_HALF, D)
CLB_FOR_EACH_INTEGER_SCALAR(CLB_NV_HALF_MODES, _)
