// Internal interface of the conversion family (generic/conversions/).
//
// The public convert_* overloads and vstore_half* are generated (gen/); each
// scalar one calls one helper below, named after what it computes:
//
//   __clb_<dst>_sat_<mode>_<src>   floating src -> integer dst, rounded in
//                                  <mode>, saturated, NaN -> 0
//   __clb_<dst>_<mode>_<src>       any src -> floating dst, rounded in <mode>
//   __clb_sat_<dst>_s64 / _u64     integer -> integer dst, saturated
//
// The helpers are grouped by kind, one file a kind, so that a target replaces
// a whole kind by path (targets/nvptx64/conversions/ uses PTX cvt).
#ifndef CLB_CONVERT_H
#define CLB_CONVERT_H

#include <clb/defs.h>
#include <clb/types.h>

// Rounding modes, as the helpers' cores take them.
#define CLB_MODE_rte 0 /* to nearest, ties to even */
#define CLB_MODE_rtz 1 /* toward zero */
#define CLB_MODE_rtp 2 /* toward +infinity */
#define CLB_MODE_rtn 3 /* toward -infinity */

#define CLB_FOR_EACH_MODE(F, ...)                                              \
  F(rte, __VA_ARGS__) F(rtz, __VA_ARGS__) F(rtp, __VA_ARGS__) F(rtn, __VA_ARGS__)
// CLB_FOR_EACH_INTEGER_SCALAR / CLB_FOR_EACH_FLOAT_SCALAR come from <clb/types.h>.

// Destination limits by type name, for token pasting.
#define CLB_MIN_char CHAR_MIN
#define CLB_MIN_short SHRT_MIN
#define CLB_MIN_int INT_MIN
#define CLB_MIN_long LONG_MIN
#define CLB_MIN_uchar 0
#define CLB_MIN_ushort 0
#define CLB_MIN_uint 0
#define CLB_MIN_ulong 0
#define CLB_MAX_char CHAR_MAX
#define CLB_MAX_uchar UCHAR_MAX
#define CLB_MAX_short SHRT_MAX
#define CLB_MAX_ushort USHRT_MAX
#define CLB_MAX_int INT_MAX
#define CLB_MAX_uint UINT_MAX
#define CLB_MAX_long LONG_MAX
#define CLB_MAX_ulong ULONG_MAX
#define CLB_SIGNED_char 1
#define CLB_SIGNED_uchar 0
#define CLB_SIGNED_short 1
#define CLB_SIGNED_ushort 0
#define CLB_SIGNED_int 1
#define CLB_SIGNED_uint 0
#define CLB_SIGNED_long 1
#define CLB_SIGNED_ulong 0

// ---- The two cores every generic helper is built from ----------------------

// (-1)^neg * m * 2^e rounded in `mode` to an integer, then clamped to
// [lo, hi] (signed) or [0, hi] (unsigned). Any m and e: the value need not fit.
long __clb_scaled_to_s64_sat(int neg, ulong m, int e, int mode, long lo, long hi);
ulong __clb_scaled_to_u64_sat(int neg, ulong m, int e, int mode, ulong hi);

// The bits of (-1)^neg * m * 2^e rounded in `mode` to the IEEE binary format
// of `width` bits (16, 32, 64) with `p` significand bits (11, 24, 53), with
// gradual underflow and mode-correct overflow. m == 0 gives a signed zero.
ulong __clb_pack_binary(int neg, ulong m, int e, int mode, int p, int width);

// ---- Helper declarations, one per (dst, mode, src) -------------------------

#define CLB_DECL_TO_INT(MODE, D, S) D __clb_##D##_sat_##MODE##_##S(S x);
#define CLB_DECL_TO_INT_MODES(D, S) CLB_FOR_EACH_MODE(CLB_DECL_TO_INT, D, S)
#define CLB_DECL_TO_INT_FROM(S, _) CLB_FOR_EACH_INTEGER_SCALAR(CLB_DECL_TO_INT_MODES, S)
CLB_FOR_EACH_FLOAT_SCALAR(CLB_DECL_TO_INT_FROM, _)

#define CLB_DECL_TO_FLOAT(MODE, D, S) D __clb_##D##_##MODE##_##S(S x);
#define CLB_DECL_TO_FLOAT_MODES(S, D) CLB_FOR_EACH_MODE(CLB_DECL_TO_FLOAT, D, S)
#define CLB_DECL_TO_FLOAT_FROM_INT(D, _) CLB_FOR_EACH_INTEGER_SCALAR(CLB_DECL_TO_FLOAT_MODES, D)
CLB_FOR_EACH_FLOAT_SCALAR(CLB_DECL_TO_FLOAT_FROM_INT, _)
// Between floating types (a type to itself needs no helper).
#if CLB_HAS_FP16
CLB_DECL_TO_FLOAT_MODES(half, float)
CLB_DECL_TO_FLOAT_MODES(float, half)
#endif
#if CLB_HAS_FP64
CLB_DECL_TO_FLOAT_MODES(double, float)
CLB_DECL_TO_FLOAT_MODES(float, double)
#if CLB_HAS_FP16
CLB_DECL_TO_FLOAT_MODES(half, double)
CLB_DECL_TO_FLOAT_MODES(double, half)
#endif
#endif

