// The double trigonometric cores' shared pieces (generic/math/double/sin.cl,
// cos.cl, tan.cl, sincos.cl; sinpi.cl, cospi.cl, tanpi.cl with their own
// exact reduction, __clb_trigpi_reduce_f64): plain scalar functions.
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
// correction step) and rounds once. The constants: <clb/trig.h>.
#ifndef CLB_DOUBLE_TRIG_H
#define CLB_DOUBLE_TRIG_H

#include <clb/double_arith.h>
#include <clb/math.h> /* __clb_rint */
#include <clb/trig.h> /* the constants, __clb_trig_reduce_huge */

#if CLB_HAS_FP64
// x = k pi/2 + *r_hi + *r_lo (x finite); returns k mod 4.
static inline long __clb_trig_reduce_f64(double x, private double *r_hi,
                                         private double *r_lo) {
  long k;
  double kd = __clb_nearest_f64(x * CLB_TWO_OVER_PI, &k);
  double t1 = x - kd * CLB_PIO2_1;
  double e2, e3;
  double t2 = __clb_two_sum_f64(t1, -kd * CLB_PIO2_2, &e2);
  double t3 = __clb_two_sum_f64(t2, -kd * CLB_PIO2_3, &e3);
  double lo = e2 + (e3 - kd * CLB_PIO2_4);
  double hi = t3 + lo;
  *r_hi = hi;
  *r_lo = lo - (hi - t3);
  // Rare: beyond Cody-Waite's range.
  if (__builtin_expect(__builtin_fabs(x) >= CLB_TRIG_HUGE && x - x == 0.0, 0)) {
    double h, l;
    long q = __clb_trig_reduce_huge(x, &h, &l);
    bool neg = x < 0.0;
    k = neg ? -q : q;
    *r_hi = neg ? -h : h;
    *r_lo = neg ? -l : l;
  }
  return k & 3;
}

// S(z), sin r = r + r^3 S(r^2); also sinh x = x - x^3 S(-x^2).
static inline double __clb_sin_poly_f64(double z) {
  return CLB_SIN_S1 + z * (CLB_SIN_S2 + z * (CLB_SIN_S3 + z * (CLB_SIN_S4 +
         z * (CLB_SIN_S5 + z * (CLB_SIN_S6 + z * (CLB_SIN_S7 + z * (CLB_SIN_S8 +
         z * CLB_SIN_S9)))))));
}

// C(z), cos r = 1 - r^2/2 + r^4 C(r^2).
static inline double __clb_cos_poly_f64(double z) {
  return CLB_COS_C2 + z * (CLB_COS_C3 + z * (CLB_COS_C4 + z * (CLB_COS_C5 +
         z * (CLB_COS_C6 + z * (CLB_COS_C7 + z * (CLB_COS_C8 + z * (CLB_COS_C9 +
         z * CLB_COS_C10)))))));
}

// S's i-th coefficient or, where odd, C's j-th.
#define CLB_TRIG_COEF(odd, i, j) ((odd) ? CLB_COS_C##j : CLB_SIN_S##i)

// S(z) or, where odd, C(z): the same Horner steps with the quadrant's
// coefficients, so that a quadrant needing one kernel evaluates one
// polynomial (bit for bit that of the poly it selects).
static inline double __clb_trig_poly_f64(long odd, double z) {
  return CLB_TRIG_COEF(odd, 1, 2) + z * (CLB_TRIG_COEF(odd, 2, 3) +
         z * (CLB_TRIG_COEF(odd, 3, 4) + z * (CLB_TRIG_COEF(odd, 4, 5) +
         z * (CLB_TRIG_COEF(odd, 5, 6) + z * (CLB_TRIG_COEF(odd, 6, 7) +
         z * (CLB_TRIG_COEF(odd, 7, 8) + z * (CLB_TRIG_COEF(odd, 8, 9) +
         z * CLB_TRIG_COEF(odd, 9, 10))))))));
}

// sin(r + r_lo) = r + lo (returned), z = r^2, p = S(z).
static inline double __clb_sin_lo_f64(double r, double r_lo, double z, double p) {
  return r * z * p + r_lo * (1.0 - 0.5 * z);
}

// cos(r + r_lo) = *hi + lo (returned), z = r^2, c = C(z).
static inline double __clb_cos_lo_f64(double r, double r_lo, double z, double c,
                                      private double *hi) {
  double z_lo = __clb_fma_f64(r, r, -z);
  double hz = 0.5 * z;
  double w = 1.0 - hz;
  *hi = w;
  return ((1.0 - w) - hz) + (z * z * c - (0.5 * z_lo + r * r_lo));
}

