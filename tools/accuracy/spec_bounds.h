// The OpenCL C spec's bounds for each function of math_functions.def, float
// and double: the "Relative Error as ULPs" tables, full profile
// (opencl-c-spec.adoc, table-ulp-float-math and table-ulp-double). The one
// table of bounds: read by the float sweep (float_sweep.cu, on the GPU), its
// MPFR recheck (mpfr_recheck.cpp) and, through mpfr_reference.h's
// specBound, the double and CPU checkers (mpfr_check.cpp, pocl_accuracy.cpp).
// The sweep and the recheck refuse to run if an entry of the def file has
// no row here. native_ and half_ have no double overloads; their double
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
  double ulps;        // float; < 0: the spec sets none (lgamma: undefined; native_*: implementation-defined)
  double doubleUlps;  // double, the same way
  double domain;      // > 0: the float bound holds for |x| <= domain only (half_sin, half_cos, half_tan)
  const char *text;   // the float bound as the sweep's tables show it
};

// "Correctly rounded" is 0.5 ulp, "0 ulp" 0.
constexpr double kCorrectlyRounded = 0.5;
constexpr double kNone = -1;

// How far above a bound an error must lie to count: the GPU's reference is
// double, a few double ulps (about 2^-29 float ulp) off the exact value.
constexpr double kBoundSlack = 0x1p-20;

