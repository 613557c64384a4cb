// The trigonometric family's shared pieces (generic/math/sin.cl, cos.cl,
// tan.cl, sincos.cl, and sinpi.cl, cospi.cl, tanpi.cl with their own exact
// reduction, __clb_trigpi_reduce).
//
// Reduction: x = k pi/2 + r, k an integer, |r| <= pi/4, r kept as
// r_hi + r_lo. Below 2^22, Cody and Waite's way: pi/2 in three 30-bit parts
// (k times each is exact, k < 2^23) and a rounded fourth, subtracted in
// turn with exact two-sums, so when x is close to a multiple of pi/2 the
// cancelling terms cancel exactly. From 2^22 on, Payne and Hanek's:
// __clb_trig_reduce_huge (generic/math/clb_two_over_pi.cl) multiplies x's
// significand exactly by the bits of 2/pi that matter.
//
// Kernels on |r| <= pi/4, each as a double-double (hi + lo):
//   sin r = r + r^3 S(r^2)             Taylor to r^19
//   cos r = 1 - r^2/2 + r^4 C(r^2)     Taylor to r^20, 1 - r^2/2 split so
//                                      its rounding error is kept
// (gen/fit/trig_constants.py: the terms left out are below 2^-70). sin and
// cos round hi + lo once; tan divides the two double-doubles (one
// correction step) and rounds once.
//
// As in <clb/exp.h>, float and half work in double and round once.
#ifndef CLB_TRIG_H
#define CLB_TRIG_H

#include <clb/exp.h> /* __clb_exp_fma, the float path */
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
// Below it sinpi and tanpi are pi x, rounded by __clb_pi_tiny.
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
// S_i or, for odd lanes, C_j (__clb_trig_poly).
#define CLB_TRIG_SEL(odd, T, i, j) ((odd) ? (T)CLB_COS_C##j : (T)CLB_SIN_S##i)

// Payne-Hanek for one double, |x| >= CLB_TRIG_HUGE: the quadrant of |x|
// (k mod 4) and r with |x| = k pi/2 + r_hi + r_lo.
int __clb_trig_reduce_huge(double x, private double *r_hi, private double *r_lo);

