// The relaxed bounds of the float math functions (-cl-unsafe-math-
// optimizations, gen/math_functions.def's CLB_MATH_RELAXED rows) and the
// one judgement of a result against them, for the suites' option modes
// (tests/support/math_modes.cpp, the exact value from MPFR) and the
// exhaustive relaxed float sweep (float_sweep.cu --relaxed, on the GPU, the
// reference in double): the fraction of its bound a result uses (<= 1
// passes), or a negative value where the spec leaves the input undefined.
#ifndef CLB_RELAXED_BOUNDS_H
#define CLB_RELAXED_BOUNDS_H

#include <math.h>
#include <stdio.h>
#include <string.h>

#ifdef __CUDACC__
#define CLB_RX_HD __host__ __device__
#else
#define CLB_RX_HD
#endif

namespace clbsweep {

enum RelaxedKind { ULP, LINEAR, ABS, POW };
// What a row's x (and y or n) mean: the derivation of the power functions
// and their undefined inputs.
enum RelaxedFlavor { kPlain, kPow, kPowr, kPown, kRootn, kCbrt };

struct RelaxedBound {
  const char *name;
  int kind;
  double a, b, c, lo, hi;
  const char *text;  // the spec's relaxed bound as its table states it
};

constexpr RelaxedBound kRelaxedBounds[] = {
#define CLB_MATH_RELAXED(name, kind, a, b, c, lo, hi, text) {#name, kind, a, b, c, lo, hi, text},
#include "../../../gen/math_functions.def"
};

inline const RelaxedBound *relaxedBound(const char *name) {
  for (const RelaxedBound &b : kRelaxedBounds)
    if (strcmp(b.name, name) == 0)
      return &b;
  return nullptr;
}

inline int relaxedFlavor(const char *name) {
  return !strcmp(name, "pow")     ? kPow
         : !strcmp(name, "powr")  ? kPowr
         : !strcmp(name, "pown")  ? kPown
         : !strcmp(name, "rootn") ? kRootn
         : !strcmp(name, "cbrt")  ? kCbrt
                                  : kPlain;
}

CLB_RX_HD inline bool rxInteger(double v) {
  return isfinite(v) && v == floor(v);
}

// The inputs the spec's relaxed table leaves the power functions undefined
// on (x, and y or n as a double).
CLB_RX_HD inline bool relaxedUndefined(int flavor, double x, double y) {
  switch (flavor) {
  case kPow:
    return (x == 0 && y == 0) || (x < 0 && (!rxInteger(y) || fabs(y) > 0x1p24));
  case kPowr:
    return x < 0 || (x == 0 && y == 0) || isnan(x) || isnan(y);
  case kPown:
    return x == 0 && y == 0;
  case kRootn:
    return y == 0 || (x < 0 && fmod(y, 2.0) == 0) || (x == 0 && y < 0);
  default:
    return false;
  }
}

// The fraction of the row's bound `got` uses at x (and y: pow's and powr's
// y, pown's and rootn's n), `want` the exact value (rounded to double) and
// `ulps` got's distance from it in float ulps; < 0: not checked (outside the
// row's range, or undefined there). Infinite where got is a NaN and want not
// (or the reverse), or of the wrong sign or magnitude beyond any bound.
CLB_RX_HD inline double relaxedFraction(const RelaxedBound &r, int flavor, double x, double y,
                                        float got, double want, double ulps) {
  const bool inside = r.lo == r.hi || (x >= r.lo && x <= r.hi);
  const double frac = ulps == 0 ? 0 : ulps / r.a;
  switch (r.kind) {
  case ULP:
    return inside ? frac : -1;
  case LINEAR:
    return inside ? (ulps == 0 ? 0 : ulps / (r.a + floor(r.b * fabs(x)))) : -1;
  case ABS:
    if (!inside)
      return r.b < 0 ? -1 : (ulps == 0 ? 0 : ulps / r.b);
    if (isfinite(want) && isfinite(got))
      return fabs(double(got) - want) / r.a;
    return ulps == 0 ? 0 : INFINITY;
  default: {  // POW: judged on the exponent 2^t the derivation computes
    if (relaxedUndefined(flavor, x, y))
      return -1;
    const bool root = flavor == kRootn || flavor == kCbrt;
    const double n = flavor == kCbrt ? 3 : y;
    const double l = log2(fabs(x));
    const double t = root ? l / n : y * l, s = root ? 1 / n : y;
    // Where t is not finite (x = 0 or inf, y infinite) or the exact value
    // is 0, NaN or infinite, a ulps; else |log2|got| - t| within the
    // exponent's error D plus a ulps (relative 2^-23 each, more below
    // 2^-126), inf and 0 where 2^(t +- D) reaches overflow or underflow.
    if (!isfinite(t) || !isfinite(want) || want == 0 || isnan(got))
      return frac;
    const double d = (r.b * fabs(t) + r.c * fabs(s)) * 0x1p-24;
    const double ulpRel = fabs(want) > 0x1p-126 ? 0x1p-23 : 0x1p-149 / fabs(want);
    const double limit = d + r.a * ulpRel / 0.6931471805599453;
    if (signbit(got) != signbit(want))
      return INFINITY;
    if (isinf(got))
      return t + limit >= 128 ? 0 : INFINITY;
    if (got == 0)
      return t - limit <= -150 ? 0 : INFINITY;
    return fabs(log2(fabs(double(got))) - t) / limit;
  }
  }
}

// The bound as the tables print it.
inline void relaxedBoundText(const RelaxedBound &r, char *out, size_t size) {
  switch (r.kind) {
  case ULP:
    snprintf(out, size, "%g ulp", r.a);
    break;
  case LINEAR:
    snprintf(out, size, "%g + floor(%g |x|) ulp", r.a, r.b);
    break;
  case ABS:
    snprintf(out, size, "%a absolute", r.a);
    break;
  default:
    snprintf(out, size, "2^t within 2^(+-(%g |t| + %g |s|) 2^-24) and %g ulp", r.b, r.c, r.a);
  }
  if (r.lo != r.hi) {
    const size_t used = strlen(out);
    snprintf(out + used, size - used, " on [%g, %g]", r.lo, r.hi);
  }
}

}  // namespace clbsweep

#endif
