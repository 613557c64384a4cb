// The math benchmarks' kernels (docs/performance.md, "Math functions"): for
// each function that gen/math_functions.def's bench column times
// (math_bench_list.h), NAME_float and NAME_double (float only for native_*)
// computing y[i] = NAME(x[i]) or NAME(x[i], z[i]), and their compute-bound
// twins (below), generated from the .def's rows. The same source is linked
// with clbuiltins (clb-link), with libclc-15 (tools/lab/bench/build-ptx.sh), and
// compiled by PoCL with its own builtins (math_pocl_bench.cpp); it is OpenCL
// C 1.2, all libclc-15 implements.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

#include "math_bench_list.h"

// libclc-15's side (build-ptx.sh: -DCLB_BENCH_LIBCLC) leaves out what
// libclc-15 cannot build for nvptx64; the drivers report those as missing.
// CLB_BENCH_OMIT_<name> defined as `~, 1` (the probe of def_probe.h) takes
// a function out: its types become NONE; otherwise the row's bench column
// stands.
#include "../accuracy/def_probe.h"
#define CLB_BENCH_KEPT(omit, bench) CLB_CHOOSE(CLB_PROBE(omit))(CLB_BENCH_TYPES(bench), NONE)
#ifdef CLB_BENCH_LIBCLC
// These native_ functions are LLVM intrinsics there (llvm.sin, llvm.exp2,
// llvm.log ...), which LLVM 15's NVPTX backend cannot select (sin, cos) or
// lowers to calls of libm functions nothing defines (expf, log2f ...).
#define CLB_BENCH_OMIT_native_sin ~, 1
#define CLB_BENCH_OMIT_native_cos ~, 1
#define CLB_BENCH_OMIT_native_tan ~, 1
#define CLB_BENCH_OMIT_native_exp ~, 1
#define CLB_BENCH_OMIT_native_exp2 ~, 1
#define CLB_BENCH_OMIT_native_exp10 ~, 1
#define CLB_BENCH_OMIT_native_log ~, 1
#define CLB_BENCH_OMIT_native_log2 ~, 1
#define CLB_BENCH_OMIT_native_log10 ~, 1
#define CLB_BENCH_OMIT_native_powr ~, 1
#endif
// kname: the kernel's name, pasted from the unexpanded name (PoCL's
// headers rename the builtins: #define sin _cl_sin).
#define CLB_BENCH_K1(kname, f, T)                                              \
  kernel void kname(global const T *x, global T *y) {                          \
    size_t i = get_global_id(0);                                               \
    y[i] = f(x[i]);                                                            \
  }
#define CLB_BENCH_K2(kname, f, T)                                              \
  kernel void kname(global const T *x, global const T *z, global T *y) {       \
    size_t i = get_global_id(0);                                               \
    y[i] = f(x[i], z[i]);                                                      \
  }

// The compute-bound twins, NAME_float_chain and NAME_double_chain: each
// work-item calls the function CLB_BENCH_CHAIN times in a dependent chain,
// every call on the work-item's own input (x + (v - v) is x for a finite
// previous result v, and no compiler may fold v - v without fast math), so
// the time is the function's latency and throughput, not memory's.
// Under -cl-fast-relaxed-math (the relaxed benchmark, math-fast-clb.ptx)
// the compiler may assume v finite and fold v - v to 0, which would hoist
// the calls out of the loop: there one operand passes through an empty asm
// first, which emits nothing but hides that it is v (math_bench.cu does the
// same for -use_fast_math).
#define CLB_BENCH_CHAIN 64
#if defined(__FAST_RELAXED_MATH__)
static inline __attribute__((overloadable)) float __bench_zero(float v) {
  float w = v;
  __asm__("" : "+f"(w));
  return w - v;
}
static inline __attribute__((overloadable)) double __bench_zero(double v) {
  double w = v;
  __asm__("" : "+d"(w));
  return w - v;
}
#define CLB_BENCH_ZERO(v) __bench_zero(v)
#else
#define CLB_BENCH_ZERO(v) ((v) - (v))
#endif
#define CLB_BENCH_C1(kname, f, T)                                              \
  kernel void kname(global const T *x, global T *y) {                          \
    size_t i = get_global_id(0);                                               \
    T x0 = x[i], v = x0;                                                       \
    for (int k = 0; k < CLB_BENCH_CHAIN; ++k)                                  \
      v = f(x0 + CLB_BENCH_ZERO(v));                                           \
    y[i] = v;                                                                  \
  }
#define CLB_BENCH_C2(kname, f, T)                                              \
  kernel void kname(global const T *x, global const T *z, global T *y) {       \
    size_t i = get_global_id(0);                                               \
    T x0 = x[i], z0 = z[i], v = x0;                                            \
    for (int k = 0; k < CLB_BENCH_CHAIN; ++k)                                  \
      v = f(x0 + CLB_BENCH_ZERO(v), z0);                                       \
    y[i] = v;                                                                  \
  }

// One function's kernels, float and (where timed) double: K and C are the
// one- or two-argument forms, kf ... kdc the kernel names, pasted by the
// caller while the function's name is still a token.
#define CLB_BENCH_KERNELS(types, K, C, kf, kfc, kd, kdc, f)                    \
  CLB_BENCH_IF(types)(K(kf, f, float) C(kfc, f, float))                        \
  CLB_BENCH_IF_DOUBLE(types)(K(kd, f, double) C(kdc, f, double))
#define CLB_MATH_1(name, ref, cudaf, cudad, spec, bound, worst, bench)        \
  CLB_BENCH_KERNELS(CLB_BENCH_KEPT(CLB_BENCH_OMIT_##name, bench), CLB_BENCH_K1, \
                    CLB_BENCH_C1, name##_float, name##_float_chain,            \
                    name##_double, name##_double_chain, name)
#define CLB_MATH_2(name, ref, cudaf, cudad, spec, bound, worst, bench)        \
  CLB_BENCH_KERNELS(CLB_BENCH_KEPT(CLB_BENCH_OMIT_##name, bench), CLB_BENCH_K2, \
                    CLB_BENCH_C2, name##_float, name##_float_chain,            \
                    name##_double, name##_double_chain, name)
#include "../../../gen/math_functions.def"

// The half twins, NAME_half and NAME_half_chain, of every function timed in
// float and double (not native_*, which has no half overloads), for the
// half-against-float tables: the same kernel shapes, reading the float
// kernels' inputs rounded to half (the drivers convert them). Only where
// the driver asks (-DCLB_BENCH_HALF: clbuiltins' side); PoCL's builtins and
// libclc-15 have no half math to compare.
#ifdef CLB_BENCH_HALF
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#define CLB_MATH_1(name, ref, cudaf, cudad, spec, bound, worst, bench)        \
  CLB_BENCH_IF_DOUBLE(CLB_BENCH_TYPES(bench))(                                 \
      CLB_BENCH_K1(name##_half, name, half)                                    \
          CLB_BENCH_C1(name##_half_chain, name, half))
#define CLB_MATH_2(name, ref, cudaf, cudad, spec, bound, worst, bench)        \
  CLB_BENCH_IF_DOUBLE(CLB_BENCH_TYPES(bench))(                                 \
      CLB_BENCH_K2(name##_half, name, half)                                    \
          CLB_BENCH_C2(name##_half_chain, name, half))
#include "../../../gen/math_functions.def"
#endif
