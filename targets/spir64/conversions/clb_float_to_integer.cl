// Floating -> integer helpers for CPUs (PoCL), __clb_<dst>_sat_<mode>_<src>:
// the hardware's round-to-integral in the mode (llvm.rint/trunc/ceil/floor,
// one instruction on x86-64 with SSE4.1), then limits compared in the source
// type. Rounding to an integral value is exact, and every limit compared
// with is a power of two the source type holds exactly, so the result is
// the generic helpers' (generic/conversions/clb_float_to_integer.cl: NaN
// gives 0, the rest saturates) at a tenth of their code, which PoCL compiles
// once per kernel and local size and then vectorizes across work-items.
#include <clb/convert.h>

#define CLB_ROUND_rte_float __builtin_rintf
#define CLB_ROUND_rtz_float __builtin_truncf
#define CLB_ROUND_rtp_float __builtin_ceilf
#define CLB_ROUND_rtn_float __builtin_floorf
#define CLB_ROUND_rte_double __builtin_rint
#define CLB_ROUND_rtz_double __builtin_trunc
#define CLB_ROUND_rtp_double __builtin_ceil
#define CLB_ROUND_rtn_double __builtin_floor

// MAX / 2 + 1 is 2^(bits - 1) (2^(bits - 2) if signed), held exactly:
// doubled, the first value past MAX. MIN is 0 or a power of two. Selects,
// not branches (NaN fails every comparison: 0), so that the work-group
// vectorizer gets straight-line code; only an in-range value is converted.
#define CLB_FROM_BINARY(MODE, D, S)                                              \
  CLB_CONST D __clb_##D##_sat_##MODE##_##S(S x) {                               \
    const S r = CLB_ROUND_##MODE##_##S(x);                                      \
    const S lo = (S)CLB_MIN_##D, hi = (S)(CLB_MAX_##D / 2 + 1) * 2;              \
    const D in = (D)(r >= lo && r < hi ? r : (S)0);                             \
    return r >= hi ? (D)CLB_MAX_##D : r < lo ? (D)CLB_MIN_##D : in;             \
  }
// A half is widened to float first: that is exact.
#define CLB_FROM_HALF(MODE, D, S)                                                \
  CLB_CONST D __clb_##D##_sat_##MODE##_half(half x) {                           \
    return __clb_##D##_sat_##MODE##_float(__clb_float_rte_half(x));              \
  }

#define CLB_MODES_FROM_BINARY(D, S) CLB_FOR_EACH_MODE(CLB_FROM_BINARY, D, S)
#define CLB_MODES_FROM_HALF(D, S) CLB_FOR_EACH_MODE(CLB_FROM_HALF, D, S)

CLB_FOR_EACH_INTEGER_SCALAR(CLB_MODES_FROM_BINARY, float)
#if CLB_HAS_FP64
CLB_FOR_EACH_INTEGER_SCALAR(CLB_MODES_FROM_BINARY, double)
#endif
#if CLB_HAS_FP16
CLB_FOR_EACH_INTEGER_SCALAR(CLB_MODES_FROM_HALF, half)
#endif
