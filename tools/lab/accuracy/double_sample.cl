// One kernel per entry of gen/math_functions.def and type, out[i] = f(in[i]):
// d_<name> for double (every entry but native_ and half_, which have no
// double overloads) and, with -DCLB_SAMPLE_FLOAT, f_<name> for float (every
// entry). Linked with clbuiltins (clb-link) and with libclc-15
// (-DCLB_SAMPLE_LIBCLC) for the GPU, and compiled by PoCL itself or
// linked with clbuiltins for spir64 by tools/lab/accuracy/pocl_accuracy.cpp.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#include "def_probe.h"
#include "split_results.h"  // the entries of fract, modf, frexp, sincos, lgamma_r
// CLB_SAMPLE_NO_<name> defined as "~, 1": no double kernel for that entry.
#define CLB_SAMPLE_NO_native_cos ~, 1
#define CLB_SAMPLE_NO_native_exp ~, 1
#define CLB_SAMPLE_NO_native_exp2 ~, 1
#define CLB_SAMPLE_NO_native_exp10 ~, 1
#define CLB_SAMPLE_NO_native_log ~, 1
#define CLB_SAMPLE_NO_native_log2 ~, 1
#define CLB_SAMPLE_NO_native_log10 ~, 1
#define CLB_SAMPLE_NO_native_recip ~, 1
#define CLB_SAMPLE_NO_native_rsqrt ~, 1
#define CLB_SAMPLE_NO_native_sin ~, 1
#define CLB_SAMPLE_NO_native_sqrt ~, 1
#define CLB_SAMPLE_NO_native_tan ~, 1
#define CLB_SAMPLE_NO_native_divide ~, 1
#define CLB_SAMPLE_NO_native_powr ~, 1
#define CLB_SAMPLE_NO_half_cos ~, 1
#define CLB_SAMPLE_NO_half_exp ~, 1
#define CLB_SAMPLE_NO_half_exp2 ~, 1
#define CLB_SAMPLE_NO_half_exp10 ~, 1
#define CLB_SAMPLE_NO_half_log ~, 1
#define CLB_SAMPLE_NO_half_log2 ~, 1
#define CLB_SAMPLE_NO_half_log10 ~, 1
#define CLB_SAMPLE_NO_half_recip ~, 1
#define CLB_SAMPLE_NO_half_rsqrt ~, 1
#define CLB_SAMPLE_NO_half_sin ~, 1
#define CLB_SAMPLE_NO_half_sqrt ~, 1
#define CLB_SAMPLE_NO_half_tan ~, 1
#define CLB_SAMPLE_NO_half_divide ~, 1
#define CLB_SAMPLE_NO_half_powr ~, 1
// libclc-15's nvptx64--nvidiacl.bc defines every double builtin of the list
// (linking this file leaves no undefined symbol); one it lacked would get a
// CLB_SAMPLE_NO_ line under CLB_SAMPLE_LIBCLC here.

// The kernel's name is pasted where the entry's name is still a token:
// PoCL's headers define builtins as macros (acos as _cl_acos).
#define CLB_SAMPLE_D1(kname, name)                                                   \
  kernel void kname(global const double *x, global double *out) {                    \
    size_t i = get_global_id(0);                                                      \
    out[i] = name(x[i]);                                                              \
  }
#define CLB_SAMPLE_D2(kname, name)                                                   \
  kernel void kname(global const double *x, global const double *y, global double *out) { \
    size_t i = get_global_id(0);                                                      \
    out[i] = name(x[i], y[i]);                                                        \
  }
#define CLB_SAMPLE_DN(kname, name)                                                   \
  kernel void kname(global const double *x, global const int *n, global double *out) { \
    size_t i = get_global_id(0);                                                      \
    out[i] = name(x[i], n[i]);                                                        \
  }
#define CLB_MATH_1(name, ref, cudaf, cudad, ...) \
  CLB_UNLESS(CLB_PROBE(CLB_SAMPLE_NO_##name))(CLB_SAMPLE_D1(d_##name, name))
#define CLB_MATH_2(name, ref, cudaf, cudad, ...) \
  CLB_UNLESS(CLB_PROBE(CLB_SAMPLE_NO_##name))(CLB_SAMPLE_D2(d_##name, name))
#define CLB_MATH_N(name, ref, cudaf, cudad, ...) \
  CLB_UNLESS(CLB_PROBE(CLB_SAMPLE_NO_##name))(CLB_SAMPLE_DN(d_##name, name))
#include "../../../gen/math_functions.def"

#ifdef CLB_SAMPLE_FLOAT
#define CLB_MATH_1(name, ref, cudaf, cudad, ...)                                           \
  kernel void f_##name(global const float *x, global float *out) {                    \
    size_t i = get_global_id(0);                                                      \
    out[i] = name(x[i]);                                                              \
  }
#define CLB_MATH_2(name, ref, cudaf, cudad, ...)                                           \
  kernel void f_##name(global const float *x, global const float *y, global float *out) { \
    size_t i = get_global_id(0);                                                      \
    out[i] = name(x[i], y[i]);                                                        \
  }
#define CLB_MATH_N(name, ref, cudaf, cudad, ...)                                           \
  kernel void f_##name(global const float *x, global const int *n, global float *out) { \
    size_t i = get_global_id(0);                                                      \
    out[i] = name(x[i], n[i]);                                                        \
  }
#include "../../../gen/math_functions.def"
#endif
