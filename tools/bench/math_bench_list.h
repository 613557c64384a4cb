// The math functions the speed benchmarks time (issue 10, "Speed"), and the
// inputs each one reads. Included by math_bench.cl (OpenCL C: the kernels),
// math_bench.cu (GPU driver) and math_pocl_bench.cpp (CPU driver); each of
// those expands tools/accuracy/math_functions.def and keeps the entries
// named here, so the functions themselves (and CUDA's counterparts) are
// listed once, in the .def.
//
//   CLB_BENCH_<name>  CLB_BENCH_PICK(types, flo, fhi, dlo, dhi, ylo, yhi)
//
// types: FD (float and double) or F (float only: native_*). x is uniform in
// (flo, fhi] for float, (dlo, dhi] for double; y (second argument of the
// binary functions) in (ylo, yhi] for both. Lower bounds are open so that
// log's and pow's (0, ...] never reads 0. The float ranges of exp, exp2 and
// erfc stop before results overflow or underflow to 0; the double ranges go
// on where double does.
#ifndef CLB_BENCH_MATH_BENCH_LIST_H
#define CLB_BENCH_MATH_BENCH_LIST_H

#define CLB_BENCH_sin CLB_BENCH_PICK(FD, -100, 100, -100, 100, 0, 0)
#define CLB_BENCH_cos CLB_BENCH_PICK(FD, -100, 100, -100, 100, 0, 0)
#define CLB_BENCH_tan CLB_BENCH_PICK(FD, -100, 100, -100, 100, 0, 0)
#define CLB_BENCH_exp CLB_BENCH_PICK(FD, -80, 80, -700, 700, 0, 0)
#define CLB_BENCH_exp2 CLB_BENCH_PICK(FD, -120, 120, -1000, 1000, 0, 0)
#define CLB_BENCH_log CLB_BENCH_PICK(FD, 0, 1e6, 0, 1e6, 0, 0)
#define CLB_BENCH_log2 CLB_BENCH_PICK(FD, 0, 1e6, 0, 1e6, 0, 0)
#define CLB_BENCH_pow CLB_BENCH_PICK(FD, 0, 100, 0, 100, -10, 10)
#define CLB_BENCH_powr CLB_BENCH_PICK(FD, 0, 100, 0, 100, -10, 10)
#define CLB_BENCH_atan2 CLB_BENCH_PICK(FD, -100, 100, -100, 100, -100, 100)
#define CLB_BENCH_erf CLB_BENCH_PICK(FD, -5, 5, -7, 7, 0, 0)
#define CLB_BENCH_erfc CLB_BENCH_PICK(FD, -5, 10, -7, 27, 0, 0)
#define CLB_BENCH_tgamma CLB_BENCH_PICK(FD, -10, 35, -10, 170, 0, 0)
#define CLB_BENCH_lgamma CLB_BENCH_PICK(FD, -100, 1000, -100, 1000, 0, 0)
#define CLB_BENCH_sqrt CLB_BENCH_PICK(FD, 0, 1e6, 0, 1e6, 0, 0)
#define CLB_BENCH_rsqrt CLB_BENCH_PICK(FD, 0, 1e6, 0, 1e6, 0, 0)
#define CLB_BENCH_cbrt CLB_BENCH_PICK(FD, -1e6, 1e6, -1e6, 1e6, 0, 0)
#define CLB_BENCH_hypot CLB_BENCH_PICK(FD, -1000, 1000, -1000, 1000, -1000, 1000)
#define CLB_BENCH_sinpi CLB_BENCH_PICK(FD, -100, 100, -100, 100, 0, 0)
#define CLB_BENCH_cospi CLB_BENCH_PICK(FD, -100, 100, -100, 100, 0, 0)
#define CLB_BENCH_tanpi CLB_BENCH_PICK(FD, -100, 100, -100, 100, 0, 0)
#define CLB_BENCH_exp10 CLB_BENCH_PICK(FD, -35, 35, -300, 300, 0, 0)
#define CLB_BENCH_expm1 CLB_BENCH_PICK(FD, -80, 80, -700, 700, 0, 0)
#define CLB_BENCH_log10 CLB_BENCH_PICK(FD, 0, 1e6, 0, 1e6, 0, 0)
#define CLB_BENCH_log1p CLB_BENCH_PICK(FD, -1, 1e6, -1, 1e6, 0, 0)
#define CLB_BENCH_asin CLB_BENCH_PICK(FD, -1, 1, -1, 1, 0, 0)
#define CLB_BENCH_acos CLB_BENCH_PICK(FD, -1, 1, -1, 1, 0, 0)
#define CLB_BENCH_atan CLB_BENCH_PICK(FD, -100, 100, -100, 100, 0, 0)
#define CLB_BENCH_sinh CLB_BENCH_PICK(FD, -80, 80, -700, 700, 0, 0)
#define CLB_BENCH_cosh CLB_BENCH_PICK(FD, -80, 80, -700, 700, 0, 0)
#define CLB_BENCH_tanh CLB_BENCH_PICK(FD, -10, 10, -20, 20, 0, 0)
#define CLB_BENCH_asinh CLB_BENCH_PICK(FD, -1e6, 1e6, -1e6, 1e6, 0, 0)
#define CLB_BENCH_acosh CLB_BENCH_PICK(FD, 1, 1e6, 1, 1e6, 0, 0)
#define CLB_BENCH_atanh CLB_BENCH_PICK(FD, -1, 1, -1, 1, 0, 0)