#define CLB_TRIG_PIECES(T, ...)                                                \
  /* exact a + b as s + e */                                                   \
  static inline CLB_OVLD T __clb_two_sum(T a, T b, private T *e) {             \
    T s = a + b;                                                               \
    T bb = s - a;                                                              \
    *e = (a - (s - bb)) + (b - bb);                                            \
    return s;                                                                  \
  }                                                                            \
  /* x = k pi/2 + r_hi + r_lo; returns k mod 4 (x finite). */                  \
  static inline CLB_OVLD CLB_SIGNED(T)                                         \
      __clb_trig_reduce(T x, private T *r_hi, private T *r_lo) {              \
    typedef CLB_SIGNED(T) I;                                                   \
    I k;                                                                       \
    T kd = __clb_exp_nearest(x * CLB_TWO_OVER_PI, &k);                         \
    T t1 = x - kd * CLB_PIO2_1;                                                \
    T e2, e3;                                                                  \
    T t2 = __clb_two_sum(t1, -kd * CLB_PIO2_2, &e2);                           \
    T t3 = __clb_two_sum(t2, -kd * CLB_PIO2_3, &e3);                           \
    T lo = e2 + (e3 - kd * CLB_PIO2_4);                                        \
    T hi = t3 + lo;                                                            \
    *r_hi = hi;                                                                \
    *r_lo = lo - (hi - t3);                                                    \
    /* Rare: lanes beyond Cody-Waite's range, one at a time. (Each lane is \
       tested on its own: a vector "any" becomes an i4 or i8 bit mask that  \
       the SPIR-V translator cannot take.) */                                \
    union { T v; double a[CLB_WIDTH(T)]; } ux = {x}, uh = {*r_hi},             \
                                           ul = {*r_lo};                       \
    union { I v; long a[CLB_WIDTH(T)]; } uk = {k};                             \
    for (int i = 0; i < CLB_WIDTH(T); ++i)                                     \
      if (__builtin_expect(__builtin_elementwise_abs(ux.a[i]) >= CLB_TRIG_HUGE && \
                           ux.a[i] - ux.a[i] == 0.0, 0)) {                     \
        double h, l;                                                           \
        long q = __clb_trig_reduce_huge(ux.a[i], &h, &l);                      \
        bool neg = ux.a[i] < 0.0;                                              \
        uk.a[i] = neg ? -q : q;                                                \
        uh.a[i] = neg ? -h : h;                                                \
        ul.a[i] = neg ? -l : l;                                                \
      }                                                                        \
    *r_hi = uh.v;                                                              \
    *r_lo = ul.v;                                                              \
    k = uk.v;                                                                  \
    return k & 3;                                                              \
  }                                                                            \
  /* S(z), sin r = r + r^3 S(r^2); also sinh x = x - x^3 S(-x^2). */        \
  static inline CLB_OVLD T __clb_sin_poly(T z) {                               \
    return CLB_SIN_S1 + z * (CLB_SIN_S2 + z * (CLB_SIN_S3 + z * (CLB_SIN_S4 +  \
           z * (CLB_SIN_S5 + z * (CLB_SIN_S6 + z * (CLB_SIN_S7 + z * (CLB_SIN_S8 + \
           z * CLB_SIN_S9)))))));                                              \
  }                                                                            \
  /* C(z), cos r = 1 - r^2/2 + r^4 C(r^2). */                                 \
  static inline CLB_OVLD T __clb_cos_poly(T z) {                               \
    return CLB_COS_C2 + z * (CLB_COS_C3 + z * (CLB_COS_C4 + z * (CLB_COS_C5 +  \
           z * (CLB_COS_C6 + z * (CLB_COS_C7 + z * (CLB_COS_C8 + z * (CLB_COS_C9 + \
           z * CLB_COS_C10)))))));                                             \
  }                                                                            \
  /* S(z) or, where odd, C(z): the same Horner steps with the lane's         \
     coefficients, so a quadrant that needs one kernel evaluates one         \
     polynomial (the result bit for bit that of the poly it selects). */      \
  static inline CLB_OVLD T __clb_trig_poly(CLB_SIGNED(T) odd, T z) {          \
    return CLB_TRIG_SEL(odd, T, 1, 2) + z * (CLB_TRIG_SEL(odd, T, 2, 3) +      \
           z * (CLB_TRIG_SEL(odd, T, 3, 4) + z * (CLB_TRIG_SEL(odd, T, 4, 5) + \
           z * (CLB_TRIG_SEL(odd, T, 5, 6) + z * (CLB_TRIG_SEL(odd, T, 6, 7) + \
           z * (CLB_TRIG_SEL(odd, T, 7, 8) + z * (CLB_TRIG_SEL(odd, T, 8, 9) + \
           z * CLB_TRIG_SEL(odd, T, 9, 10))))))));                             \
  }                                                                            \
  /* sin(r + r_lo) = r + lo (returned), z = r^2, p = S(z). */                 \
  static inline CLB_OVLD T __clb_sin_lo(T r, T r_lo, T z, T p) {               \
    return r * z * p + r_lo * (1.0 - 0.5 * z);                                 \
  }                                                                            \
  /* cos(r + r_lo) = *hi + lo (returned), z = r^2, c = C(z). */               \
  static inline CLB_OVLD T __clb_cos_lo(T r, T r_lo, T z, T c, private T *hi) { \
    T z_lo = __clb_exp_fma(r, r, -z);                                          \
    T hz = 0.5 * z;                                                            \
    T w = 1.0 - hz;                                                            \
    *hi = w;                                                                   \
    return ((1.0 - w) - hz) + (z * z * c - (0.5 * z_lo + r * r_lo));           \
  }                                                                            \
  /* sin(r_hi + r_lo) as *hi + lo (returned). */                               \
  static inline CLB_OVLD T __clb_sin_kernel(T r, T r_lo, private T *hi) {     \
    T z = r * r;                                                               \
    *hi = r;                                                                   \
    return __clb_sin_lo(r, r_lo, z, __clb_sin_poly(z));                        \
  }                                                                            \
  /* cos(r_hi + r_lo) as *hi + lo (returned). */                               \
  static inline CLB_OVLD T __clb_cos_kernel(T r, T r_lo, private T *hi) {     \
    T z = r * r;                                                               \
    return __clb_cos_lo(r, r_lo, z, __clb_cos_poly(z), hi);                    \
  }                                                                            \
  /* (a + a_lo) / (b + b_lo), one correction step, rounded once. The       \
     kernels' lo parts are not small against hi (sin's is r^3/6): each pair  \
     is renormalised first (|lo| < |hi|, so two adds are exact). */           \
  static inline CLB_OVLD T __clb_trig_div(T a0, T a0_lo, T b0, T b0_lo) {      \
    T a = a0 + a0_lo, a_lo = a0_lo - (a - a0);                                 \
    T b = b0 + b0_lo, b_lo = b0_lo - (b - b0);                                 \
    T q = a / b;                                                               \
    T rho = __clb_exp_fma(-q, b, a) + (a_lo - q * b_lo);                       \
    return q + rho / b;                                                        \
  }                                                                            \
  /* sin, cos and tan of k pi/2 + r_hi + r_lo, n = k mod 4, before their     \
     zeros and NaNs are settled. */                                            \
  static inline CLB_OVLD T __clb_sin_quadrant(CLB_SIGNED(T) n, T r, T r_lo) { \
    CLB_SIGNED(T) odd = (n & 1) != 0;                                          \
    T z = r * r, ch;                                                           \
    T p = __clb_trig_poly(odd, z);                                             \
    T sl = __clb_sin_lo(r, r_lo, z, p);                                        \
    T cl = __clb_cos_lo(r, r_lo, z, p, &ch);                                   \
    T v = odd ? ch + cl : r + sl;                                              \
    return (n & 2) != 0 ? -v : v;                                              \
  }                                                                            \
  static inline CLB_OVLD T __clb_cos_quadrant(CLB_SIGNED(T) n, T r, T r_lo) { \
    return __clb_sin_quadrant(n + 1, r, r_lo);                                 \
  }                                                                            \
  static inline CLB_OVLD T __clb_tan_quadrant(CLB_SIGNED(T) n, T r, T r_lo) { \
    T sh, ch;                                                                  \
    T sl = __clb_sin_kernel(r, r_lo, &sh);                                     \
    T cl = __clb_cos_kernel(r, r_lo, &ch);                                     \
    return (n & 1) != 0 ? -__clb_trig_div(ch, cl, sh, sl)                      \
                        : __clb_trig_div(sh, sl, ch, cl);                      \
  }                                                                            \
  /* |x| = n/2 + r exactly, |r| <= 1/4, for the pi functions: returns n mod  \
     4 and pi r as *p_hi + *p_lo. |x| mod 2 first, exact (from 1 on it is a  \
     multiple of |x|'s ulp below 2), so huge arguments (integers) need no    \
     other path; INF and NaN give NaN. */                                     \
  static inline CLB_OVLD CLB_SIGNED(T)                                         \
      __clb_trigpi_reduce(T a, private T *p_hi, private T *p_lo) {            \
    CLB_SIGNED(T) n;                                                           \
    T m = a >= 1.0 ? a - 2.0 * __builtin_elementwise_floor(0.5 * a) : a;      \
    T r = m - 0.5 * __clb_exp_nearest(2.0 * m, &n);                            \
    T p = r * CLB_PI_HI;                                                       \
    *p_lo = __clb_exp_fma(r, CLB_PI_HI, -p) + r * CLB_PI_LO;                   \
    *p_hi = p;                                                                 \
    return n & 3;                                                              \
  }                                                                            \
  /* pi a for a below CLB_TRIGPI_TINY, where pi r's low part would fall     \
     below the normal range (and sin, tan are pi a to 2^-1900), correctly    \
     rounded: a normal result rounded once scaled up, then scaled back       \
     exactly; a subnormal one (scaling back would round twice) as h + l =    \
     pi a in units of the least subnormal, rounded to an integer. */          \
  static inline CLB_OVLD T __clb_pi_tiny(T a) {                                \
    T s = a * 0x1p200;                                                         \
    T normal = __clb_exp_fma(s, CLB_PI_HI, s * CLB_PI_LO) * 0x1p-200;          \
    T u = a * 0x1p1000 * 0x1p74;                                               \
    T h = u * CLB_PI_HI;                                                       \
    T l = __clb_exp_fma(u, CLB_PI_HI, -h) + u * CLB_PI_LO;                     \
    T n = __clb_rint(h);                                                       \
    T t = (h - n) + l;                                                         \
    n = t > 0.5 ? n + 1.0 : t < -0.5 ? n - 1.0 : n;                            \
    return h < 0x1p52 ? n * 0x1p-1000 * 0x1p-74 : normal;                      \
  }
