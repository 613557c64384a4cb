// The OpenCL C spec's float bound for each function of math_functions.def:
// the "Relative Error as ULPs" table, full profile (opencl-c-spec.adoc,
// table-ulp-float-math). Read by the float sweep (float_sweep.cu) and its
// MPFR recheck (mpfr_recheck.cpp); both refuse to run if an entry of the def
// file has no row here.
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
  double ulps;    // < 0: the spec sets none (lgamma: undefined; native_*: implementation-defined)
  double domain;  // > 0: the bound holds for |x| <= domain only (half_sin, half_cos, half_tan)
  const char *text;
};

// "Correctly rounded" is 0.5 ulp, "0 ulp" 0.
constexpr double kCorrectlyRounded = 0.5;
constexpr double kNone = -1;

// How far above a bound an error must lie to count: the GPU's reference is
// double, a few double ulps (about 2^-29 float ulp) off the exact value.
constexpr double kBoundSlack = 0x1p-20;

constexpr SpecBound kSpecBounds[] = {
    {"acos", 4, 0, "4"},
    {"acosh", 4, 0, "4"},
    {"acospi", 5, 0, "5"},
    {"asin", 4, 0, "4"},
    {"asinh", 4, 0, "4"},
    {"asinpi", 5, 0, "5"},
    {"atan", 5, 0, "5"},
    {"atanh", 5, 0, "5"},
    {"atanpi", 5, 0, "5"},
    {"cbrt", 2, 0, "2"},
    {"ceil", kCorrectlyRounded, 0, "CR"},
    {"cos", 4, 0, "4"},
    {"cosh", 4, 0, "4"},
    {"cospi", 4, 0, "4"},
    {"erf", 16, 0, "16"},
    {"erfc", 16, 0, "16"},
    {"exp", 3, 0, "3"},
    {"exp2", 3, 0, "3"},
    {"exp10", 3, 0, "3"},
    {"expm1", 3, 0, "3"},
    {"fabs", 0, 0, "0"},
    {"floor", kCorrectlyRounded, 0, "CR"},
    {"lgamma", kNone, 0, "undefined"},
    {"log", 3, 0, "3"},
    {"log2", 3, 0, "3"},
    {"log10", 3, 0, "3"},
    {"log1p", 2, 0, "2"},
    {"logb", 0, 0, "0"},
    {"rint", kCorrectlyRounded, 0, "CR"},
    {"round", kCorrectlyRounded, 0, "CR"},
    {"rsqrt", 2, 0, "2"},
    {"sin", 4, 0, "4"},
    {"sinh", 4, 0, "4"},
    {"sinpi", 4, 0, "4"},
    {"sqrt", 3, 0, "3"},
    {"tan", 5, 0, "5"},
    {"tanh", 5, 0, "5"},
    {"tanpi", 6, 0, "6"},
    {"tgamma", 16, 0, "16"},
    {"trunc", kCorrectlyRounded, 0, "CR"},
    {"native_cos", kNone, 0, "impl.-defined"},
    {"native_exp", kNone, 0, "impl.-defined"},
    {"native_exp2", kNone, 0, "impl.-defined"},
    {"native_exp10", kNone, 0, "impl.-defined"},
    {"native_log", kNone, 0, "impl.-defined"},
    {"native_log2", kNone, 0, "impl.-defined"},
    {"native_log10", kNone, 0, "impl.-defined"},
    {"native_recip", kNone, 0, "impl.-defined"},
    {"native_rsqrt", kNone, 0, "impl.-defined"},
    {"native_sin", kNone, 0, "impl.-defined"},
    {"native_sqrt", kNone, 0, "impl.-defined"},
    {"native_tan", kNone, 0, "impl.-defined"},
    {"half_cos", 8192, 0x1p16, "8192 (\\|x\\| <= 2^16)"},
    {"half_exp", 8192, 0, "8192"},
    {"half_exp2", 8192, 0, "8192"},
    {"half_exp10", 8192, 0, "8192"},
    {"half_log", 8192, 0, "8192"},
    {"half_log2", 8192, 0, "8192"},
    {"half_log10", 8192, 0, "8192"},
    {"half_recip", 8192, 0, "8192"},
    {"half_rsqrt", 8192, 0, "8192"},
    {"half_sin", 8192, 0x1p16, "8192 (\\|x\\| <= 2^16)"},
    {"half_sqrt", 8192, 0, "8192"},
    {"half_tan", 8192, 0x1p16, "8192 (\\|x\\| <= 2^16)"},
    {"atan2", 6, 0, "6"},
    {"atan2pi", 6, 0, "6"},
    {"copysign", 0, 0, "0"},
    {"fdim", kCorrectlyRounded, 0, "CR"},
    {"fmax", 0, 0, "0"},
    {"fmin", 0, 0, "0"},
    {"fmod", 0, 0, "0"},
    {"hypot", 4, 0, "4"},
    {"maxmag", 0, 0, "0"},
    {"minmag", 0, 0, "0"},
    {"nextafter", 0, 0, "0"},
    {"pow", 16, 0, "16"},
    {"powr", 16, 0, "16"},
    {"remainder", 0, 0, "0"},
    {"native_divide", kNone, 0, "impl.-defined"},
    {"native_powr", kNone, 0, "impl.-defined"},
    {"half_divide", 8192, 0, "8192"},
    {"half_powr", 8192, 0, "8192"},
    {"ldexp", kCorrectlyRounded, 0, "CR"},
    {"pown", 16, 0, "16"},
    {"rootn", 16, 0, "16"},
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
