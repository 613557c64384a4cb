// Math on float and double, every width, where the layer and PoCL must agree
// to the bit: the results both libraries give exactly (correctly rounded or
// exact: sqrt, rint, fmod, fma, frexp, modf, clamp) and the builtins still
// left to PoCL's library through the layer's bridge (lgamma, tgamma, pow,
// atan2, half_sin, native_exp). Builtins clbuiltins implements with other
// valid roundings (exp, log, sin, cos, tan: both within the spec, ours
// within 1 ulp) cannot match PoCL's bit for bit; the kernel suite checks
// them against MPFR instead (tests/suite/math_unary_test.cpp).
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void math_float(global uchar *out) {
  BEGIN
  float16 x = (float16)IOTA16 * 0.731f + (g - 16) * 3.17f;
  float16 p = fabs(x) + 0.5f;
  WIDTHS(float, sqrt, p);
  WIDTHS(float, lgamma, p); WIDTHS(float, rint, x);
  WIDTHS2(float, pow, p, x * 0.1f); WIDTHS2(float, fmod, x, p); WIDTHS2(float, atan2, x, p);
  WIDTHS3(float, fma, x, p, x);
  WIDTHS(float, half_sin, x); WIDTHS(float, native_exp, x * 0.1f);
}
kernel void math_double(global uchar *out) {
  BEGIN
  double16 x = (double16)IOTA16 * 0.731 + (g - 16) * 3.17;
  double16 p = fabs(x) + 0.5;
  WIDTHS(double, sqrt, p);
  WIDTHS(double, tgamma, p * 0.1);
  WIDTHS2(double, pow, p, x * 0.1); WIDTHS2(double, fmod, x, p);
  WIDTHS3(double, fma, x, p, x); WIDTHS3(double, clamp, x, -p, p);
  int16 e; double16 m = frexp(x, &e);
  PUT(double16, m); PUT(int16, e);
  double16 ip; PUT(double16, modf(x, &ip)); PUT(double16, ip);
}
