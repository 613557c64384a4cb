// erf and erfc, from two approximations (gen/fit/erf_constants.py):
//  |x| < 1:   erf(x) = x + x P(x^2), P of degree 13 (rounded once, by an fma);
//             erfc(x) = (1 - x) - x P(x^2), 1 - x formed exactly
//  x >= 1/2:  erfc(x) = exp(-x^2) R(x), R in six pieces of degree 15: below 2
//             R itself in x, from 2 x R(x) in 1/x^2 (it tends to 1/sqrt(pi)),
//             its constant term a double-double; exp(-x^2) with x^2 exact as a
//             double-double through <clb/exp.h>'s exp(r_hi + r_lo) = 1 + s, and
//             erfc = 2^k (R + R s) rounded once, then scaled (the underflow
//             near x = 26.5 rounds once more, into the subnormal range)
//  otherwise: erf(x) = 1 - erfc(x), erfc(-x) = 2 - erfc(x), each formed with
//             an exact two-sum and rounded once.
// Beyond 27.5 erfc is below half the least subnormal: x is clamped there.
// Scalar double cores, mapped over the vector widths (the pieces are a table,
// one per lane); half is the double one rounded once, float below.
//
// Measured: double erf 0.938 ulp, erfc 1.745 ulp at 0x1.c8bb814dffc5dp+2
// (2^22 inputs a function against MPFR on the H100, docs/accuracy.md; the
// suite's 2^16 gave 0.601 and 0.821); float correctly rounded on all 2^32
// inputs (0.5 ulp, the exhaustive GPU sweep), half on every input tried.
// float and half by default: the float core, generic/math/float/erff.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
// float and half by default: the float core, generic/math/float/erfcf.cl
// (its own comment has the algorithm and the measured bound); the float
// path described above is the correctly rounded variant
// (-cl-clb-correctly-rounded-math, <clb/float_math.h>).
#include <clb/math.h>
#include <clb/float_fast.h>
#include <clb/gamma_fast.h>
#include <clb/trig.h> /* __clb_two_sum, <clb/exp.h> */
#include <clb/float_math.h>

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
// R's pieces: x in [1/2, 1), [1, 3/2), [3/2, 2) (R in v = x - middle) and
// [2, 3), [3, 9/2), [9/2, 27.5] (x R in v = 1/x^2 - middle), each {middle,
// constant term hi, lo, then the coefficients of v to v^15}.
constant double __clb_erfc_pieces[6][18] = {
    /* x in [0.5, 1.0): error 7.66e-18 */
    {0x1.8000000000000p-1, 0x1.038d54ea3d834p-1, -0x1.ec28aa26fd92cp-55,
     -0x1.78cdd551ee51ap-2, 0x1.d90093ae10928p-3, -0x1.09e77d40e0239p-3,
     0x1.1192f5bd686e0p-4, -0x1.054d68295b17ep-5, 0x1.d43a7c7a8d34bp-7,
     -0x1.8c97dd4ecb656p-8, 0x1.3f8189568a0d5p-9, -0x1.ec0cf4a28a391p-11,
     0x1.6b9854fcf9488p-12, -0x1.02b17ec79e0a8p-13, 0x1.635a1b87a16a8p-15,
     -0x1.d89a2d231b780p-17, 0x1.384f04630f823p-18, -0x1.879be30dadf2cp-20},
    /* x in [1.0, 1.5): error 9.22e-18 */
    {0x1.4000000000000p+0, 0x1.78a692138767ap-2, 0x1.46eec8abf3336p-63,
     -0x1.abaacdbfa8b07p-3, 0x1.b56f45eef7e58p-4, -0x1.9b635ac624ad5p-5,
     0x1.68a25a6641eeep-6, -0x1.299636d6c5855p-7, 0x1.d1b695aac9c43p-9,
     -0x1.5b8bc94c6e6d7p-10, 0x1.f0fe6f9ae5e2fp-12, -0x1.55c07d0db16f2p-13,
     0x1.c57052782d429p-15, -0x1.22fc546264fb9p-16, 0x1.6a07b56871d10p-18,
     -0x1.b5a70d58ee0a1p-20, 0x1.06b5e7cf4e693p-21, -0x1.2d5301b773feap-23},
    /* x in [1.5, 2.0): error 1.31e-17 */
    {0x1.c000000000000p+0, 0x1.23cfc2f1dc7e0p-2, 0x1.3b0ff8b51365dp-57,
     -0x1.0c3d538446447p-3, 0x1.c8d0cef0f810dp-5, -0x1.6cb52fe48945fp-6,
     0x1.13648a11ffe68p-7, -0x1.8bf716a8eabd4p-9, 0x1.106bd5c0462a1p-10,
     -0x1.6838884abbb2ap-12, 0x1.cb4c6872af3ffp-14, -0x1.1b2912c4f7edfp-15,
     0x1.5273ffa571982p-17, -0x1.88fb3f498cd75p-19, 0x1.bc018af01735bp-21,
     -0x1.e90cff915f811p-23, 0x1.0b6c542004457p-24, -0x1.191b52b6ac18ep-26},
    /* x in [2.0, 3.0): error 1.6e-18 */
    {0x1.71c71c71c71c7p-3, 0x1.0bd1da75be162p-1, 0x1.eda26ed15b8c2p-57,
     -0x1.8064f60a8285ep-3, 0x1.5580f21e89a0ep-3, -0x1.b15e6e994a37ap-3,
     0x1.523fbc5c3b728p-2, -0x1.2f97540d84861p-1, 0x1.2ddc687ffe681p+0,
     -0x1.44dce131f64f2p+1, 0x1.748c1a896cee4p+2, -0x1.c23ad6c0835d6p+3,
     0x1.1c7643fe087a3p+5, -0x1.75472f6eade76p+6, 0x1.f3a85b11bc3bfp+7,
     -0x1.5b97ec357aac8p+9, 0x1.2ce459f986698p+11, -0x1.c15c1a84d38b5p+12},
    /* x in [3.0, 4.5): error 6.43e-19 */
    {0x1.48b0fcd6e9e06p-4, 0x1.1672d9fd2263dp-1, 0x1.d2c59cec2bb80p-56,
     -0x1.d587e73c1bf28p-3, 0x1.0924647b0ae85p-2, -0x1.c46670723395cp-2,
     0x1.ef5a91d58156ap-1, -0x1.427d0e249aafap+1, 0x1.de0f10c2cd61ap+2,
     -0x1.8862276e36164p+4, 0x1.5dec5c65e8623p+6, -0x1.4e6e07df87c6dp+8,
     0x1.530b44f96dd68p+10, -0x1.69ae952b315eep+12, 0x1.91ed0035b6916p+14,
     -0x1.d1dfbcc6fcc47p+16, 0x1.366322408a681p+19, -0x1.85e05beb97f98p+21},
    /* x in [4.5, 27.5): error 4.49e-19 */
    {0x1.9f6027c091919p-6, 0x1.1d559fb96734bp-1, 0x1.e6a386154e6cfp-55,
     -0x1.0cc4411d08016p-2, 0x1.6b39579fbf19bp-2, -0x1.885002b617673p-1,
     0x1.1d20e975b452fp+1, -0x1.00a6e6d20b99bp+3, 0x1.107d97869d5c6p+5,
     -0x1.4a8243125ae1dp+7, 0x1.bfcd95948cb7cp+9, -0x1.4d4d2d583f920p+12,
     0x1.0d376ad706a53p+15, -0x1.d310d6b9680cbp+17, 0x1.a9bda327adf11p+20,
     -0x1.9e2a25a6add34p+23, 0x1.058a3bc75b2bbp+27, -0x1.225e62ef761f6p+30},
};