constexpr SpecBound kSpecBounds[] = {
    {"acos", 4, 4, 0, "4"},
    {"acosh", 4, 4, 0, "4"},
    {"acospi", 5, 5, 0, "5"},
    {"asin", 4, 4, 0, "4"},
    {"asinh", 4, 4, 0, "4"},
    {"asinpi", 5, 5, 0, "5"},
    {"atan", 5, 5, 0, "5"},
    {"atanh", 5, 5, 0, "5"},
    {"atanpi", 5, 5, 0, "5"},
    {"cbrt", 2, 2, 0, "2"},
    {"ceil", kCorrectlyRounded, kCorrectlyRounded, 0, "CR"},
    {"cos", 4, 4, 0, "4"},
    {"cosh", 4, 4, 0, "4"},
    {"cospi", 4, 4, 0, "4"},
    {"erf", 16, 16, 0, "16"},
    {"erfc", 16, 16, 0, "16"},
    {"exp", 3, 3, 0, "3"},
    {"exp2", 3, 3, 0, "3"},
    {"exp10", 3, 3, 0, "3"},
    {"expm1", 3, 3, 0, "3"},
    {"fabs", 0, 0, 0, "0"},
    {"floor", kCorrectlyRounded, kCorrectlyRounded, 0, "CR"},
    {"lgamma", kNone, kNone, 0, "undefined"},
    {"log", 3, 3, 0, "3"},
    {"log2", 3, 3, 0, "3"},
    {"log10", 3, 3, 0, "3"},
    {"log1p", 2, 2, 0, "2"},
    {"logb", 0, 0, 0, "0"},
    {"rint", kCorrectlyRounded, kCorrectlyRounded, 0, "CR"},
    {"round", kCorrectlyRounded, kCorrectlyRounded, 0, "CR"},
    {"rsqrt", 2, 2, 0, "2"},
    {"sin", 4, 4, 0, "4"},
    {"sinh", 4, 4, 0, "4"},
    {"sinpi", 4, 4, 0, "4"},
    {"sqrt", 3, kCorrectlyRounded, 0, "3"},
    {"tan", 5, 5, 0, "5"},
    {"tanh", 5, 5, 0, "5"},
    {"tanpi", 6, 6, 0, "6"},
    {"tgamma", 16, 16, 0, "16"},
    {"trunc", kCorrectlyRounded, kCorrectlyRounded, 0, "CR"},
    // The results of the builtins with a second result (split_results.h):
    // the spec's rows for fract, modf, frexp, sincos and lgamma_r; what they
    // store is exact (fract's floor, modf's integral part, frexp's exponent,
    // lgamma_r's sign: the spec's rows bound their values only, and the CI
    // suite holds these exact) but sincos's cosine (4 ulp).
    {"fract_value", kCorrectlyRounded, kCorrectlyRounded, 0, "CR"},
    {"fract_iptr", 0, 0, 0, "0"},
    {"modf_value", 0, 0, 0, "0"},
    {"modf_iptr", 0, 0, 0, "0"},
    {"frexp_value", 0, 0, 0, "0"},
    {"frexp_exp", 0, 0, 0, "0"},
    {"sincos_value", 4, 4, 0, "4"},
    {"sincos_cosval", 4, 4, 0, "4"},
    {"lgamma_r_value", kNone, kNone, 0, "undefined"},
    {"lgamma_r_signp", 0, 0, 0, "0"},
    {"ilogb", 0, 0, 0, "0"},
    {"native_cos", kNone, kNone, 0, "impl.-defined"},
    {"native_exp", kNone, kNone, 0, "impl.-defined"},
    {"native_exp2", kNone, kNone, 0, "impl.-defined"},
    {"native_exp10", kNone, kNone, 0, "impl.-defined"},
    {"native_log", kNone, kNone, 0, "impl.-defined"},
    {"native_log2", kNone, kNone, 0, "impl.-defined"},
    {"native_log10", kNone, kNone, 0, "impl.-defined"},
    {"native_recip", kNone, kNone, 0, "impl.-defined"},
    {"native_rsqrt", kNone, kNone, 0, "impl.-defined"},
    {"native_sin", kNone, kNone, 0, "impl.-defined"},
    {"native_sqrt", kNone, kNone, 0, "impl.-defined"},
    {"native_tan", kNone, kNone, 0, "impl.-defined"},
    {"half_cos", 8192, 8192, 0x1p16, "8192 (\\|x\\| <= 2^16)"},
    {"half_exp", 8192, 8192, 0, "8192"},
    {"half_exp2", 8192, 8192, 0, "8192"},
    {"half_exp10", 8192, 8192, 0, "8192"},
    {"half_log", 8192, 8192, 0, "8192"},
    {"half_log2", 8192, 8192, 0, "8192"},
    {"half_log10", 8192, 8192, 0, "8192"},
    {"half_recip", 8192, 8192, 0, "8192"},
    {"half_rsqrt", 8192, 8192, 0, "8192"},
    {"half_sin", 8192, 8192, 0x1p16, "8192 (\\|x\\| <= 2^16)"},
    {"half_sqrt", 8192, 8192, 0, "8192"},
    {"half_tan", 8192, 8192, 0x1p16, "8192 (\\|x\\| <= 2^16)"},
    {"atan2", 6, 6, 0, "6"},
    {"atan2pi", 6, 6, 0, "6"},
    {"copysign", 0, 0, 0, "0"},
    {"fdim", kCorrectlyRounded, kCorrectlyRounded, 0, "CR"},
    {"fmax", 0, 0, 0, "0"},
    {"fmin", 0, 0, 0, "0"},
    {"fmod", 0, 0, 0, "0"},
    {"hypot", 4, 4, 0, "4"},
    {"maxmag", 0, 0, 0, "0"},
    {"minmag", 0, 0, 0, "0"},
    {"nextafter", 0, 0, 0, "0"},
    {"pow", 16, 16, 0, "16"},
    {"powr", 16, 16, 0, "16"},
    {"remainder", 0, 0, 0, "0"},
    {"native_divide", kNone, kNone, 0, "impl.-defined"},
    {"native_powr", kNone, kNone, 0, "impl.-defined"},
    {"half_divide", 8192, 8192, 0, "8192"},
    {"half_powr", 8192, 8192, 0, "8192"},
    {"ldexp", kCorrectlyRounded, kCorrectlyRounded, 0, "CR"},
    {"pown", 16, 16, 0, "16"},
    {"rootn", 16, 16, 0, "16"},
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
