// The trigonometric family's constants (gen/fit/trig_constants.py), and the
// short double path of the float functions' correctly rounded variant
// (<clb/float_fast.h>; generic/math/sin.cl, cos.cl, tan.cl, sinpi.cl,
// cospi.cl, tanpi.cl).
//
// The double cores: generic/math/double/sin.cl and its siblings, their
// shared reduction and kernels in <clb/double_trig.h> (which describes
// them). The float cores: generic/math/float/, <clb/float_trig.h>.
#ifndef CLB_TRIG_H
#define CLB_TRIG_H

#include <clb/exp.h> /* __clb_fma_f64, the float path */
#include <clb/math.h> /* __clb_rint */

// gen/fit/trig_constants.py prints these.
#define CLB_SIN_S1 -0x1.5555555555555p-3  /* -1/3! */
#define CLB_SIN_S2 0x1.1111111111111p-7   /* 1/5! */
#define CLB_SIN_S3 -0x1.a01a01a01a01ap-13 /* -1/7! */
#define CLB_SIN_S4 0x1.71de3a556c734p-19  /* 1/9! */
#define CLB_SIN_S5 -0x1.ae64567f544e4p-26 /* -1/11! */
#define CLB_SIN_S6 0x1.6124613a86d09p-33  /* 1/13! */
#define CLB_SIN_S7 -0x1.ae7f3e733b81fp-41 /* -1/15! */
#define CLB_SIN_S8 0x1.952c77030ad4ap-49  /* 1/17! */
#define CLB_SIN_S9 -0x1.2f49b46814157p-57 /* -1/19! */
#define CLB_COS_C2 0x1.5555555555555p-5   /* 1/4! */
#define CLB_COS_C3 -0x1.6c16c16c16c17p-10 /* -1/6! */
#define CLB_COS_C4 0x1.a01a01a01a01ap-16  /* 1/8! */
#define CLB_COS_C5 -0x1.27e4fb7789f5cp-22 /* -1/10! */
#define CLB_COS_C6 0x1.1eed8eff8d898p-29  /* 1/12! */
#define CLB_COS_C7 -0x1.93974a8c07c9dp-37 /* -1/14! */
#define CLB_COS_C8 0x1.ae7f3e733b81fp-45  /* 1/16! */
#define CLB_COS_C9 -0x1.6827863b97d97p-53 /* -1/18! */
#define CLB_COS_C10 0x1.e542ba4020225p-62 /* 1/20! */
#define CLB_PIO2_1 0x1.921fb54000000p+0   /* pi/2, bits 0..29 */
#define CLB_PIO2_2 0x1.10b4611800000p-30  /* pi/2, bits 30..59 */
#define CLB_PIO2_3 0x1.313198a000000p-61  /* pi/2, bits 60..89 */
#define CLB_PIO2_4 0x1.701b839a25205p-92  /* the rest of pi/2, rounded */
#define CLB_PIO2_HI 0x1.921fb54442d18p+0  /* pi/2 as a double-double */
#define CLB_PIO2_LO 0x1.1a62633145c07p-54
#define CLB_PI_HI 0x1.921fb54442d18p+1    /* pi as a double-double */
#define CLB_PI_LO 0x1.1a62633145c07p-53
#define CLB_TWO_OVER_PI 0x1.45f306dc9c883p-1
// Where the Cody-Waite reduction stops being exact enough.
#define CLB_TRIG_HUGE 0x1p22
// Below it sinpi and tanpi are pi x, rounded by __clb_pi_tiny_f64.
#define CLB_TRIGPI_TINY 0x1p-960

// The float fast path (<clb/float_fast.h>; gen/fit/trig_fast_constants.py
// prints these). A float x, |x| < CLB_TRIG_HUGE: k = nearest(x 2/pi),
// x - k CLB_PIO2_1 exact (k < 2^22 and the part's 28 bits; x and the product
// are multiples of 2^-28 and their difference is below 2), then k P2 and
// k P3 subtracted by one fma each: r = x - k pi/2 within 2u(1 + 2^-35) of
// itself (u = 2^-53), since over the floats of [pi/4, 2^22) |r| >= 2^-27.8
// (at k = 161) while k P3 < 2^-64 and pi/2 - P1 - P2 - P3 < 2^-141.
#define CLB_FAST_PIO2_2 0x1.10b4611a62633p-30 /* pi/2 - CLB_PIO2_1, rounded */
#define CLB_FAST_PIO2_3 0x1.45c06e0e68948p-86 /* the rest, rounded */
// sin r = r (1 + z S(z)), cos r = 1 + z C(z), z = r^2, |r| <= pi/4 (1 +
// 2^-20): truncated Chebyshev series, relative error 2^-57.1 (sin) and
// 2^-60.6 (cos) with these rounded coefficients; one length for both, so
// that a lane selects its coefficients by quadrant.
#define CLB_FAST_S1 -0x1.5555555555555p-3
#define CLB_FAST_S2 0x1.1111111111110p-7
#define CLB_FAST_S3 -0x1.a01a01a019938p-13
#define CLB_FAST_S4 0x1.71de3a5460a0fp-19
#define CLB_FAST_S5 -0x1.ae645412d6e00p-26
#define CLB_FAST_S6 0x1.61217f180a839p-33
#define CLB_FAST_S7 -0x1.ab17dac2a38f8p-41
#define CLB_FAST_C1 -0x1.0000000000000p-1
#define CLB_FAST_C2 0x1.5555555555551p-5
#define CLB_FAST_C3 -0x1.6c16c16c15d7ap-10
#define CLB_FAST_C4 0x1.a01a019de14ccp-16
#define CLB_FAST_C5 -0x1.27e4f8e4b7c7cp-22
#define CLB_FAST_C6 0x1.1eea7f3494056p-29
#define CLB_FAST_C7 -0x1.8ff9dc4723239p-37
// Below it a float is an integer (from 2^24 on, an even one).
#define CLB_FAST_TRIGPI_INT 0x1p24

