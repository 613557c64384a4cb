// sincos(x) for double: sin(x) returned and cos(x) stored in *cosval.
//
// One reduction (<clb/double_trig.h>, as in sin.cl) and both kernels, each
// double-double rounded once, then sorted and signed by k mod 4: the results
// are sin.cl's and cos.cl's (gen/math_functions.def: sincos_value and
// sincos_cosval, within 1 ulp).
#include <clb/double_cores.h>
#include <clb/double_trig.h>

#if CLB_HAS_FP64
double __clb_sincos_f64(double x, private double *cosval) {
  double r, r_lo, sh, ch;
  long n = __clb_trig_reduce_f64(x, &r, &r_lo);
  double s = __clb_sin_kernel_f64(r, r_lo, &sh) + sh;
  double c = __clb_cos_kernel_f64(r, r_lo, &ch) + ch;
  double sv = (n & 1) != 0 ? c : s;
  double cv = (n & 1) != 0 ? s : c;
  *cosval = (((n + 1) & 2) != 0 ? -cv : cv) + (x - x);
  sv = (n & 2) != 0 ? -sv : sv;
  return x == 0.0 ? x : sv + (x - x);
}
#endif
