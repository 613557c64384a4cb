// native_* on NVIDIA GPUs. float: the PTX approximate instructions (the
// special function unit), non-ftz forms so denormals stay results:
//   exp2 = ex2.approx(x); exp = ex2.approx(x log2(e)); exp10 = ex2.approx(x
//   log2(10)); log2 = lg2.approx(x); log = lg2.approx(x) ln2; log10 =
//   lg2.approx(x) log10(2); powr = ex2.approx(y lg2.approx(x)); sin, cos =
//   sin.approx, cos.approx; tan = sin.approx / cos.approx (div.approx).
// Their errors and domains (docs/accuracy.md, "native_ and half_") are the
// PTX ISA's; tests/suite/math_native_test.cpp checks them on the GPU.
// native_sqrt, native_recip, native_divide and native_rsqrt stay the
// accurate forms for now: tests/suite/math_exact_test.cpp holds them to the
// generic bounds over the whole range (div.approx returns 0 for divisors
// above 2^126), which needs a per-target bound first. double (no native_*
// overloads in clang's declarations) keeps the accurate paths too.
#include <clb/math.h>

#define CLB_NATIVE(T, ...)                                                     \
  CLB_OVLD CLB_CONST T __clb_native_sqrt(T x) { return __clb_sqrt(x); }       \
  CLB_OVLD CLB_CONST T __clb_native_recip(T x) { return (T)1 / x; }           \
  CLB_OVLD CLB_CONST T __clb_native_divide(T x, T y) { return x / y; }        \
  CLB_OVLD CLB_CONST T __clb_native_rsqrt(T x) { return __clb_rsqrt(x); }
CLB_FOR_EACH_FLOAT32_64(CLB_NATIVE)

#define CLB_LOG2E_F 0x1.715476p+0f   /* log2(e) */
#define CLB_LOG2_10_F 0x1.a934f0p+1f /* log2(10) */
#define CLB_LN2_F 0x1.62e430p-1f     /* ln2 */
#define CLB_LOG10_2_F 0x1.344136p-2f /* log10(2) */

CLB_OVLD CLB_CONST float __clb_native_exp2(float x) { return __nvvm_ex2_approx_f(x); }
CLB_OVLD CLB_CONST float __clb_native_exp(float x) {
  return __nvvm_ex2_approx_f(x * CLB_LOG2E_F);
}
CLB_OVLD CLB_CONST float __clb_native_exp10(float x) {
  return __nvvm_ex2_approx_f(x * CLB_LOG2_10_F);
}
CLB_OVLD CLB_CONST float __clb_native_log2(float x) { return __nvvm_lg2_approx_f(x); }
CLB_OVLD CLB_CONST float __clb_native_log(float x) {
  return __nvvm_lg2_approx_f(x) * CLB_LN2_F;
}
CLB_OVLD CLB_CONST float __clb_native_log10(float x) {
  return __nvvm_lg2_approx_f(x) * CLB_LOG10_2_F;
}
CLB_OVLD CLB_CONST float __clb_native_powr(float x, float y) {
  return __nvvm_ex2_approx_f(y * __nvvm_lg2_approx_f(x));
}
CLB_OVLD CLB_CONST float __clb_native_sin(float x) { return __nvvm_sin_approx_f(x); }
CLB_OVLD CLB_CONST float __clb_native_cos(float x) { return __nvvm_cos_approx_f(x); }
CLB_OVLD CLB_CONST float __clb_native_tan(float x) {
  return __nvvm_div_approx_f(__nvvm_sin_approx_f(x), __nvvm_cos_approx_f(x));
}

// The vectors, lane by lane (the instructions are scalar).
#define CLB_NATIVE_VECTORS(T, ...)                                             \
  CLB_MATH_MAP1(T, __clb_native_exp2) CLB_MATH_MAP1(T, __clb_native_exp)       \
  CLB_MATH_MAP1(T, __clb_native_exp10) CLB_MATH_MAP1(T, __clb_native_log2)     \
  CLB_MATH_MAP1(T, __clb_native_log) CLB_MATH_MAP1(T, __clb_native_log10)      \
  CLB_MATH_MAP2(T, __clb_native_powr) CLB_MATH_MAP1(T, __clb_native_sin)       \
  CLB_MATH_MAP1(T, __clb_native_cos) CLB_MATH_MAP1(T, __clb_native_tan)
CLB_WIDTHS_OF_float(CLB_NATIVE_VECTORS)