#define CLB_BENCH_native_sin CLB_BENCH_PICK(F, -100, 100, 0, 0, 0, 0)
#define CLB_BENCH_native_cos CLB_BENCH_PICK(F, -100, 100, 0, 0, 0, 0)
#define CLB_BENCH_native_tan CLB_BENCH_PICK(F, -100, 100, 0, 0, 0, 0)
#define CLB_BENCH_native_exp CLB_BENCH_PICK(F, -80, 80, 0, 0, 0, 0)
#define CLB_BENCH_native_exp2 CLB_BENCH_PICK(F, -120, 120, 0, 0, 0, 0)
#define CLB_BENCH_native_exp10 CLB_BENCH_PICK(F, -35, 35, 0, 0, 0, 0)
#define CLB_BENCH_native_log CLB_BENCH_PICK(F, 0, 1e6, 0, 0, 0, 0)
#define CLB_BENCH_native_log2 CLB_BENCH_PICK(F, 0, 1e6, 0, 0, 0, 0)
#define CLB_BENCH_native_log10 CLB_BENCH_PICK(F, 0, 1e6, 0, 0, 0, 0)
#define CLB_BENCH_native_powr CLB_BENCH_PICK(F, 0, 100, 0, 0, -10, 10)
#define CLB_BENCH_native_divide CLB_BENCH_PICK(F, -1000, 1000, 0, 0, -1000, 1000)
#define CLB_BENCH_native_recip CLB_BENCH_PICK(F, -1000, 1000, 0, 0, 0, 0)
#define CLB_BENCH_native_rsqrt CLB_BENCH_PICK(F, 0, 1e6, 0, 0, 0, 0)
#define CLB_BENCH_native_sqrt CLB_BENCH_PICK(F, 0, 1e6, 0, 0, 0, 0)

// The selection, by the preprocessor. The macros below take the entry
// CLB_BENCH_##name, pasted by the includer in the macro that receives the
// name from the .def: a name passed on to another macro is expanded first,
// and PoCL's headers define builtins as object-like macros (#define sin
// _cl_sin). An entry expands to "~, types, ranges..." for a listed name and
// stays one token otherwise, so the second element is its types or NONE
// (hence the variadic parameters: an entry arrives as its expansion).
#define CLB_BENCH_PICK(types, ...) ~, types, __VA_ARGS__
#define CLB_BENCH_SECOND(a, b, ...) b
#define CLB_BENCH_TYPES(...) CLB_BENCH_SECOND(__VA_ARGS__, NONE, )
#define CLB_BENCH_CAT_(a, b) a##b
#define CLB_BENCH_CAT(a, b) CLB_BENCH_CAT_(a, b)
// CLB_BENCH_IF(entry)(code): code if the name is listed.
#define CLB_BENCH_IF(...) CLB_BENCH_CAT(CLB_BENCH_IF_, CLB_BENCH_TYPES(__VA_ARGS__))
#define CLB_BENCH_IF_NONE(...)
#define CLB_BENCH_IF_F(...) __VA_ARGS__
#define CLB_BENCH_IF_FD(...) __VA_ARGS__
// CLB_BENCH_IF_DOUBLE(entry)(code): code if the name is listed with double.
#define CLB_BENCH_IF_DOUBLE(...) CLB_BENCH_CAT(CLB_BENCH_IFD_, CLB_BENCH_TYPES(__VA_ARGS__))
#define CLB_BENCH_IFD_NONE(...)
#define CLB_BENCH_IFD_F(...)
#define CLB_BENCH_IFD_FD(...) __VA_ARGS__
// CLB_BENCH_HAS_DOUBLE(entry): true or false, for a listed name.
#define CLB_BENCH_HAS_DOUBLE(...) CLB_BENCH_CAT(CLB_BENCH_HASD_, CLB_BENCH_TYPES(__VA_ARGS__))
#define CLB_BENCH_HASD_F false
#define CLB_BENCH_HASD_FD true
// CLB_BENCH_RANGES(entry): "flo, fhi, dlo, dhi, ylo, yhi" of a listed name.
#define CLB_BENCH_RANGES_(probe, types, ...) __VA_ARGS__
#define CLB_BENCH_RANGES(...) CLB_BENCH_RANGES_(__VA_ARGS__)

#endif
