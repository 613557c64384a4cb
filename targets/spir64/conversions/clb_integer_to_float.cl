// Integer -> floating helpers for CPUs (PoCL), __clb_<dst>_<mode>_<src>:
// the hardware's conversion, which rounds to nearest (sitofp/uitofp are
// correctly rounded), then one exact comparison of that result r with x and
// at most one step of one ulp. In a directed mode the result is r or r's
// neighbour on x's side: x lies within half an ulp of r, so between the two.
// A type whose every value the destination holds converts exactly in every
// mode. The generic helpers (generic/conversions/clb_integer_to_float.cl)
// give the same results through the rounding core, at ten times the code,
// which PoCL compiles once per kernel and local size.
#include <clb/convert.h>

// r compared with x in WIDE, which holds both while r < LIMIT: r is then
// integral (or x itself) and converts back exactly; r >= LIMIT exceeds every
// x. Only an in-range r is converted. Stepping by one unit of the bits moves
// away from zero (+1) or toward it (-1); r is zero only for x == 0, which
// needs no step, and ints stay far below the largest finite value.
#define CLB_INT_TO_BINARY(MODE, D, S, UD, AS_UD, AS_D, WIDE, LIMIT)              \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) {                                   \
    const D r = (D)x;                                                           \
    const WIDE back = (WIDE)(r < (D)(LIMIT) ? r : (D)0);                        \
    const int above = r >= (D)(LIMIT) || back > (WIDE)x;                        \
    const int below = r < (D)(LIMIT) && back < (WIDE)x;                         \
    const int neg = CLB_SIGNED_##S && (long)x < 0;                              \
    return AS_D(CLB_STEP_TO_MODE(MODE, AS_UD(r), above, below, neg));           \
  }

// Every value of S is a value of D.
#define CLB_INT_TO_EXACT(MODE, D, S)                                             \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) { return (D)x; }

#define CLB_EXACT(D, S) CLB_FOR_EACH_MODE(CLB_INT_TO_EXACT, D, S)
#define CLB_TO_FLOAT(S, WIDE, LIMIT)                                             \
  CLB_FOR_EACH_MODE(CLB_INT_TO_BINARY, float, S, uint, as_uint, as_float, WIDE, LIMIT)

CLB_EXACT(float, char)
CLB_EXACT(float, uchar)
CLB_EXACT(float, short)
CLB_EXACT(float, ushort)
// |r| <= 2^32: any long holds it.
CLB_TO_FLOAT(int, long, 0x1p64f)
CLB_TO_FLOAT(uint, long, 0x1p64f)
CLB_TO_FLOAT(long, long, 0x1p63f)
CLB_TO_FLOAT(ulong, ulong, 0x1p64f)

#if CLB_HAS_FP64
#define CLB_TO_DOUBLE(S, WIDE, LIMIT)                                            \
  CLB_FOR_EACH_MODE(CLB_INT_TO_BINARY, double, S, ulong, as_ulong, as_double, WIDE, LIMIT)
CLB_EXACT(double, char)
CLB_EXACT(double, uchar)
CLB_EXACT(double, short)
CLB_EXACT(double, ushort)
CLB_EXACT(double, int)
CLB_EXACT(double, uint)
CLB_TO_DOUBLE(long, long, 0x1p63f)
CLB_TO_DOUBLE(ulong, ulong, 0x1p64f)
#endif

#if CLB_HAS_FP16
// Every half and every overflow threshold lies within 2^20 of zero, so x
// clamped to [-2^20, 2^20] rounds as x does in every mode, and float holds
// the clamped value exactly: one rounding, the float -> half helper's.
#define CLB_INT_TO_HALF(MODE, S, _)                                              \
  CLB_CONST half __clb_half_##MODE##_##S(S x) {                                 \
    const long lim = 0x100000;                                                  \
    const long c = CLB_SIGNED_##S && (long)x < -lim ? -lim                       \
                   : !CLB_SIGNED_##S && (ulong)x > (ulong)lim ? lim              \
                   : CLB_SIGNED_##S && (long)x > lim ? lim : (long)x;           \
    return __clb_half_##MODE##_float((float)c);                                 \
  }
#define CLB_TO_HALF(S, _) CLB_FOR_EACH_MODE(CLB_INT_TO_HALF, S, _)
CLB_FOR_EACH_INTEGER_SCALAR(CLB_TO_HALF, _)
#endif
