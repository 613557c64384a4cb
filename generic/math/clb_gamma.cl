// Gamma(x) as a scaled double-double quotient: see <clb/double_gamma.h>.
#include <clb/double_exp.h> /* __clb_pow2_f64 */
#include <clb/double_gamma.h>

#if CLB_HAS_FP64
// (h + l) f, renormalized.
static void __clb_gamma_mul_f64(private double *h, private double *l,
                                double f) {
  double p = *h * f;
  double t = __clb_fma_f64(*h, f, -p) + *l * f;
  *h = p + t;
  *l = t - (*h - p);
}

double __clb_gamma_quotient_f64(double x, private double *q_lo,
                                private int *e) {
  double n = __builtin_rint(x);
  double u = x - n;
  int sn = x > 160.0 ? -64 : 0;
  int sd = x < -150.0 ? -300 : __builtin_fabs(x) < 0x1p-900 ? 128 : 0;
  double nh = __clb_pow2_f64((long)sn), nl = 0.0;
  double dh = __clb_pow2_f64((long)sd), dl = 0.0;
  for (double j = 1.0; j < n; j += 1.0)
    __clb_gamma_mul_f64(&nh, &nl, x - j);
  for (double j = 0.0; j <= -n; j += 1.0)
    __clb_gamma_mul_f64(&dh, &dl, x + j);
  double t = u * CLB_GAMMA_Q(u);
  double gl;
  double gh = __clb_two_sum_f64(1.0, t, &gl);
  /* D G as ph + pl, then N / (ph + pl) with one correction. */
  double ph = dh * gh;
  double pl = __clb_fma_f64(dh, gh, -ph) + (dh * gl + dl * gh);
  double qh = nh / ph;
  double r = __clb_fma_f64(-qh, ph, nh) + nl - qh * pl;
  *q_lo = r / ph;
  *e = sd - sn;
  return qh;
}
#endif
