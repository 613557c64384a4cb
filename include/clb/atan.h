// The inverse trigonometric family's constants (gen/fit/atan_constants.py),
// and the short double path of the float functions' correctly rounded
// variant (<clb/float_fast.h>; generic/math/atan.cl, atan2.cl, asin.cl,
// acos.cl).
//
// The double cores: generic/math/double/atan.cl and its siblings, their
// shared pieces in <clb/double_atan.h> (which describes the algorithm). The
// float cores: generic/math/float/, <clb/float_atan_lean.h>,
// <clb/float_asin.h>.
#ifndef CLB_ATAN_H
#define CLB_ATAN_H

#include <clb/math.h> /* CLB_FABS, CLB_COPYSIGN */
#include <clb/trig.h> /* pi/2 as a double-double, the float path */
#include <clb/float_seed.h> /* the fast path's reciprocal seeds */

// gen/fit/atan_constants.py prints these.
#define CLB_ATAN_P1 -0x1.5555555555555p-2 /* -1/3 */
#define CLB_ATAN_P2 0x1.999999999999ap-3 /* 1/5 */
#define CLB_ATAN_P3 -0x1.2492492492492p-3 /* -1/7 */
#define CLB_ATAN_P4 0x1.c71c71c71c71cp-4 /* 1/9 */
#define CLB_ATAN_P5 -0x1.745d1745d1746p-4 /* -1/11 */
#define CLB_ATAN_P6 0x1.3b13b13b13b14p-4 /* 1/13 */
#define CLB_ATAN_P7 -0x1.1111111111111p-4 /* -1/15 */
#define CLB_ATAN_1_HI 0x1.fd5ba9aac2f6ep-4 /* atan(1/8) as a double-double */
#define CLB_ATAN_1_LO -0x1.cd37686760c17p-59
#define CLB_ATAN_2_HI 0x1.f5b75f92c80ddp-3 /* atan(2/8) as a double-double */
#define CLB_ATAN_2_LO 0x1.8ab6e3cf7afbdp-57
#define CLB_ATAN_3_HI 0x1.6f61941e4def1p-2 /* atan(3/8) as a double-double */
#define CLB_ATAN_3_LO -0x1.c63aae6f6e918p-56
#define CLB_ATAN_4_HI 0x1.dac670561bb4fp-2 /* atan(4/8) as a double-double */
#define CLB_ATAN_4_LO 0x1.a2b7f222f65e2p-56
#define CLB_ATAN_5_HI 0x1.1e00babdefeb4p-1 /* atan(5/8) as a double-double */
#define CLB_ATAN_5_LO -0x1.928df287a668fp-58
#define CLB_ATAN_6_HI 0x1.4978fa3269ee1p-1 /* atan(6/8) as a double-double */
#define CLB_ATAN_6_LO 0x1.2419a87f2a458p-56
#define CLB_ATAN_7_HI 0x1.700a7c5784634p-1 /* atan(7/8) as a double-double */
#define CLB_ATAN_7_LO -0x1.8c34d25aadef6p-56
#define CLB_ATAN_8_HI 0x1.921fb54442d18p-1 /* atan(8/8) as a double-double */
#define CLB_ATAN_8_LO 0x1.1a62633145c07p-55
#define CLB_INV_PI_HI 0x1.45f306dc9c883p-2 /* 1/pi as a double-double */
#define CLB_INV_PI_LO -0x1.6b01ec5417056p-56

