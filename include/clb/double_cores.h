// The double cores: one plain function per math builtin, double in, double
// out, each in generic/math/double/<name>.cl with its algorithm, its error
// analysis and its measured worst case (the numbers: gen/math_functions.def).
// Shared pieces are plain static inline functions in <clb/double_*.h>.
//
// __clb_<name>(doubleN), the overloads the builtins call, apply the core to
// each lane (CLB_DOUBLE_MATH1 and its kin, <clb/math.h>), so a lane's result
// never depends on its neighbours. The float functions' correctly rounded
// variant (-cl-clb-correctly-rounded-math, <clb/float_fast.h>) takes those
// overloads for the lanes its short path does not decide.
//
// Contract of each core: within gen/math_functions.def's double bound of the
// exact result on every double input, the spec's special values exact
// (signed zeros, infinities, NaN), subnormal inputs and results kept.
#ifndef CLB_DOUBLE_CORES_H
#define CLB_DOUBLE_CORES_H

#include <clb/math.h>

#if CLB_HAS_FP64
// __clb_<name>(T) for the double type T, from the core __clb_<name>_f64:
// f(x), f(x, y), f(x, int n), and f(x, *out) with a second result of the
// scalar type S at T's width.
#define CLB_DOUBLE_MATH1(T, name) CLB_MATH_LANEWISE1(T, name, __clb_##name##_f64, )
#define CLB_DOUBLE_MATH2(T, name) CLB_MATH_LANEWISE2(T, name, __clb_##name##_f64, )
#define CLB_DOUBLE_MATHN(T, name) CLB_MATH_LANEWISEN(T, name, __clb_##name##_f64, )
#define CLB_DOUBLE_MATH_OUT(T, name, S)                                        \
  CLB_MATH_LANEWISE_OUT(T, name, __clb_##name##_f64, S, )

// Trigonometric (<clb/double_trig.h>).
double __clb_sin_f64(double x);
double __clb_cos_f64(double x);
double __clb_tan_f64(double x);
// sin(x) returned, cos(x) stored: one reduction.
double __clb_sincos_f64(double x, private double *cosval);
double __clb_sinpi_f64(double x);
double __clb_cospi_f64(double x);
double __clb_tanpi_f64(double x);
// Exponential (<clb/double_exp.h>).
double __clb_exp_f64(double x);
double __clb_exp2_f64(double x);
double __clb_exp10_f64(double x);
double __clb_expm1_f64(double x);
// Logarithm (<clb/double_log.h>).
double __clb_log_f64(double x);
double __clb_log2_f64(double x);
double __clb_log10_f64(double x);
double __clb_log1p_f64(double x);
// Power (<clb/double_pow.h>).
double __clb_pow_f64(double x, double y);
double __clb_powr_f64(double x, double y);
double __clb_pown_f64(double x, int n);
double __clb_rootn_f64(double x, int n);
// Roots (each algorithm in its file). The same steps on float are the
// correctly rounded float variant's (-cl-clb-correctly-rounded-math) for
// the lanes its short path does not decide (hypot's everywhere, cbrt's
// where lanes may branch), or for every lane (cbrt's and rsqrt's where
// lanes may not branch: <clb/math_precision.h>).
double __clb_cbrt_f64(double x);
double __clb_hypot_f64(double x, double y);
double __clb_rsqrt_f64(double x);
float __clb_cbrt_cr_f32(float x);
float __clb_hypot_cr_f32(float x, float y);
float __clb_rsqrt_cr_f32(float x);
// Hyperbolic (<clb/double_hyperbolic.h>).
double __clb_sinh_f64(double x);
double __clb_cosh_f64(double x);
double __clb_tanh_f64(double x);
double __clb_asinh_f64(double x);
double __clb_acosh_f64(double x);
double __clb_atanh_f64(double x);
// Error and gamma functions (<clb/double_erf.h>, <clb/double_gamma.h>).
double __clb_erf_f64(double x);
double __clb_erfc_f64(double x);
double __clb_tgamma_f64(double x);
double __clb_lgamma_f64(double x);
// lgamma(x) returned, Gamma's sign stored (0 where it has none).
double __clb_lgamma_r_f64(double x, private int *sign);
// Inverse trigonometric (<clb/double_atan.h>).
double __clb_atan_f64(double x);
double __clb_atanpi_f64(double x);
double __clb_asin_f64(double x);
double __clb_asinpi_f64(double x);
double __clb_acos_f64(double x);
double __clb_acospi_f64(double x);
double __clb_atan2_f64(double y, double x);
double __clb_atan2pi_f64(double y, double x);
#endif

#endif