// P(t) for erf's x + x P(x^2).
static double __clb_erf_p(double t) {
  return CLB_ERF_P0 + t * (CLB_ERF_P1 + t * (CLB_ERF_P2 + t * (CLB_ERF_P3 +
         t * (CLB_ERF_P4 + t * (CLB_ERF_P5 + t * (CLB_ERF_P6 + t * (CLB_ERF_P7 +
         t * (CLB_ERF_P8 + t * (CLB_ERF_P9 + t * (CLB_ERF_P10 + t * (CLB_ERF_P11 +
         t * (CLB_ERF_P12 + t * CLB_ERF_P13))))))))))));
}

// erfc(x) = 2^k (hi + lo) for x in [1/2, 27.5], hi + lo not yet rounded.
static double __clb_erfc_big(double x, private double *lo, private long *k) {
  int i = x < 2.0 ? (int)((x - 0.5) * 2.0) : x < 3.0 ? 3 : x < 4.5 ? 4 : 5;
  constant double *c = __clb_erfc_pieces[i];
  double v = i >= 3 ? 1.0 / (x * x) - c[0] : x - c[0];
  double p = c[17];
  for (int j = 16; j >= 3; --j)
    p = __clb_exp_fma(p, v, c[j]);
  double e;
  double h = __clb_two_sum(c[1], p * v, &e);
  e += c[2];
  if (i >= 3) { /* (h + e) / x, to about 2^-105 */
    double q = h / x;
    e = (__clb_exp_fma(-q, x, h) + e) / x;
    h = q;
  }
  /* exp(-x^2), x^2 = xx + xl exactly: 2^k (1 + s) (see exp.cl). */
  double xx = x * x;
  double xl = __clb_exp_fma(x, x, -xx);
  double kd = __clb_exp_nearest(-xx * CLB_LOG2E, k);
  double s = __clb_exp_s(-xx - kd * CLB_LN2_HI32, -xl - kd * CLB_LN2_LO32);
  *lo = e + h * s;
  return h;
}

