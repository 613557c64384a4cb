// The names of the float cores (<clb/float_cores.h>), by signature: lists
// of macro calls F(name), free of OpenCL C, so that the host tools
// (tools/lab/accuracy/float_core_sweep.cpp) expand the same lists.
#ifndef CLB_FLOAT_CORE_NAMES_H
#define CLB_FLOAT_CORE_NAMES_H

// One argument.
#define CLB_FLOAT_CORES_1(F)                                                   \
  F(acos) F(acosh) F(acospi) F(asin) F(asinh) F(asinpi) F(atan) F(atanh)       \
  F(atanpi) F(cbrt) F(cos) F(cosh) F(cospi) F(erf) F(erfc) F(exp) F(exp10)     \
  F(exp2) F(expm1) F(lgamma) F(log) F(log10) F(log1p) F(log2) F(rsqrt) F(sin)  \
  F(sinh) F(sinpi) F(tan) F(tanh) F(tanpi) F(tgamma)
// Two float arguments.
#define CLB_FLOAT_CORES_2(F) F(atan2) F(atan2pi) F(hypot) F(pow) F(powr)
// A float and an int.
#define CLB_FLOAT_CORES_N(F) F(pown) F(rootn)

// The cores with a relaxed variant (<clb/float_relaxed.h>,
// generic/math/relaxed/): the functions of the spec's table of relaxed
// bounds, and rsqrt and cbrt. The others (erf, erfc, lgamma, tgamma, hypot)
// keep the full profile's bounds under every option, and their cores.
#define CLB_FLOAT_RELAXED_1(F)                                                 \
  F(acos) F(acosh) F(acospi) F(asin) F(asinh) F(asinpi) F(atan) F(atanh)       \
  F(atanpi) F(cbrt) F(cos) F(cosh) F(cospi) F(exp) F(exp10) F(exp2) F(expm1)   \
  F(log) F(log10) F(log1p) F(log2) F(rsqrt) F(sin) F(sinh) F(sinpi) F(tan)     \
  F(tanh) F(tanpi)
#define CLB_FLOAT_STRICT_1(F) F(erf) F(erfc) F(lgamma) F(tgamma)
#define CLB_FLOAT_RELAXED_2(F) F(atan2) F(atan2pi) F(pow) F(powr)
#define CLB_FLOAT_STRICT_2(F) F(hypot)
#define CLB_FLOAT_RELAXED_N(F) F(pown) F(rootn)

#endif
