// fma (and so mad) for half, on float arithmetic, correctly rounded: apart
// from fma.cl, which spirv64 replaces for float.
//
// a b is exact in float (11 + 11 significant bits, and every product of
// halves, 2^-48 to 2^32, is a normal float), and so is each step below:
// every value is a multiple of 2^-48 far inside float's range.
// - s = a b + c rounded to float, and its error t = (a b + c) - s exactly
//   (Knuth's two-sum: round to nearest, no overflow, no underflow).
// - s rounded to odd instead: where t != 0 and s's last bit is 0, s moves
//   one float ulp toward t (its last bit becomes 1). That is the exact sum
//   truncated to float with the sticky bit in the last place.
// - that float rounded to half, to nearest even. A value rounded to odd at
//   p + 2 or more bits and then to nearest at p bits is the value rounded
//   once to nearest (the odd last bit stands for everything below it, and
//   it cannot sit on a half midpoint, whose bits below half's last place
//   are 100...0 exactly): float has 24 >= 11 + 2, in the half denormal range
//   even more. An exact sum keeps t == 0 and s unchanged (zeros take IEEE's
//   signs from the float addition, as fma would); a NaN or an infinity
//   makes t a NaN, and such an s is left alone.
// Checked against MPFR on 2^24 random triples and on structured hard
// cases: product ties with a tiny addend, cancellation, denormal results
// (tests/suite/math_half_test.cpp).
#pragma OPENCL FP_CONTRACT OFF
#include <clb/math.h>

#define CLB_FMA_HALF(T, ...)                                                   \
  CLB_OVLD CLB_CONST T __clb_fma(T a, T b, T c) {                             \
    typedef CLB_VECTOR(float, T) F;                                            \
    typedef CLB_VECTOR(uint, T) U;                                             \
    const F fc = CLB_HALF_TO_FLOAT(T, c);                                      \
    const F p = CLB_HALF_TO_FLOAT(T, a) * CLB_HALF_TO_FLOAT(T, b);             \
    const F s = p + fc;                                                        \
    const F pp = s - fc;                                                       \
    const F t = (p - pp) + (fc - (s - pp));                                    \
    const U bits = __builtin_astype(s, U);                                     \
    const U toward_t =                                                         \
        ((bits ^ __builtin_astype(t, U)) >> 31) != (U)0 ? bits - (U)1 : bits + (U)1; \
    const U odd =                                                              \
        ((t != (F)0) & ((bits & (U)1) == (U)0) & (CLB_FABS(s) < (F)INFINITY))  \
            ? toward_t : bits;                                                 \
    return CLB_CONVERT(T, __builtin_astype(odd, F));                           \
  }
CLB_WIDTHS_OF_half(CLB_FMA_HALF)