#if CLB_HAS_FP64
// Payne-Hanek for one double, |x| >= CLB_TRIG_HUGE: the quadrant of |x|
// (k mod 4) and r with |x| = k pi/2 + r_hi + r_lo.
int __clb_trig_reduce_huge(double x, private double *r_hi, private double *r_lo);

// The float fast path's pieces, on floats widened to double. Error bound
// (u = 2^-53; the polynomials' own error is below 0.06u): r from
// __clb_fast_trig_reduce within 2u (above), from __clb_fast_trigpi_reduce
// within 1.4u (pi r rounded once, pi's double within 2^-54.5); a relative
// error d of r moves sin r by at most d (r cot r <= 1), cos r by 0.79d
// (r tan r <= pi/4) and tan r by 1.58d (2r / sin 2r <= pi/2). The kernel:
// z (u), the Horner steps (p within 1.1u: each step's z p' is below 5% of
// its coefficient), a z (one more u for sin), then a + a z p (u); a z p is
// at most 0.12 of sin r and 0.42 of cos r, so sin's kernel adds 1.4u and
// cos's 1.9u. So sin and cos are within 3.5u (2^-51.2), tan (both kernels,
// then one division) within 3.2u + 1.4u + 1.9u + u = 7.5u (2^-50.1);
// the E of sin.cl and tan.cl leave a factor 3.5 and 1.9 over these plus
// float_fast.h's own roundings (u).
#define CLB_FAST_TRIG_COEF(odd, T, i)                                          \
  ((odd) ? (T)CLB_FAST_C##i : (T)CLB_FAST_S##i)
#define CLB_FAST_TRIG_PIECES(T, ...)                                           \
  /* k with x = k pi/2 + r (*r NaN where |x| >= CLB_TRIG_HUGE or x is not  \
     finite). */                                                               \
  static inline CLB_OVLD CLB_SIGNED(T) __clb_fast_trig_reduce(T x,             \
                                                         private T *r) {       \
    CLB_SIGNED(T) k;                                                           \
    T kd = __clb_nearest_f64(x * CLB_TWO_OVER_PI, &k);                         \
    T t = __clb_fma_f64(-kd, CLB_PIO2_1, x);                                   \
    t = __clb_fma_f64(-kd, CLB_FAST_PIO2_2, t);                                \
    t = __clb_fma_f64(-kd, CLB_FAST_PIO2_3, t);                                \
    *r = CLB_FABS(x) < CLB_TRIG_HUGE ? t : (T)NAN;                             \
    return k;                                                                  \
  }                                                                            \
  /* n with x = n/2 + h exactly, |h| <= 1/4, and *r = pi h rounded. Floats  \
     from 2^24 on are even integers: h = 0, n = 0 (INF and NaN: NaN). */      \
  static inline CLB_OVLD CLB_SIGNED(T) __clb_fast_trigpi_reduce(T x,           \
                                                           private T *r) {     \
    CLB_SIGNED(T) n;                                                           \
    x = CLB_FABS(x) < CLB_FAST_TRIGPI_INT ? x : x - x;                        \
    *r = (x - 0.5 * __clb_nearest_f64(2.0 * x, &n)) * CLB_PI_HI;               \
    return n;                                                                  \
  }                                                                            \
  /* sin(n pi/2 + r): sin r or cos r by n's parity, one polynomial with    \
     the lane's coefficients, then the sign by n mod 4. */                     \
  static inline CLB_OVLD T __clb_fast_sin_quadrant(CLB_SIGNED(T) n, T r) {    \
    CLB_SIGNED(T) odd = (n & 1) != 0;                                          \
    T z = r * r;                                                               \
    T p = CLB_FAST_TRIG_COEF(odd, T, 7);                                       \
    p = __clb_fma_f64(z, p, CLB_FAST_TRIG_COEF(odd, T, 6));                    \
    p = __clb_fma_f64(z, p, CLB_FAST_TRIG_COEF(odd, T, 5));                    \
    p = __clb_fma_f64(z, p, CLB_FAST_TRIG_COEF(odd, T, 4));                    \
    p = __clb_fma_f64(z, p, CLB_FAST_TRIG_COEF(odd, T, 3));                    \
    p = __clb_fma_f64(z, p, CLB_FAST_TRIG_COEF(odd, T, 2));                    \
    p = __clb_fma_f64(z, p, CLB_FAST_TRIG_COEF(odd, T, 1));                    \
    T a = odd ? (T)1.0 : r;                                                    \
    T y = __clb_fma_f64(a * z, p, a);                                          \
    return (n & 2) != 0 ? -y : y;                                              \
  }                                                                            \
  /* tan(n pi/2 + r): sin r / cos r, or -cos r / sin r for odd n. */          \
  static inline CLB_OVLD T __clb_fast_tan_quadrant(CLB_SIGNED(T) n, T r) {    \
    T s = __clb_fast_sin_quadrant((CLB_SIGNED(T))0, r);                        \
    T c = __clb_fast_sin_quadrant((CLB_SIGNED(T))1, r);                        \
    CLB_SIGNED(T) odd = (n & 1) != 0;                                          \
    return (odd ? -c : s) / (odd ? s : c);                                     \
  }
CLB_WIDTHS_OF_double(CLB_FAST_TRIG_PIECES)
#endif

#endif
