// The helpers that the `ref` expressions of gen/math_functions.def use, in double
// on float inputs (every float is exact in double), for the on-GPU references
// of tools/lab/accuracy/float_sweep.cu. Plain C++ where no CUDA compiler is in
// use, so that the host can test them (tools/lab/accuracy/tests/cuda_reference_test.cpp).
//
// Each is the OpenCL C definition, not an implementation of it: powr and rootn
// take the special cases of the spec's "Edge Case Behavior" list first, then
// the value from CUDA's (or the C library's) pow; maxmag and minmag are the
// spec's comparisons of magnitudes; nextafter steps one float. The results of
// the builtins that write through a pointer or return int (fract, modf,
// frexp, lgamma_r, ilogb: one def entry per result) are their spec
// definitions with the spec's edge cases spelt out.
#ifndef CLB_CUDA_REFERENCE_CUH
#define CLB_CUDA_REFERENCE_CUH

#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#ifdef __CUDACC__
#define CLB_REF_HD __host__ __device__
#else
#define CLB_REF_HD
#endif

// 1/pi rounded to double (0.318309886183790671537767526745...).
#define CLB_1_PI 0x1.45f306dc9c883p-2

// x if |x| > |y|, y if |y| > |x|, otherwise fmax(x, y).
CLB_REF_HD inline double clb_maxmag(double x, double y) {
  const double ax = fabs(x), ay = fabs(y);
  return ax > ay ? x : ay > ax ? y : fmax(x, y);
}

// x if |x| < |y|, y if |y| < |x|, otherwise fmin(x, y).
CLB_REF_HD inline double clb_minmag(double x, double y) {
  const double ax = fabs(x), ay = fabs(y);
  return ax < ay ? x : ay < ax ? y : fmin(x, y);
}

// The float next to x in the direction of y (C99 F.9.8.3: y itself when
// x == y, so nextafter(+0, -0) is -0; NaN when either is NaN); the spec's
// nextafter(-0, y > 0) and (+0, y < 0) are the least denormals.
CLB_REF_HD inline double clb_nextafter(double xd, double yd) {
  if (isnan(xd) || isnan(yd))
    return xd + yd;
  if (xd == yd)
    return yd;
  if (xd == 0)
    return yd > 0 ? 0x1p-149 : -0x1p-149;
  const float x = (float)xd;
  uint32_t b;
  memcpy(&b, &x, 4);
  // Away from zero when y lies beyond x, seen from zero; toward it otherwise.
  b += ((yd > xd) == (xd > 0)) ? 1 : -1;
  float r;
  memcpy(&r, &b, 4);
  return r;
}

// powr: pow restricted to x >= 0, with the spec's list first.
CLB_REF_HD inline double clb_powr(double x, double y) {
  if (isnan(x) || isnan(y))
    return x + y;  // powr(x, NaN), powr(NaN, y): the NaN
  if (x < 0)
    return NAN;  // x < 0, -inf included
  if (x == 0) {
    if (y == 0)
      return NAN;                   // powr(+-0, +-0)
    return y < 0 ? INFINITY : 0.0;  // +inf for y < 0 (-inf too), +0 for y > 0
  }
  if (isinf(x))
    return y == 0 ? NAN : pow(x, y);  // powr(+inf, +-0) is NaN
  if (x == 1)
    return isinf(y) ? NAN : 1.0;  // powr(+1, +-inf) is NaN
  if (y == 0)
    return 1.0;
  return pow(x, y);  // x > 0 finite, y != 0: exp(y log x), C99's pow there
}

// rootn: the spec's list for zeros, odd and even n, then the real n-th root
// sign(x) |x|^(1/n). 1/n rounded to double moves the result by at most
// 103 * 2^-53 relatively (|log x| <= 103 for floats): 2^-22 float ulp.
CLB_REF_HD inline double clb_rootn(double x, int n) {
  if (n == 0 || isnan(x))
    return NAN;
  const bool odd = n & 1;
  if (x < 0 && !odd)
    return NAN;
  if (x == 0) {
    if (n < 0)
      return odd ? copysign(INFINITY, x) : INFINITY;
    return odd ? x : 0.0;
  }
  const double a = fabs(x);
  double r;
  if (isinf(a))
    r = n > 0 ? INFINITY : 0.0;
  else if (n == 1)
    r = a;
  else if (n == 2)
    r = sqrt(a);
  else if (n == 3)
    r = cbrt(a);
  else
    r = pow(a, 1.0 / n);
  return x < 0 ? -r : r;
}

// fract's value for a float x: fmin(x - floor(x), 0x1.fffffep-1), +-0 for
// +-0 and +-INF, NaN for NaN (the spec's list). x - floor(x) is exact in
// double but for -2^-29 < x < 0, where it rounds to a value above
// 0x1.fffffep-1 (or to 1), as the exact one is: the minimum is the same.
CLB_REF_HD inline double clb_fract(double x) {
  if (isnan(x))
    return x;
  if (x == 0 || isinf(x))
    return copysign(0.0, x);
  return fmin(x - floor(x), 0x1.fffffep-1);
}

// modf's value, as the spec defines it ("Changes to C99 TC2 Behavior"):
// copysign(isinf(x) ? 0 : x - trunc(x), x); its *iptr is trunc(x).
CLB_REF_HD inline double clb_modf(double x) {
  return copysign(isinf(x) ? 0.0 : x - trunc(x), x);
}

// frexp's mantissa, in [1/2, 1) in magnitude; x itself for +-0, +-INF and NaN.
CLB_REF_HD inline double clb_frexp_mantissa(double x) {
  if (x == 0 || !isfinite(x))
    return x;
  int e;
  return frexp(x, &e);
}

// frexp's exponent; 0 for +-0, +-INF and NaN.
CLB_REF_HD inline int clb_frexp_exponent(double x) {
  if (x == 0 || !isfinite(x))
    return 0;
  int e;
  frexp(x, &e);
  return e;
}

// ilogb with OpenCL's FP_ILOGB0 = INT_MIN (zeros) and FP_ILOGBNAN = INT_MAX
// (NaN; INF too, where C99 returns INT_MAX).
CLB_REF_HD inline int clb_ilogb(double x) {
  if (x == 0)
    return INT_MIN;
  if (!isfinite(x))
    return INT_MAX;
  return ilogb(x);
}

// lgamma_r's sign: Gamma's sign (+1 for x > 0, +INF included; for a negative
// non-integer -1 where floor(x) is odd), and 0 where Gamma has none: zeros
// and negative integers (the spec), -INF and NaN.
CLB_REF_HD inline int clb_lgamma_sign(double x) {
  if (isnan(x))
    return 0;
  if (x > 0)
    return 1;
  const double f = floor(x);
  if (x == f)
    return 0;  // +-0, negative integers, -INF
  return fmod(f, 2.0) != 0 ? -1 : 1;
}

#endif
