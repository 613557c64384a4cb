// The timed math functions of gen/math_functions.def (its bench column) as
// a table of names, arities and input ranges, for the host drivers that
// need no more of a row: the PoCL benchmark (math_pocl_bench.cpp) and the
// GPU's half-against-float one (math_bench_half.cu). math_bench.cu keeps a
// wider table of its own (CUDA's functions beside these).
#ifndef CLB_BENCH_MATH_BENCH_FNS_H
#define CLB_BENCH_MATH_BENCH_FNS_H

#include "math_bench_list.h"

namespace clbbench {

struct BenchFn {
  const char *name;
  int arity;
  bool hasDouble;
  double range[6];  // float x (lo, hi], double x (lo, hi], y (lo, hi]
};

// (The name is pasted and quoted in CLB_MATH_*, before any expansion.)
#define CLB_BENCH_ROW(bench, name, arity) \
  CLB_BENCH_IF(CLB_BENCH_TYPES(bench))    \
  ({name, arity, CLB_BENCH_HAS_DOUBLE(CLB_BENCH_TYPES(bench)), {CLB_BENCH_RANGES(bench)}}, )
#define CLB_MATH_1(name, ref, cudaf, cudad, spec, bound, worst, bench) \
  CLB_BENCH_ROW(bench, #name, 1)
#define CLB_MATH_2(name, ref, cudaf, cudad, spec, bound, worst, bench) \
  CLB_BENCH_ROW(bench, #name, 2)
constexpr BenchFn kBenchFns[] = {
#include "../../../gen/math_functions.def"
};
#undef CLB_BENCH_ROW

}  // namespace clbbench

#endif
