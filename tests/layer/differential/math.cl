// Math on float and double, every width, where the layer and PoCL must agree
// to the bit: the results both libraries give exactly (correctly rounded or
// exact: sqrt, rint, fmod, fma, frexp, modf, clamp, and fabs, copysign,
// fmin, fmax). Every other math builtin is now clbuiltins' own, with valid
// roundings of its own (both within the spec, ours within 1 ulp), so they
// cannot match PoCL's bit for bit; the kernel suites check them against MPFR
// instead (tests/suite/math_*_test.cpp). The layer's bridge to PoCL's
// library is exercised by what clbuiltins still lacks (images: tests/layer/
// fallback_test.cpp).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void math_float(global uchar *out) {
  BEGIN
  float16 x = (float16)IOTA16 * 0.731f + (g - 16) * 3.17f;
  float16 p = fabs(x) + 0.5f;
  WIDTHS(float, sqrt, p);
  WIDTHS(float, fabs, x); WIDTHS(float, rint, x);
  WIDTHS2(float, copysign, p, x); WIDTHS2(float, fmod, x, p); WIDTHS2(float, fmin, x, p);
  WIDTHS3(float, fma, x, p, x);
}
kernel void math_double(global uchar *out) {
  BEGIN
  double16 x = (double16)IOTA16 * 0.731 + (g - 16) * 3.17;
  double16 p = fabs(x) + 0.5;
  WIDTHS(double, sqrt, p);
  WIDTHS(double, rint, x * 0.1);
  WIDTHS2(double, fmax, p, x * 0.1); WIDTHS2(double, fmod, x, p);
  WIDTHS3(double, fma, x, p, x); WIDTHS3(double, clamp, x, -p, p);
  int16 e; double16 m = frexp(x, &e);
  PUT(double16, m); PUT(int16, e);
  double16 ip; PUT(double16, modf(x, &ip)); PUT(double16, ip);
}
