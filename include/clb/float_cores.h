// The float cores: one plain function per math builtin, float in, float out,
// computed with float operations alone (fma, float-float pairs, integer bit
// work; no double anywhere), each in generic/math/float/<name>f.cl with its
// algorithm, its error analysis and its measured worst case.
//
// They are the default float path on every target (<clb/float_math.h> maps
// them over the vector widths and keeps the double-based correctly rounded
// path behind the correctly_rounded_math control). They are also compiled for
// the host by tools/lab/accuracy/float-core-sweep.sh, checking every one of
// them on all 2^32 inputs against glibc's double functions: so a core uses
// only clang builtins (__builtin_fmaf, __builtin_astype, ...), never an
// OpenCL builtin of this library (fma, as_uint, ...).
//
// Contract of each core: within 1 ulp of the exact result (faithfully
// rounded, tighter where stated) on every float input, the spec's special
// values exact (signed zeros, infinities, NaN), subnormal inputs and results
// kept, no loop without a bound.
#ifndef CLB_FLOAT_CORES_H
#define CLB_FLOAT_CORES_H

#include <clb/float_core_names.h>

#define CLB_FLOAT_CORE_DECL_1(name) float __clb_##name##f(float x);
#define CLB_FLOAT_CORE_DECL_2(name) float __clb_##name##f(float x, float y);
#define CLB_FLOAT_CORE_DECL_N(name) float __clb_##name##f(float x, int n);
CLB_FLOAT_CORES_1(CLB_FLOAT_CORE_DECL_1)
CLB_FLOAT_CORES_2(CLB_FLOAT_CORE_DECL_2)
CLB_FLOAT_CORES_N(CLB_FLOAT_CORE_DECL_N)
#undef CLB_FLOAT_CORE_DECL_1
#undef CLB_FLOAT_CORE_DECL_2
#undef CLB_FLOAT_CORE_DECL_N

// lgamma_r's sign of gamma(x) (+1 or -1; 0 for +-0 and the negative
// integers, the spec's rule, and for -inf and NaN, as the double core; +1
// for +inf).
float __clb_lgamma_rf(float x, private int *sign);
// sin and cos of one argument, one reduction.
float __clb_sincosf(float x, private float *c);

#endif
