// The double erf and erfc cores' shared pieces (generic/math/double/erf.cl,
// erfc.cl): plain scalar functions.
//
// Two approximations (gen/fit/erf_constants.py):
//  |x| < 1:   erf(x) = x + x P(x^2), P of degree 13 (rounded once, by an
//             fma); erfc(x) = (1 - x) - x P(x^2), 1 - x formed exactly
//  x >= 1/2:  erfc(x) = exp(-x^2) R(x), R in six pieces of degree 15: below
//             2 R itself in x, from 2 x R(x) in 1/x^2 (it tends to
//             1/sqrt(pi)), its constant term a double-double; exp(-x^2)
//             with x^2 exact as a double-double through
//             <clb/double_exp.h>'s exp(r_hi + r_lo) = 1 + s, and
//             erfc = 2^k (R + R s) rounded once, then scaled (the
//             underflow near x = 26.5 rounds once more, into the subnormal
//             range)
//  otherwise: erf(x) = 1 - erfc(x), erfc(-x) = 2 - erfc(x), each formed
//             with an exact two-sum and rounded once.
// Beyond 27.5 erfc is below half the least subnormal: x is clamped there.
#ifndef CLB_DOUBLE_ERF_H
#define CLB_DOUBLE_ERF_H

#include <clb/double_arith.h>
#include <clb/double_exp.h>

// gen/fit/erf_constants.py prints these.
#define CLB_ERF_P0 0x1.06eba8214db69p-3
#define CLB_ERF_P1 -0x1.812746b0379e7p-2
#define CLB_ERF_P2 0x1.ce2f21a042bdep-4
#define CLB_ERF_P3 -0x1.b82ce312889bep-6
#define CLB_ERF_P4 0x1.565bcd0e650e1p-8
#define CLB_ERF_P5 -0x1.c02db3feedba8p-11
#define CLB_ERF_P6 0x1.f9a326c2864b4p-14
#define CLB_ERF_P7 -0x1.f4d2562282ff2p-17
#define CLB_ERF_P8 0x1.b9e65114fcc87p-20
#define CLB_ERF_P9 -0x1.5f6d978de772fp-23
#define CLB_ERF_P10 0x1.fc43a356a068dp-27
#define CLB_ERF_P11 -0x1.4e61eb4124ecbp-30
#define CLB_ERF_P12 0x1.7f0f204500b63p-34
#define CLB_ERF_P13 -0x1.29cd9cfb6be5fp-38

#if CLB_HAS_FP64
// R's pieces (generic/math/clb_erfc_pieces.cl: the table and its layout).
extern constant double __clb_erfc_pieces[6][18];

// P(t) for erf's x + x P(x^2).
static inline double __clb_erf_p_f64(double t) {
  return CLB_ERF_P0 + t * (CLB_ERF_P1 + t * (CLB_ERF_P2 + t * (CLB_ERF_P3 +
         t * (CLB_ERF_P4 + t * (CLB_ERF_P5 + t * (CLB_ERF_P6 +
         t * (CLB_ERF_P7 + t * (CLB_ERF_P8 + t * (CLB_ERF_P9 +
         t * (CLB_ERF_P10 + t * (CLB_ERF_P11 + t * (CLB_ERF_P12 +
         t * CLB_ERF_P13))))))))))));
}

// erfc(x) = 2^k (hi + lo) for x in [1/2, 27.5], hi + lo not yet rounded.
static inline double __clb_erfc_big_f64(double x, private double *lo,
                                        private long *k) {
  int i = x < 2.0 ? (int)((x - 0.5) * 2.0) : x < 3.0 ? 3 : x < 4.5 ? 4 : 5;
  constant double *c = __clb_erfc_pieces[i];
  double v = i >= 3 ? 1.0 / (x * x) - c[0] : x - c[0];
  double p = c[17];
  for (int j = 16; j >= 3; --j)
    p = __clb_fma_f64(p, v, c[j]);
  double e;
  double h = __clb_two_sum_f64(c[1], p * v, &e);
  e += c[2];
  if (i >= 3) { /* (h + e) / x, to about 2^-105 */
    double q = h / x;
    e = (__clb_fma_f64(-q, x, h) + e) / x;
    h = q;
  }
  /* exp(-x^2), x^2 = xx + xl exactly: 2^k (1 + s) (see double_exp.h). */
  double xx = x * x;
  double xl = __clb_fma_f64(x, x, -xx);
  double kd = __clb_nearest_f64(-xx * CLB_LOG2E, k);
  double s = __clb_exp_s_f64(-xx - kd * CLB_LN2_HI32, -xl - kd * CLB_LN2_LO32);
  *lo = e + h * s;
  return h;
}

// erfc(|x|) for |x| >= 1/2 as hi + lo, scaled, for erf and erfc(x < 0):
// there it is at most erfc(1/2) and its last bits hardly matter.
static inline double __clb_erfc_scaled_f64(double x, private double *lo) {
  long k;
  double l;
  double h = __clb_erfc_big_f64(__builtin_fmin(__builtin_fabs(x), 27.5), &l,
                                &k);
  *lo = __clb_scale_f64(l, k);
  return __clb_scale_f64(h, k);
}
#endif

#endif