// erfc(|x|) for |x| >= 1/2 as hi + lo, scaled, for erf and erfc(x < 0):
// there it is at most erfc(1/2) and its last bits hardly matter.
static double __clb_erfc_scaled(double x, private double *lo) {
  long k;
  double l;
  double h = __clb_erfc_big(__builtin_fmin(__builtin_fabs(x), 27.5), &l, &k);
  *lo = __clb_exp_scale(l, k);
  return __clb_exp_scale(h, k);
}

CLB_OVLD CLB_CONST double __clb_erf(double x) {
  if (__builtin_fabs(x) < 1.0)
    return __clb_exp_fma(x, __clb_erf_p(x * x), x);
  double lo, e;
  double h = __clb_erfc_scaled(x, &lo);
  double s = __clb_two_sum(1.0, -h, &e);
  return x != x ? x : __builtin_copysign(s + (e - lo), x);
}

CLB_OVLD CLB_CONST double __clb_erfc(double x) {
  double e;
  if (x < 0.5 && x > -1.0) {
    double s = __clb_two_sum(1.0, -x, &e);
    return s + (e - x * __clb_erf_p(x * x));
  }
  if (x > 0.0) {
    long k;
    double lo;
    double h = __clb_erfc_big(__builtin_fmin(x, 27.5), &lo, &k);
    return __clb_exp_scale(h + lo, k);
  }
  double lo;
  double h = __clb_erfc_scaled(x, &lo);
  double s = __clb_two_sum(2.0, -h, &e);
  return x != x ? x : s + (e - lo);
}
CLB_WIDTHS_OF_double(CLB_MATH_MAP1, __clb_erf)
CLB_WIDTHS_OF_double(CLB_MATH_MAP1, __clb_erfc)
#endif

// float: <clb/float_fast.h>'s short path, the double core where it cannot
// decide. gen/fit/erf_fast_constants.py prints these; it fits
//   |x| < 1/2:  erf(x) = x P(x^2), P of degree 8 (fit 2^-55.6);
//   |x| >= 1/2: erfc(|x|) = exp(-x^2) t Q(t - 9/16), t = 4/(4 + |x|),
//               Q of degree 17 (fit 2^-53.3), |x| clamped at 10.25;
// then erf = +-(1 - erfc(|x|)), erfc(x < 0) = 2 - erfc(|x|), and
// erfc(|x| < 1/2) = 1 - erf(x). x^2 is exact (x is a float), so exp(-x^2)
// is <clb/gamma_fast.h>'s (2^-51.6) of an exact argument. Error of erfc(|x|)
// (units of 2^-53): t's rounding 3.75 (|d ln g / d ln t|, g = t Q), Q's fit
// 0.8, its Horner sum 2 (v = t - 9/16 is exact, |v| <= 0.33, Q's terms fall
// off), t Q and the last product 1 each, exp 2.6: 11.2, 2^-49.5. The other
// forms add at most 2^-52 to 0.48/0.52 of that (erfc(1/2) = 0.48): E =
// 2^-47 leaves a factor 4 (the largest error measured on every 16th float
// in [1/2, 10.25] against MPFR, a C copy of this code: 2^-50.5).
// Beyond 10.25 erfc's y is erfc(10.25) (1 + d) < 2^-155, not erfc(x), but
// every y below 2^-151 rounds to +0 as erfc(x) does, and so does y (1 + E).
#define CLB_ERF_FAST_P0 0x1.20dd750429b6dp+0
#define CLB_ERF_FAST_P1 -0x1.812746b0379b5p-2
#define CLB_ERF_FAST_P2 0x1.ce2f21a03d85fp-4
#define CLB_ERF_FAST_P3 -0x1.b82ce30f2d7e4p-6
#define CLB_ERF_FAST_P4 0x1.565bcbf972c7ap-8
#define CLB_ERF_FAST_P5 -0x1.c02d4f9559a68p-11
#define CLB_ERF_FAST_P6 0x1.f98db9133cebcp-14
#define CLB_ERF_FAST_P7 -0x1.f22551521cb88p-17
#define CLB_ERF_FAST_P8 0x1.8b4eeca0a9fe9p-20
#define CLB_ERFC_FAST_Q0 0x1.3b35b725c71c9p-2
#define CLB_ERFC_FAST_Q1 0x1.32b1220caf337p-1
#define CLB_ERFC_FAST_Q2 0x1.02bfff5f3fe51p+0
#define CLB_ERFC_FAST_Q3 0x1.792f364cf27f1p+0
#define CLB_ERFC_FAST_Q4 0x1.d671b460d85eap+0
#define CLB_ERFC_FAST_Q5 0x1.eccbcbc691370p+0
#define CLB_ERFC_FAST_Q6 0x1.a267a160889dbp+0
#define CLB_ERFC_FAST_Q7 0x1.0a65e661cd1ebp+0
#define CLB_ERFC_FAST_Q8 0x1.8c981570dd2d4p-2
#define CLB_ERFC_FAST_Q9 -0x1.cb16327e9c77ap-5
#define CLB_ERFC_FAST_Q10 -0x1.69f738029c78bp-3
#define CLB_ERFC_FAST_Q11 -0x1.4842edf1014f8p-4
#define CLB_ERFC_FAST_Q12 0x1.0d2a549d741a7p-5
#define CLB_ERFC_FAST_Q13 0x1.90f4b73425775p-5
#define CLB_ERFC_FAST_Q14 0x1.33d3decb9b527p-9
#define CLB_ERFC_FAST_Q15 -0x1.73b81c5869b6bp-6
#define CLB_ERFC_FAST_Q16 -0x1.4f38b498e0b6ep-8
#define CLB_ERFC_FAST_Q17 0x1.39da3dc5b4a2ep-7