// sin(r_hi + r_lo) as *hi + lo (returned).
static inline double __clb_sin_kernel_f64(double r, double r_lo, private double *hi) {
  double z = r * r;
  *hi = r;
  return __clb_sin_lo_f64(r, r_lo, z, __clb_sin_poly_f64(z));
}

// cos(r_hi + r_lo) as *hi + lo (returned).
static inline double __clb_cos_kernel_f64(double r, double r_lo, private double *hi) {
  double z = r * r;
  return __clb_cos_lo_f64(r, r_lo, z, __clb_cos_poly_f64(z), hi);
}

// (a + a_lo) / (b + b_lo), one correction step, rounded once. The kernels'
// lo parts are not small against hi (sin's is r^3/6): each pair is
// renormalised first (|lo| < |hi|, so two adds are exact).
static inline double __clb_trig_div_f64(double a0, double a0_lo, double b0,
                                        double b0_lo) {
  double a = a0 + a0_lo, a_lo = a0_lo - (a - a0);
  double b = b0 + b0_lo, b_lo = b0_lo - (b - b0);
  double q = a / b;
  double rho = __clb_fma_f64(-q, b, a) + (a_lo - q * b_lo);
  return q + rho / b;
}

// sin, cos and tan of k pi/2 + r + r_lo, n = k mod 4, before their zeros
// and NaNs are settled.
static inline double __clb_sin_quadrant_f64(long n, double r, double r_lo) {
  long odd = (n & 1) != 0;
  double z = r * r, ch;
  double p = __clb_trig_poly_f64(odd, z);
  double sl = __clb_sin_lo_f64(r, r_lo, z, p);
  double cl = __clb_cos_lo_f64(r, r_lo, z, p, &ch);
  double v = odd ? ch + cl : r + sl;
  return (n & 2) != 0 ? -v : v;
}
static inline double __clb_cos_quadrant_f64(long n, double r, double r_lo) {
  return __clb_sin_quadrant_f64(n + 1, r, r_lo);
}
static inline double __clb_tan_quadrant_f64(long n, double r, double r_lo) {
  double sh, ch;
  double sl = __clb_sin_kernel_f64(r, r_lo, &sh);
  double cl = __clb_cos_kernel_f64(r, r_lo, &ch);
  return (n & 1) != 0 ? -__clb_trig_div_f64(ch, cl, sh, sl)
                      : __clb_trig_div_f64(sh, sl, ch, cl);
}

// |x| = n/2 + r exactly, |r| <= 1/4, for the pi functions (a = |x|):
// returns n mod 4 and pi r as *p_hi + *p_lo. |x| mod 2 first, exact (from 1
// on it is a multiple of |x|'s ulp below 2), so huge arguments (integers)
// need no other path; INF and NaN give NaN.
static inline long __clb_trigpi_reduce_f64(double a, private double *p_hi,
                                           private double *p_lo) {
  long n;
  double m = a >= 1.0 ? a - 2.0 * __builtin_floor(0.5 * a) : a;
  double r = m - 0.5 * __clb_nearest_f64(2.0 * m, &n);
  double p = r * CLB_PI_HI;
  *p_lo = __clb_fma_f64(r, CLB_PI_HI, -p) + r * CLB_PI_LO;
  *p_hi = p;
  return n & 3;
}

// pi a for a below CLB_TRIGPI_TINY, where pi r's low part would fall below
// the normal range (and sin, tan are pi a to 2^-1900), correctly rounded:
// a normal result rounded once scaled up, then scaled back exactly; a
// subnormal one (scaling back would round twice) as h + l = pi a in units
// of the least subnormal, rounded to an integer.
static inline double __clb_pi_tiny_f64(double a) {
  double s = a * 0x1p200;
  double normal = __clb_fma_f64(s, CLB_PI_HI, s * CLB_PI_LO) * 0x1p-200;
  double u = a * 0x1p1000 * 0x1p74;
  double h = u * CLB_PI_HI;
  double l = __clb_fma_f64(u, CLB_PI_HI, -h) + u * CLB_PI_LO;
  double n = __clb_rint(h);
  double t = (h - n) + l;
  n = t > 0.5 ? n + 1.0 : t < -0.5 ? n - 1.0 : n;
  return h < 0x1p52 ? n * 0x1p-1000 * 0x1p-74 : normal;
}
#endif

#endif
