// The builtins with a second result, stored through a pointer (fract, modf,
// frexp, sincos, lgamma_r), as one function per result, T -> T for float and
// double, so that gen/math_functions.def lists each result as a unary entry and
// every tool measures it unchanged: NAME_value is what the builtin returns,
// NAME_<parameter> what it stores, by the spec's name of the pointer
// (fract_iptr, modf_iptr, frexp_exp, sincos_cosval, lgamma_r_signp). An int
// result is converted to T, which holds every one of them exactly. The
// pointer is to private memory: the CI suite (tests/suite) checks every
// address space. ilogb needs no wrapper: the kernel's assignment converts
// its int (float rounds FP_ILOGBNAN, INT_MAX, to 2^31; the references do
// the same).
//
// OpenCL C, for float_sweep.cl and double_sample.cl. The builtins are called
// by name here, never pasted, so PoCL's headers, which define them as macros
// (#define fract _cl_fract), rename the calls and nothing else.
#ifndef CLB_ACCURACY_SPLIT_RESULTS_H
#define CLB_ACCURACY_SPLIT_RESULTS_H

#define CLB_SPLIT_OVERLOAD __attribute__((overloadable))
#define CLB_SPLIT_RESULTS(T)                                                     \
  CLB_SPLIT_OVERLOAD T fract_value(T x) { T i; return fract(x, &i); }            \
  CLB_SPLIT_OVERLOAD T fract_iptr(T x) { T i; fract(x, &i); return i; }          \
  CLB_SPLIT_OVERLOAD T modf_value(T x) { T i; return modf(x, &i); }              \
  CLB_SPLIT_OVERLOAD T modf_iptr(T x) { T i; modf(x, &i); return i; }            \
  CLB_SPLIT_OVERLOAD T frexp_value(T x) { int e; return frexp(x, &e); }          \
  CLB_SPLIT_OVERLOAD T frexp_exp(T x) { int e; frexp(x, &e); return (T)e; }      \
  CLB_SPLIT_OVERLOAD T sincos_value(T x) { T c; return sincos(x, &c); }          \
  CLB_SPLIT_OVERLOAD T sincos_cosval(T x) { T c; sincos(x, &c); return c; }      \
  CLB_SPLIT_OVERLOAD T lgamma_r_value(T x) { int s; return lgamma_r(x, &s); }    \
  CLB_SPLIT_OVERLOAD T lgamma_r_signp(T x) { int s; lgamma_r(x, &s); return (T)s; }

CLB_SPLIT_RESULTS(float)
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
CLB_SPLIT_RESULTS(double)
#endif

#undef CLB_SPLIT_RESULTS
#undef CLB_SPLIT_OVERLOAD

#endif