#if CLB_HAS_FP64
#define CLB_ERF_FAST(T, ...)                                                   \
  /* erf(x) for |x| < 1/2. */                                                  \
  static inline CLB_OVLD T __clb_erf_fast_small(T x) {                         \
    T t = x * x;                                                               \
    return x * (CLB_ERF_FAST_P0 + t * (CLB_ERF_FAST_P1 + t * (CLB_ERF_FAST_P2 + \
           t * (CLB_ERF_FAST_P3 + t * (CLB_ERF_FAST_P4 + t * (CLB_ERF_FAST_P5 + \
           t * (CLB_ERF_FAST_P6 + t * (CLB_ERF_FAST_P7 +                       \
           t * CLB_ERF_FAST_P8))))))));                                        \
  }                                                                            \
  /* erfc(|x|) for |x| >= 1/2 (NaN stays NaN). */                              \
  static inline CLB_OVLD T __clb_erfc_fast_big(T x) {                          \
    T a = __builtin_elementwise_abs(x);                                        \
    a = a > 10.25 ? (T)10.25 : a;                                              \
    T t = 4.0 / (4.0 + a);                                                     \
    T v = t - 0x1.2p-1;                                                        \
    T q = CLB_ERFC_FAST_Q0 + v * (CLB_ERFC_FAST_Q1 + v * (CLB_ERFC_FAST_Q2 +    \
          v * (CLB_ERFC_FAST_Q3 + v * (CLB_ERFC_FAST_Q4 + v * (CLB_ERFC_FAST_Q5 + \
          v * (CLB_ERFC_FAST_Q6 + v * (CLB_ERFC_FAST_Q7 + v * (CLB_ERFC_FAST_Q8 + \
          v * (CLB_ERFC_FAST_Q9 + v * (CLB_ERFC_FAST_Q10 + v * (CLB_ERFC_FAST_Q11 + \
          v * (CLB_ERFC_FAST_Q12 + v * (CLB_ERFC_FAST_Q13 + v * (CLB_ERFC_FAST_Q14 + \
          v * (CLB_ERFC_FAST_Q15 + v * (CLB_ERFC_FAST_Q16 +                    \
          v * CLB_ERFC_FAST_Q17))))))))))))))));                               \
    return (t * q) * __clb_fast_exp(-(a * a), (T)0);                           \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_erf(T x) {                               \
    T c = __clb_erfc_fast_big(x);                                              \
    return __builtin_elementwise_abs(x) < 0.5 ? __clb_erf_fast_small(x)       \
           : x < 0.0 ? c - 1.0 : 1.0 - c;                                      \
  }                                                                            \
  static inline CLB_OVLD T __clb_fast_erfc(T x) {                              \
    T c = __clb_erfc_fast_big(x);                                              \
    return x >= 0.5 ? c : x <= -0.5 ? 2.0 - c : 1.0 - __clb_erf_fast_small(x); \
  }
CLB_WIDTHS_OF_double(CLB_ERF_FAST)
#endif
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, erf, 0x1p-47)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, erf)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, erf)
CLB_WIDTHS_OF_float(CLB_FLOAT_CR, erfc, 0x1p-47)
CLB_WIDTHS_OF_float(CLB_FLOAT_MATH1, erfc)
CLB_WIDTHS_OF_half(CLB_HALF_MATH1, erfc)
