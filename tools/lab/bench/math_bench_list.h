// Which math functions the speed benchmarks time, and on which inputs: the
// bench column of gen/math_functions.def (bench(types, flo, fhi, dlo, dhi,
// ylo, yhi), or bench(NONE) for a function not timed). Included by
// math_bench.cl (OpenCL C: the kernels), math_bench.cu (GPU driver) and
// math_pocl_bench.cpp (CPU driver); each expands the .def and keeps the rows
// whose bench column names types, through the macros below.
//
// types: FD (float and double) or F (float only: native_*), NONE (not
// timed). Every macro takes a row's bench column as it comes, or, for the
// ones on types, the types themselves (CLB_BENCH_TYPES).
#ifndef CLB_BENCH_MATH_BENCH_LIST_H
#define CLB_BENCH_MATH_BENCH_LIST_H

#define CLB_BENCH_FIRST(a, ...) a
#define CLB_BENCH_FIRST_(...) CLB_BENCH_FIRST(__VA_ARGS__, )
#define CLB_BENCH_REST(a, ...) __VA_ARGS__
#define CLB_BENCH_REST_(...) CLB_BENCH_REST(__VA_ARGS__)
#define CLB_BENCH_CAT_(a, b) a##b
#define CLB_BENCH_CAT(a, b) CLB_BENCH_CAT_(a, b)
// CLB_BENCH_TYPES(bench): FD, F or NONE.
#define CLB_BENCH_TYPES(bench) CLB_BENCH_FIRST_(CLB_MF(bench))
// CLB_BENCH_IF(types)(code): code if the function is timed.
#define CLB_BENCH_IF(types) CLB_BENCH_CAT(CLB_BENCH_IF_, types)
#define CLB_BENCH_IF_NONE(...)
#define CLB_BENCH_IF_F(...) __VA_ARGS__
#define CLB_BENCH_IF_FD(...) __VA_ARGS__
// CLB_BENCH_IF_DOUBLE(types)(code): code if it is timed in double too.
#define CLB_BENCH_IF_DOUBLE(types) CLB_BENCH_CAT(CLB_BENCH_IFD_, types)
#define CLB_BENCH_IFD_NONE(...)
#define CLB_BENCH_IFD_F(...)
#define CLB_BENCH_IFD_FD(...) __VA_ARGS__
// CLB_BENCH_HAS_DOUBLE(types): true or false, for a timed function.
#define CLB_BENCH_HAS_DOUBLE(types) CLB_BENCH_CAT(CLB_BENCH_HASD_, types)
#define CLB_BENCH_HASD_F false
#define CLB_BENCH_HASD_FD true
// CLB_BENCH_RANGES(bench): "flo, fhi, dlo, dhi, ylo, yhi" of a timed function.
#define CLB_BENCH_RANGES(bench) CLB_BENCH_REST_(CLB_MF(bench))

#endif
