// The inverse trigonometric family's shared pieces (generic/math/atan.cl,
// atan2.cl, asin.cl, acos.cl).
//
// Every member is the angle of a point (x, y), x and y >= 0 given as
// double-doubles and x's sign bit apart: atan(x) of (1, |x|), asin(x) of
// (sqrt(1 - x^2), |x|), acos(x) of (x, sqrt(1 - x^2)), with
// 1 - x^2 = (1 - x*x) carried exactly (fma) and its square root corrected
// by one Newton step into a double-double. __clb_atan_angle then takes
//   t = min(x, y) / max(x, y) in [0, 1]
// as a double-double: both scaled to [1, 2) by their exponents (exact), the
// quotient corrected by its fma residual, and scaled back by 2^(ey - ex).
// With c = i/8 the multiple of 1/8 nearest t,
//   atan(t) = atan(c) + atan(z),  z = (t - c) / (1 + t c),  |z| <= 1/16,
// t - c exact, 1 + t c and the quotient carried as double-doubles, atan(c)
// a double-double from a table and atan(z) = z + z^3 P(z^2) Taylor's series
// to z^15 (gen/fit/atan_constants.py: the rest is below 2^-68 of z). Then
// pi/2 minus it where y > x and pi minus that where x's sign bit is set,
// each with an exact two-sum, so the sum is rounded once at the end: close
// to correctly rounded everywhere. Where t < 2^-900 (and no pi/2 or pi is
// added) atan(t) is t to far below an ulp: t is returned unscaled with its
// exponent apart, so the caller can divide by pi before the final scaling
// (for atan2pi, asinpi, atanpi: a denormal result is rounded twice there,
// off by at most 3/4 ulp).
//
// The pi variants multiply the double-double angle by 1/pi as a
// double-double (__clb_atan_over_pi), rounded once.
//
// As in <clb/exp.h>, float and half work in double and round once.
#ifndef CLB_ATAN_H
#define CLB_ATAN_H

#include <clb/math.h> /* __clb_exponent, __clb_sqrt, CLB_FABS, CLB_COPYSIGN */
#include <clb/trig.h> /* __clb_two_sum, pi/2 as a double-double, the float path */
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
// One table entry: kd (an integer in 0..8, as a double) selects atan(kd/8).
#define CLB_ATAN_PICK(T, i)                                                     \
  h = kd == (T)i ? (T)CLB_ATAN_##i##_HI : h;                                  \
  l = kd == (T)i ? (T)CLB_ATAN_##i##_LO : l;

