// The double inverse trigonometric cores' shared pieces
// (generic/math/double/atan.cl, atanpi.cl, asin.cl, asinpi.cl, acos.cl,
// acospi.cl, atan2.cl, atan2pi.cl): plain scalar functions.
//
// Every member is the angle of a point (x, y), x and y >= 0 given as
// double-doubles and x's sign bit apart: atan(x) of (1, |x|), asin(x) of
// (sqrt(1 - x^2), |x|), acos(x) of (x, sqrt(1 - x^2)), with
// 1 - x^2 = (1 - x*x) carried exactly (fma) and its square root corrected
// by one Newton step into a double-double (__clb_atan_cos_of_sin_f64).
// __clb_atan_angle_f64 then takes
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
// double-double (__clb_atan_over_pi_f64), rounded once.
//
// The constants: <clb/atan.h>.
#ifndef CLB_DOUBLE_ATAN_H
#define CLB_DOUBLE_ATAN_H

#include <clb/atan.h> /* the constants, pi/2 as a double-double */
#include <clb/double_arith.h>
#include <clb/double_exp.h> /* __clb_scale_f64 */
#include <clb/math.h> /* __clb_exponent, __clb_sqrt */

#if CLB_HAS_FP64
// One table entry: kd (an integer in 0..8, as a double) selects atan(kd/8).
#define CLB_ATAN_PICK(i)                                                       \
  h = kd == (double)i ? CLB_ATAN_##i##_HI : h;                                 \
  l = kd == (double)i ? CLB_ATAN_##i##_LO : l;

// atan(kd/8) as hi + *lo, kd in 0..8 (selects: no lookups).
static inline double __clb_atan_table_f64(double kd, private double *lo) {
  double h = 0.0, l = 0.0;
  CLB_ATAN_PICK(1) CLB_ATAN_PICK(2) CLB_ATAN_PICK(3) CLB_ATAN_PICK(4)
  CLB_ATAN_PICK(5) CLB_ATAN_PICK(6) CLB_ATAN_PICK(7) CLB_ATAN_PICK(8)
  *lo = l;
  return h;
}

// The angle of (x, y) = (ax + ax_lo, ay + ay_lo), ax, ay >= 0, in [0, pi]
// (beyond pi/2 where xs's sign bit is set), as (hi + *lo) 2^*kx; *kx is 0
// but where the angle is below 2^-900 (see the top of this file).
static inline double __clb_atan_angle_f64(double ay, double ay_lo, double ax,
                                          double ax_lo, double xs,
                                          private double *lo,
                                          private long *kx) {
  bool swap = ay > ax;
  bool xneg = __builtin_astype(xs, long) < 0;
  double n = swap ? ax : ay, nl = swap ? ax_lo : ay_lo;
  double d = swap ? ay : ax, dl = swap ? ay_lo : ax_lo;
  // t = n / d as m 2^k, m + ml in (1/2, 2), exact scalings.
  long en = __clb_exponent(n), ed = __clb_exponent(d);
  double mn = __clb_scale_f64(n, -en), mnl = __clb_scale_f64(nl, -en);
  double md = __clb_scale_f64(d, -ed), mdl = __clb_scale_f64(dl, -ed);
  double m = mn / md;
  double ml = (__clb_fma_f64(-m, md, mn) + mnl - m * mdl) / md;
  long k = en - ed;
  k = k < -1200 ? (long)-1200 : k;
  bool infn = __builtin_fabs(n) == (double)INFINITY;
  bool zero = n == 0.0 || __builtin_fabs(d) == (double)INFINITY;
  bool tiny = k < -900 && !swap && !xneg && !zero;
  double t = __clb_scale_f64(m, k), tl = __clb_scale_f64(ml, k);
  t = infn ? 1.0 : zero ? 0.0 : t; // both infinite: 1
  tl = infn || zero ? 0.0 : tl;
  // atan(t + tl) = atan(c) + atan(z).
  long i;
  double kd = __clb_nearest_f64(8.0 * t, &i);
  double c = 0.125 * kd;
  double nh = (t - c) + tl, nlo = tl - (nh - (t - c));
  double cq = c * t, cql = __clb_fma_f64(c, t, -cq) + c * tl;
  double dh = 1.0 + cq, dlo = ((1.0 - dh) + cq) + cql;
  double z = nh / dh;
  double zl = (__clb_fma_f64(-z, dh, nh) + nlo - z * dlo) / dh;
  double z2 = z * z;
  double p = z * z2 * (CLB_ATAN_P1 + z2 * (CLB_ATAN_P2 + z2 * (CLB_ATAN_P3 +
             z2 * (CLB_ATAN_P4 + z2 * (CLB_ATAN_P5 + z2 * (CLB_ATAN_P6 +
             z2 * CLB_ATAN_P7))))));
  double al, e;
  double ah = __clb_atan_table_f64(kd, &al);
  double h = __clb_two_sum_f64(ah, z, &e);
  double l = e + (al + (zl + p));
  double u = __clb_two_sum_f64(CLB_PIO2_HI, -h, &e);
  l = swap ? e + (CLB_PIO2_LO - l) : l;
  h = swap ? u : h;
  u = __clb_two_sum_f64(2 * CLB_PIO2_HI, -h, &e);
  l = xneg ? e + (2 * CLB_PIO2_LO - l) : l;
  h = xneg ? u : h;
  *kx = tiny ? k : (long)0;
  *lo = tiny ? ml : l;
  return tiny ? m : h;
}

// (h + lo) / pi, rounded once.
static inline double __clb_atan_over_pi_f64(double h, double lo) {
  double p = h * CLB_INV_PI_HI;
  return p + (__clb_fma_f64(h, CLB_INV_PI_HI, -p) +
              (h * CLB_INV_PI_LO + lo * CLB_INV_PI_HI));
}

// sqrt(1 - a^2) as hi + *lo, a in [0, 1].
static inline double __clb_atan_cos_of_sin_f64(double a, private double *lo) {
  double p = a * a, pl = __clb_fma_f64(a, a, -p);
  double w = 1.0 - p, wl = ((1.0 - w) - p) - pl;
  double s = __clb_sqrt(w);
  *lo = s == 0.0 ? 0.0 : (__clb_fma_f64(-s, s, w) + wl) / (2.0 * s);
  return s;
}
#endif

#endif
