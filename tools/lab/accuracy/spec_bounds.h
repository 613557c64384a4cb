// The OpenCL C spec's bounds for each function of gen/math_functions.def, float
// and double: the "Relative Error as ULPs" tables, full profile
// (opencl-c-spec.adoc, table-ulp-float-math and table-ulp-double), as the
// .def's spec column states them. Read by the float sweep (float_sweep.cu, on the GPU), its
// MPFR recheck (mpfr_recheck.cpp) and, through mpfr_reference.h's
// specBound, the double and CPU checkers (mpfr_check.cpp, pocl_accuracy.cpp).
// native_ and half_ have no double overloads; their double
// column only mirrors the float one.
#ifndef CLB_SPEC_BOUNDS_H
#define CLB_SPEC_BOUNDS_H

#include <math.h>
#include <string.h>

#ifdef __CUDACC__
#define CLB_BOUND_HD __host__ __device__
#else
#define CLB_BOUND_HD
#endif

namespace clbsweep {

struct SpecBound {
  const char *name;
  double
      ulps;  // float; < 0: the spec sets none (lgamma: undefined; native_*: implementation-defined)
  double doubleUlps;  // double, the same way
  double
      domain;  // > 0: the float bound holds for |x| <= domain only (half_sin, half_cos, half_tan)
  const char *text;  // the float bound as the sweep's tables show it
};

// "Correctly rounded" is 0.5 ulp, "0 ulp" 0.
constexpr double kCorrectlyRounded = 0.5;
constexpr double kNone = -1;

// How far above a bound an error must lie to count: the GPU's reference is
// double, a few double ulps (about 2^-29 float ulp) off the exact value.
constexpr double kBoundSlack = 0x1p-20;

constexpr SpecBound kSpecBounds[] = {
#define CLB_MATH_1(name, ref, cudaf, cudad, spec, ...) {#name, CLB_MF(spec)},
#define CLB_MATH_2(name, ref, cudaf, cudad, spec, ...) {#name, CLB_MF(spec)},
#define CLB_MATH_N(name, ref, cudaf, cudad, spec, ...) {#name, CLB_MF(spec)},
#include "../../../gen/math_functions.def"
};

inline const SpecBound *specBound(const char *name) {
  for (const SpecBound &b : kSpecBounds)
    if (strcmp(b.name, name) == 0)
      return &b;
  return nullptr;
}

// Whether an error counts against the bound at input x.
CLB_BOUND_HD inline bool aboveBound(const SpecBound &b, double ulps, float x) {
  if (b.ulps < 0 || (b.domain > 0 && !(fabsf(x) <= b.domain)))
    return false;
  return ulps > b.ulps + kBoundSlack;
}

}  // namespace clbsweep

#endif
