// Gamma(x) as a scaled double-double quotient: see <clb/gamma.h>.
#include <clb/gamma.h>
#include <clb/trig.h> /* __clb_two_sum, __clb_exp_fma */

// gen/fit/gamma_constants.py prints these.
#define CLB_GAMMA_Q0 0x1.2788cfc6fb619p-1
#define CLB_GAMMA_Q1 -0x1.4fcf4026afa2ep-1
#define CLB_GAMMA_Q2 -0x1.5815e8fa27048p-5
#define CLB_GAMMA_Q3 0x1.5512320b43fbep-3
#define CLB_GAMMA_Q4 -0x1.59af103c3408dp-5
#define CLB_GAMMA_Q5 -0x1.3b4af28483e36p-7
#define CLB_GAMMA_Q6 0x1.d919c527f5b0dp-8
#define CLB_GAMMA_Q7 -0x1.317112ce39184p-10
#define CLB_GAMMA_Q8 -0x1.c364fe6e52278p-13
#define CLB_GAMMA_Q9 0x1.0c8a78cd1fa64p-13
#define CLB_GAMMA_Q10 -0x1.51ce8b32715f8p-16
#define CLB_GAMMA_Q11 -0x1.4fad3fb6b1f70p-20
#define CLB_GAMMA_Q12 0x1.30252195c8098p-20
#define CLB_GAMMA_Q13 -0x1.b998cc9b6804dp-23
#define CLB_GAMMA_Q14 0x1.a3f5517c08a55p-28
#define CLB_GAMMA_Q15 0x1.57e7a8c4ae044p-28
#define CLB_GAMMA_Q16 -0x1.420d38f176227p-30
#define CLB_GAMMA_Q17 0x1.b6806236029afp-34

#if CLB_HAS_FP64
// (h + l) f, renormalized.
static void __clb_gamma_mul(private double *h, private double *l, double f) {
  double p = *h * f;
  double t = __clb_exp_fma(*h, f, -p) + *l * f;
  *h = p + t;
  *l = t - (*h - p);
}

double __clb_gamma_quotient(double x, private double *q_lo, private int *e) {
  double n = __builtin_rint(x);
  double u = x - n;
  int sn = x > 160.0 ? -64 : 0;
  int sd = x < -150.0 ? -300 : __builtin_fabs(x) < 0x1p-900 ? 128 : 0;
  double nh = __clb_exp_pow2((long)sn), nl = 0.0;
  double dh = __clb_exp_pow2((long)sd), dl = 0.0;
  for (double j = 1.0; j < n; j += 1.0)
    __clb_gamma_mul(&nh, &nl, x - j);
  for (double j = 0.0; j <= -n; j += 1.0)
    __clb_gamma_mul(&dh, &dl, x + j);
  double t = u * (CLB_GAMMA_Q0 + u * (CLB_GAMMA_Q1 + u * (CLB_GAMMA_Q2 +
             u * (CLB_GAMMA_Q3 + u * (CLB_GAMMA_Q4 + u * (CLB_GAMMA_Q5 +
             u * (CLB_GAMMA_Q6 + u * (CLB_GAMMA_Q7 + u * (CLB_GAMMA_Q8 +
             u * (CLB_GAMMA_Q9 + u * (CLB_GAMMA_Q10 + u * (CLB_GAMMA_Q11 +
             u * (CLB_GAMMA_Q12 + u * (CLB_GAMMA_Q13 + u * (CLB_GAMMA_Q14 +
             u * (CLB_GAMMA_Q15 + u * (CLB_GAMMA_Q16 +
             u * CLB_GAMMA_Q17)))))))))))))))));
  double gl;
  double gh = __clb_two_sum(1.0, t, &gl);
  /* D G as ph + pl, then N / (ph + pl) with one correction. */
  double ph = dh * gh;
  double pl = __clb_exp_fma(dh, gh, -ph) + (dh * gl + dl * gh);
  double qh = nh / ph;
  double r = __clb_exp_fma(-qh, ph, nh) + nl - qh * pl;
  *q_lo = r / ph;
  *e = sd - sn;
  return qh;
}
#endif