CLB_WIDTHS_OF_double(CLB_TRIG_PIECES)

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
    T kd = __clb_exp_nearest(x * CLB_TWO_OVER_PI, &k);                         \
    T t = __clb_exp_fma(-kd, CLB_PIO2_1, x);                                   \
    t = __clb_exp_fma(-kd, CLB_FAST_PIO2_2, t);                                \
    t = __clb_exp_fma(-kd, CLB_FAST_PIO2_3, t);                                \
    *r = CLB_FABS(x) < CLB_TRIG_HUGE ? t : (T)NAN;                             \
    return k;                                                                  \
  }                                                                            \
  /* n with x = n/2 + h exactly, |h| <= 1/4, and *r = pi h rounded. Floats  \
     from 2^24 on are even integers: h = 0, n = 0 (INF and NaN: NaN). */      \
  static inline CLB_OVLD CLB_SIGNED(T) __clb_fast_trigpi_reduce(T x,           \
                                                           private T *r) {     \
    CLB_SIGNED(T) n;                                                           \
    x = CLB_FABS(x) < CLB_FAST_TRIGPI_INT ? x : x - x;                        \
    *r = (x - 0.5 * __clb_exp_nearest(2.0 * x, &n)) * CLB_PI_HI;               \
    return n;                                                                  \
  }                                                                            \
  /* sin(n pi/2 + r): sin r or cos r by n's parity, one polynomial with    \
     the lane's coefficients, then the sign by n mod 4. */                     \
  static inline CLB_OVLD T __clb_fast_sin_quadrant(CLB_SIGNED(T) n, T r) {    \
    CLB_SIGNED(T) odd = (n & 1) != 0;                                          \
    T z = r * r;                                                               \
    T p = CLB_FAST_TRIG_COEF(odd, T, 7);                                       \
    p = __clb_exp_fma(z, p, CLB_FAST_TRIG_COEF(odd, T, 6));                    \
    p = __clb_exp_fma(z, p, CLB_FAST_TRIG_COEF(odd, T, 5));                    \
    p = __clb_exp_fma(z, p, CLB_FAST_TRIG_COEF(odd, T, 4));                    \
    p = __clb_exp_fma(z, p, CLB_FAST_TRIG_COEF(odd, T, 3));                    \
    p = __clb_exp_fma(z, p, CLB_FAST_TRIG_COEF(odd, T, 2));                    \
    p = __clb_exp_fma(z, p, CLB_FAST_TRIG_COEF(odd, T, 1));                    \
    T a = odd ? (T)1.0 : r;                                                    \
    T y = __clb_exp_fma(a * z, p, a);                                          \
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