#if CLB_HAS_FP64
// The float fast path (generic/math/atan*.cl, asin*.cl, acos*.cl through
// <clb/float_fast.h>). S = atan(n / d) for 0 < n <= d (doubles of float
// inputs, or one of them a square root within 2.1 2^-53), in [0, pi/4]: n and
// d scaled by 2^-e (d = m 2^e, m in [1, 2); exact: far from double's range
// ends), c = kd/8 the multiple of 1/8 nearest an estimate of t = n/d (within
// 2^-20 of it: the seed alone), and then as in the double core
//   atan(t) = atan(c) + atan(z),  z = (n - c d) / (d + c n),
// |z| <= 1/16 + 2^-12. For floats n and d, n - c d and d + c n are exact
// (for kd > 0, n >= d/17: all four terms are multiples of 2^-31 below 4
// after the scaling); with a square root among them each rounds once more
// (2^-53 each, in z). z is a/b with b in [1, 4): the seed 1/b
// (<clb/float_seed.h>, within 2^-20) refined once (2^-40 + 2^-52), the
// quotient corrected once by its fma residual: z(1 + zeta), |zeta| <= 2^-53 +
// 2^-59. atan(z) = z + z^3 P(z^2) (gen/fit/atan_fast.py: 2^-50.4 of
// atan(z)); with zeta (times z/atan(z) <= 1.0014) and the rounding of z + p
// it is atan(z)(1 + alpha), |alpha| <= 2^-49.9 (p's own roundings are below
// 2^-60 of atan(z): |p| < 2^-9.5 |z|). atan(c) (the core's table, hi part) is
// within 2^-53 of itself; the sum S rounds once more, and atan(c) <= 2.02 S,
// |atan(z)| <= 1.02 S (the worst: kd = 1, t = 1/16), so for floats
//   |S / atan(t) - 1| <= 1.02 2^-49.9 + 3.02 2^-53 < 2^-49.4,
// and 4.2 2^-53 more with a square root (its own error moves atan(t) by at
// most as much, relatively: t atan'(t) <= atan(t)). A host model of this
// code with seeds perturbed by 2^-20 measured 2^-50.1 (atan2, 1.2 10^7 pairs)
// and 2^-50.2 (atan, every 7th float).
//
// The angle of (x, y) (magnitudes, beyond pi/2 where xneg) is then base + s S,
// base 0, pi/2 or pi and s = +-1 (one fma: s S is exact; never a
// cancellation, base at most twice the result): 3 2^-53 more. The pi
// variants scale S by 1/pi first (pio2 = 1/2: base exact) and add 1.5 2^-53.
// gen/fit/atan_fast.py prints these.
#define CLB_ATAN_FAST_P1 -0x1.555555555496bp-2
#define CLB_ATAN_FAST_P2 0x1.9999996a493b3p-3
#define CLB_ATAN_FAST_P3 -0x1.24915e3a372f5p-3
#define CLB_ATAN_FAST_P4 0x1.c4316393329bap-4
#define CLB_ATAN_FAST_PICK(T, i) h = kd == (T)i ? (T)CLB_ATAN_##i##_HI : h;
#define CLB_ATAN_FAST_PIECES(T, ...)                                           \
  static inline CLB_OVLD T __clb_atan_fast_ratio(T n, T d) {                  \
    typedef CLB_SIGNED(T) I;                                                   \
    I bits = CLB_AS_SIGNED(T, CLB_AS_BITS(T, d)) & (I)0x7ff0000000000000L;     \
    T sc = CLB_AS_FLOAT(T, (I)0x7fe0000000000000L - bits);                     \
    T nm = n * sc, dm = d * sc;                                                \
    T kd = (nm * __clb_seed_recip(dm) * 8.0 + 0x1.8p52) - 0x1.8p52;            \
    T c = 0.125 * kd;                                                          \
    T a = __clb_fma_f64(-c, dm, nm), b = __clb_fma_f64(c, nm, dm);             \
    T r = __clb_seed_recip(b);                                                 \
    r = __clb_fma_f64(r, __clb_fma_f64(-b, r, 1.0), r);                        \
    T q = a * r;                                                               \
    T z = __clb_fma_f64(r, __clb_fma_f64(-b, q, a), q);                        \
    T w = z * z;                                                               \
    T p = z * w * (CLB_ATAN_FAST_P1 + w * (CLB_ATAN_FAST_P2 +                  \
                  w * (CLB_ATAN_FAST_P3 + w * CLB_ATAN_FAST_P4)));             \
    T h = (T)0.0;                                                              \
    CLB_ATAN_FAST_PICK(T, 1) CLB_ATAN_FAST_PICK(T, 2) CLB_ATAN_FAST_PICK(T, 3) \
    CLB_ATAN_FAST_PICK(T, 4) CLB_ATAN_FAST_PICK(T, 5) CLB_ATAN_FAST_PICK(T, 6) \
    CLB_ATAN_FAST_PICK(T, 7) CLB_ATAN_FAST_PICK(T, 8)                          \
    return h + (z + p);                                                        \
  }                                                                            \
  /* The angle of (x, y), x > 0, y >= 0 finite, beyond pi/2 where xneg: \
     scale 1 and pio2 = pi/2, or 1/pi and 1/2 for the pi variants. */        \
  static inline CLB_OVLD T __clb_atan_fast_angle(T y, T x,                     \
                                                 CLB_RELATIONAL(T) xneg,       \
                                                 T scale, T pio2) {            \
    CLB_RELATIONAL(T) swap = y > x;                                            \
    T s = __clb_atan_fast_ratio(swap ? x : y, swap ? y : x) * scale;           \
    T base = swap ? pio2 : xneg ? (T)2.0 * pio2 : (T)0.0;                      \
    return __clb_fma_f64(swap == xneg ? (T)1.0 : (T)-1.0, s, base);            \
  }
CLB_WIDTHS_OF_double(CLB_ATAN_FAST_PIECES)
#endif

#endif