#define CLB_DECL_SAT(D, _) D __clb_sat_##D##_s64(long x); D __clb_sat_##D##_u64(ulong x);
CLB_FOR_EACH_INTEGER_SCALAR(CLB_DECL_SAT, _)

// ---- Splitting a floating value into (-1)^neg * m * 2^e exactly -------------
// Finite values only; the helpers handle NaN and infinity first. A subnormal
// has no implicit bit and the exponent of the smallest normal.
#define CLB_SPLIT(UT, bits, MANT, BIAS, neg, m, e)                             \
  do {                                                                         \
    const int ef_ = (int)((bits >> MANT) & ((1u << (sizeof(UT) * 8 - 1 - MANT)) - 1)); \
    neg = (int)(bits >> (sizeof(UT) * 8 - 1));                                 \
    m = (ulong)(bits & (((UT)1 << MANT) - 1)) | (ef_ ? (ulong)1 << MANT : 0);  \
    e = (ef_ ? ef_ : 1) - BIAS - MANT;                                         \
  } while (0)
// Field widths: significand bits stored (MANT) and exponent bias.
#define CLB_MANT_half 10
#define CLB_BIAS_half 15
#define CLB_BITS_half ushort
#define CLB_AS_BITS_half as_ushort
#define CLB_MANT_float 23
#define CLB_BIAS_float 127
#define CLB_BITS_float uint
#define CLB_AS_BITS_float as_uint
#define CLB_MANT_double 52
#define CLB_BIAS_double 1023
#define CLB_BITS_double ulong
#define CLB_AS_BITS_double as_ulong

// ---- NaN between floating formats --------------------------------------------
// A NaN converted to another floating format is that format's canonical NaN:
// positive, quiet, every fraction bit set (0x7fff, 0x7fffffff,
// 0x7fffffffffffffff), on every target, in every mode. The spec asks only for
// "a NaN". These are the bits NVIDIA's float <-> half cvt gives, so nvptx64's
// commonest conversions carry no NaN code; keeping the sign and payload
// instead (IEEE 754's recommendation) cost its float -> half conversions 1.4%
// (docs/performance.md). Every other path and target gives the same bits, so
// results agree across targets. CLB_NAN_OF(D): that NaN as a D.
#define CLB_NAN_CANONICAL(W) (((ulong)1 << ((W) - 1)) - 1)
#define CLB_NAN_OF(D) as_##D((CLB_BITS_##D)CLB_NAN_CANONICAL(sizeof(CLB_BITS_##D) * 8))

// Narrowing S -> D in MODE through the rounding core (NaN: CLB_NAN_CANONICAL),
// for the generic narrowing helpers (clb_float_to_float.cl,
// clb_double_to_float.cl).
#define CLB_NARROW(MODE, D, S, AS_D, P, W)                                       \
  CLB_CONST D __clb_##D##_##MODE##_##S(S x) {                                   \
    const CLB_BITS_##S bits = CLB_AS_BITS_##S(x);                               \
    const int SW = sizeof(CLB_BITS_##S) * 8;                                    \
    const CLB_BITS_##S sign = (CLB_BITS_##S)1 << (SW - 1);                      \
    const CLB_BITS_##S inf = (CLB_BITS_##S)CLB_AS_BITS_##S((S)INFINITY);        \
    const ulong dsign = (ulong)(bits >> (SW - 1)) << (W - 1);                   \
    const ulong dinf = (((ulong)1 << (W - P)) - 1) << (P - 1);                  \
    if ((bits & ~sign) > inf)                                                   \
      return AS_D(CLB_NAN_CANONICAL(W));                                        \
    if ((bits & ~sign) == inf)                                                  \
      return AS_D(dsign | dinf);                                                \
    int neg, e;                                                                 \
    ulong m;                                                                    \
    CLB_SPLIT(CLB_BITS_##S, bits, CLB_MANT_##S, CLB_BIAS_##S, neg, m, e);       \
    return AS_D(__clb_pack_binary(neg, m, e, CLB_MODE_##MODE, P, W));           \
  }

// The bits of a result rounded in MODE, from `bits`, the same value rounded
// to nearest, and whether that value lies above or below the exact one; neg:
// the exact value is negative. In a directed mode the result is the nearest
// value or its neighbour on the exact value's side; as sign and magnitude,
// +1 moves away from zero, -1 toward it. For helpers whose hardware rounds
// only to nearest (targets/spir64/conversions/).
#define CLB_STEP_TO_MODE(MODE, bits, above, below, neg)                        \
  ((CLB_MODE_##MODE == CLB_MODE_rtp   ? (below) && !(neg)                       \
    : CLB_MODE_##MODE == CLB_MODE_rtn ? (above) && (neg)                        \
                                      : 0)                                      \
       ? (bits) + 1                                                             \
   : (CLB_MODE_##MODE == CLB_MODE_rte   ? 0                                     \
      : CLB_MODE_##MODE == CLB_MODE_rtp ? (below) && (neg)                      \
      : CLB_MODE_##MODE == CLB_MODE_rtn ? (above) && !(neg)                     \
                                        : (neg) ? (below) : (above))            \
       ? (bits) - 1                                                             \
       : (bits))

#endif