#define CLB_ATAN_PIECES(T, ...)                                                \
  /* atan(kd/8) as hi + *lo, kd in 0..8 (selects: no per-lane lookups). */     \
  static inline CLB_OVLD T __clb_atan_table(T kd, private T *lo) {             \
    T h = (T)0.0, l = (T)0.0;                                                  \
    CLB_ATAN_PICK(T, 1) CLB_ATAN_PICK(T, 2) CLB_ATAN_PICK(T, 3) CLB_ATAN_PICK(T, 4)        \
    CLB_ATAN_PICK(T, 5) CLB_ATAN_PICK(T, 6) CLB_ATAN_PICK(T, 7) CLB_ATAN_PICK(T, 8)        \
    *lo = l;                                                                   \
    return h;                                                                  \
  }                                                                            \
  /* The angle of (x, y) = (ax + ax_lo, ay + ay_lo), ax, ay >= 0, in [0, pi]  \
     (beyond pi/2 where xs's sign bit is set), as (hi + *lo) 2^*kx; *kx is 0 \
     but where the angle is below 2^-900 (see the top of this file). */     \
  static inline CLB_OVLD T __clb_atan_angle(T ay, T ay_lo, T ax, T ax_lo,     \
                                            T xs, private T *lo,              \
                                            private CLB_SIGNED(T) *kx) {      \
    typedef CLB_SIGNED(T) I;                                                   \
    typedef CLB_RELATIONAL(T) M;                                               \
    M swap = ay > ax;                                                          \
    M xneg = CLB_AS_SIGNED(T, xs) < (I)0;                                      \
    T n = swap ? ax : ay, nl = swap ? ax_lo : ay_lo;                           \
    T d = swap ? ay : ax, dl = swap ? ay_lo : ax_lo;                           \
    /* t = n / d as m 2^k, m + ml in (1/2, 2), exact scalings. */             \
    I en = __clb_exponent(n), ed = __clb_exponent(d);                          \
    T mn = __clb_exp_scale(n, -en), mnl = __clb_exp_scale(nl, -en);            \
    T md = __clb_exp_scale(d, -ed), mdl = __clb_exp_scale(dl, -ed);            \
    T m = mn / md;                                                             \
    T ml = (__clb_exp_fma(-m, md, mn) + mnl - m * mdl) / md;                   \
    I k = en - ed;                                                             \
    k = k < (I)-1200 ? (I)-1200 : k;                                           \
    M infn = CLB_IS_INF(T, n);                                                 \
    M zero = n == 0.0 || CLB_IS_INF(T, d);                                     \
    M tiny = k < (I)-900 && !swap && !xneg && !zero;                           \
    T t = __clb_exp_scale(m, k), tl = __clb_exp_scale(ml, k);                  \
    t = infn ? (T)1.0 : zero ? (T)0.0 : t; /* both infinite: 1 */              \
    tl = infn || zero ? (T)0.0 : tl;                                           \
    /* atan(t + tl) = atan(c) + atan(z). */                                    \
    I i;                                                                       \
    T kd = __clb_exp_nearest(8.0 * t, &i);                                     \
    T c = 0.125 * kd;                                                          \
    T nh = (t - c) + tl, nlo = tl - (nh - (t - c));                            \
    T cq = c * t, cql = __clb_exp_fma(c, t, -cq) + c * tl;                     \
    T dh = 1.0 + cq, dlo = ((1.0 - dh) + cq) + cql;                            \
    T z = nh / dh;                                                             \
    T zl = (__clb_exp_fma(-z, dh, nh) + nlo - z * dlo) / dh;                   \
    T z2 = z * z;                                                              \
    T p = z * z2 * (CLB_ATAN_P1 + z2 * (CLB_ATAN_P2 + z2 * (CLB_ATAN_P3 +     \
          z2 * (CLB_ATAN_P4 + z2 * (CLB_ATAN_P5 + z2 * (CLB_ATAN_P6 +         \
          z2 * CLB_ATAN_P7))))));                                              \
    T al, e;                                                                   \
    T ah = __clb_atan_table(kd, &al);                                          \
    T h = __clb_two_sum(ah, z, &e);                                            \
    T l = e + (al + (zl + p));                                                 \
    T u = __clb_two_sum((T)CLB_PIO2_HI, -h, &e);                               \
    l = swap ? e + (CLB_PIO2_LO - l) : l;                                      \
    h = swap ? u : h;                                                          \
    u = __clb_two_sum((T)(2 * CLB_PIO2_HI), -h, &e);                           \
    l = xneg ? e + (2 * CLB_PIO2_LO - l) : l;                                  \
    h = xneg ? u : h;                                                          \
    *kx = tiny ? k : (I)0;                                                     \
    *lo = tiny ? ml : l;                                                       \
    return tiny ? m : h;                                                       \
  }                                                                            \
  /* (h + lo) / pi, rounded once. */                                           \
  static inline CLB_OVLD T __clb_atan_over_pi(T h, T lo) {                     \
    T p = h * CLB_INV_PI_HI;                                                   \
    return p + (__clb_exp_fma(h, (T)CLB_INV_PI_HI, -p) +                       \
                (h * CLB_INV_PI_LO + lo * CLB_INV_PI_HI));                     \
  }                                                                            \
  /* sqrt(1 - a^2) as hi + *lo, a in [0, 1]. */                                \
  static inline CLB_OVLD T __clb_atan_cos_of_sin(T a, private T *lo) {         \
    T p = a * a, pl = __clb_exp_fma(a, a, -p);                                 \
    T w = 1.0 - p, wl = ((1.0 - w) - p) - pl;                                  \
    T s = __clb_sqrt(w);                                                       \
    *lo = s == 0.0 ? (T)0.0 : (__clb_exp_fma(-s, s, w) + wl) / (2.0 * s);     \
    return s;                                                                  \
  }
CLB_WIDTHS_OF_double(CLB_ATAN_PIECES)

// ---- The float fast path (generic/math/atan*.cl, asin*.cl, acos*.cl through
// <clb/float_fast.h>). S = atan(n / d) for 0 < n <= d (doubles of float
// inputs, or one of them a square root within 2.1 2^-53), in [0, pi/4]: n and
// d scaled by 2^-e (d = m 2^e, m in [1, 2); exact: far from double's range
// ends), c = kd/8 the multiple of 1/8 nearest an estimate of t = n/d (within
// 2^-20 of it: the seed alone), and then as in the core
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
    T a = __clb_exp_fma(-c, dm, nm), b = __clb_exp_fma(c, nm, dm);             \
    T r = __clb_seed_recip(b);                                                 \
    r = __clb_exp_fma(r, __clb_exp_fma(-b, r, 1.0), r);                        \
    T q = a * r;                                                               \
    T z = __clb_exp_fma(r, __clb_exp_fma(-b, q, a), q);                        \
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
    return __clb_exp_fma(swap == xneg ? (T)1.0 : (T)-1.0, s, base);            \
  }
CLB_WIDTHS_OF_double(CLB_ATAN_FAST_PIECES)
#endif

#endif
