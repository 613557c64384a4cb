// The exact values the accuracy tools measure against: for each entry of
// math_functions.def an MPFR function (128 bits, far past double's 53) with
// the OpenCL C special cases (rsqrt(-0) = -INF, powr's and rootn's domains,
// lgamma of the poles), the spec's bound for float and double (the "Relative
// Error as ULPs" tables, full profile; 0.5 for "correctly rounded", -1 where
// the spec gives none), and the error of a result against the exact value.
// native_ and half_ entries share their exact function's reference.
#ifndef CLB_ACCURACY_MPFR_REFERENCE_H
#define CLB_ACCURACY_MPFR_REFERENCE_H

#include "math_reference.h"  // tests/support: FloatFormat, roundTo

#include <mpfr.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <string>

namespace clbacc {

// One thread's MPFR variables: the arguments (exact at 64 bits) and the
// result; and the format measured (nextafter's reference steps in it).
struct Mpfr {
  mpfr_t x, y, r;
  int precision = 53;
  Mpfr() {
    mpfr_init2(x, 64);
    mpfr_init2(y, 64);
    mpfr_init2(r, 128);
  }
  ~Mpfr() {
    mpfr_clear(x);
    mpfr_clear(y);
    mpfr_clear(r);
  }
  Mpfr(const Mpfr &) = delete;
  Mpfr &operator=(const Mpfr &) = delete;
};

// Sets m.r to the exact f(x), f(x, y) or f(x, n).
typedef void (*Reference)(Mpfr &m, double x, double y, int n);

inline const char *exactName(const char *name) {
  if (std::strncmp(name, "native_", 7) == 0) return name + 7;
  if (std::strncmp(name, "half_", 5) == 0) return name + 5;
  return name;
}

#define CLB_REF1(fn) [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); fn(m.r, m.x, MPFR_RNDN); }
#define CLB_REF2(fn)                                                             \
  [](Mpfr &m, double x, double y, int) {                                         \
    mpfr_set_d(m.x, x, MPFR_RNDN);                                               \
    mpfr_set_d(m.y, y, MPFR_RNDN);                                               \
    fn(m.r, m.x, m.y, MPFR_RNDN);                                                \
  }
// Exact operations done in double (no rounding involved).
#define CLB_REFD(expr) [](Mpfr &m, double x, double y, int) { (void)y; mpfr_set_d(m.r, (expr), MPFR_RNDN); }

// OpenCL's fmax and fmin: a NaN argument (signalling ones too, which the
// host's fmax turns into NaN) gives the other argument.
inline double fmaxRef(double x, double y) {
  if (std::isnan(x)) return y;
  if (std::isnan(y)) return x;
  return x < y ? y : x;
}
inline double fminRef(double x, double y) {
  if (std::isnan(x)) return y;
  if (std::isnan(y)) return x;
  return y < x ? y : x;
}
inline double maxmagRef(double x, double y) {
  if (std::fabs(x) > std::fabs(y)) return x;
  if (std::fabs(y) > std::fabs(x)) return y;
  return fmaxRef(x, y);
}
inline double minmagRef(double x, double y) {
  if (std::fabs(x) < std::fabs(y)) return x;
  if (std::fabs(y) < std::fabs(x)) return y;
  return fminRef(x, y);
}
// logb: the exponent of x as frexp counts it, minus one (subnormals too).
inline double logbRef(double x) {
  if (std::isnan(x)) return x;
  if (std::isinf(x)) return std::numeric_limits<double>::infinity();
  if (x == 0) return -std::numeric_limits<double>::infinity();
  int e;
  std::frexp(x, &e);
  return e - 1;
}

struct Function {
  const char *name;
  Reference ref;
  double specFloat, specDouble;  // ulps; 0.5 correctly rounded; -1 none
};

inline const Function *findFunction(const char *name) {
  static const Function table[] = {
      {"acos", CLB_REF1(mpfr_acos), 4, 4},
      {"acosh", CLB_REF1(mpfr_acosh), 4, 4},
      {"acospi", CLB_REF1(mpfr_acospi), 5, 5},
      {"asin", CLB_REF1(mpfr_asin), 4, 4},
      {"asinh", CLB_REF1(mpfr_asinh), 4, 4},
      {"asinpi", CLB_REF1(mpfr_asinpi), 5, 5},
      {"atan", CLB_REF1(mpfr_atan), 5, 5},
      {"atanh", CLB_REF1(mpfr_atanh), 5, 5},
      {"atanpi", CLB_REF1(mpfr_atanpi), 5, 5},
      {"cbrt", CLB_REF1(mpfr_cbrt), 2, 2},
      {"ceil", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_ceil(m.r, m.x); }, 0.5, 0.5},
      {"cos", CLB_REF1(mpfr_cos), 4, 4},
      {"cosh", CLB_REF1(mpfr_cosh), 4, 4},
      {"cospi", CLB_REF1(mpfr_cospi), 4, 4},
      {"erf", CLB_REF1(mpfr_erf), 16, 16},
      {"erfc", CLB_REF1(mpfr_erfc), 16, 16},
      {"exp", CLB_REF1(mpfr_exp), 3, 3},
      {"exp2", CLB_REF1(mpfr_exp2), 3, 3},
      {"exp10", CLB_REF1(mpfr_exp10), 3, 3},
      {"expm1", CLB_REF1(mpfr_expm1), 3, 3},
      {"fabs", CLB_REFD(std::fabs(x)), 0, 0},
      {"floor", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_floor(m.r, m.x); }, 0.5, 0.5},
      // MPFR's lgamma is +INF at the poles and at -INF, as OpenCL's.
      {"lgamma", [](Mpfr &m, double x, double, int) { int s; mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_lgamma(m.r, &s, m.x, MPFR_RNDN); }, -1, -1},
      {"log", CLB_REF1(mpfr_log), 3, 3},
      {"log2", CLB_REF1(mpfr_log2), 3, 3},
      {"log10", CLB_REF1(mpfr_log10), 3, 3},
      {"log1p", CLB_REF1(mpfr_log1p), 2, 2},
      {"logb", CLB_REFD(logbRef(x)), 0, 0},
      {"rint", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_rint(m.r, m.x, MPFR_RNDN); }, 0.5, 0.5},
      {"round", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_round(m.r, m.x); }, 0.5, 0.5},
      // IEEE 754's rSqrt(-0) is -INF; MPFR's rec_sqrt gives +INF for both zeros.
      {"rsqrt", [](Mpfr &m, double x, double, int) {
         mpfr_set_d(m.x, x, MPFR_RNDN);
         mpfr_rec_sqrt(m.r, m.x, MPFR_RNDN);
         if (x == 0 && std::signbit(x)) mpfr_set_inf(m.r, -1);
       }, 2, 2},
      {"sin", CLB_REF1(mpfr_sin), 4, 4},
      {"sinh", CLB_REF1(mpfr_sinh), 4, 4},
      {"sinpi", CLB_REF1(mpfr_sinpi), 4, 4},
      {"sqrt", CLB_REF1(mpfr_sqrt), 3, 0.5},
      {"tan", CLB_REF1(mpfr_tan), 5, 5},
      {"tanh", CLB_REF1(mpfr_tanh), 5, 5},
      {"tanpi", CLB_REF1(mpfr_tanpi), 6, 6},
      {"tgamma", CLB_REF1(mpfr_gamma), 16, 16},
      {"trunc", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_trunc(m.r, m.x); }, 0.5, 0.5},
      {"recip", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_ui_div(m.r, 1, m.x, MPFR_RNDN); }, 2.5, 0.5},
      {"atan2", CLB_REF2(mpfr_atan2), 6, 6},
      {"atan2pi", CLB_REF2(mpfr_atan2pi), 6, 6},
      {"copysign", CLB_REFD(std::copysign(x, y)), 0, 0},
      {"fdim", CLB_REF2(mpfr_dim), 0.5, 0.5},
      {"fmax", CLB_REFD(fmaxRef(x, y)), 0, 0},
      {"fmin", CLB_REFD(fminRef(x, y)), 0, 0},
      {"fmod", CLB_REF2(mpfr_fmod), 0, 0},
      {"hypot", CLB_REF2(mpfr_hypot), 4, 4},
      {"maxmag", CLB_REFD(maxmagRef(x, y)), 0, 0},
      {"minmag", CLB_REFD(minmagRef(x, y)), 0, 0},
      {"nextafter", [](Mpfr &m, double x, double y, int) {
         mpfr_set_d(m.r, m.precision == 24 ? double(std::nextafter(float(x), float(y))) : std::nextafter(x, y),
                    MPFR_RNDN);
       }, 0, 0},
      {"pow", CLB_REF2(mpfr_pow), 16, 16},
      // MPFR's powr(1, NaN) is 1; OpenCL's (and IEEE 754's) is NaN.
      {"powr", [](Mpfr &m, double x, double y, int) {
         mpfr_set_d(m.x, x, MPFR_RNDN);
         mpfr_set_d(m.y, y, MPFR_RNDN);
         if (std::isnan(y)) mpfr_set_nan(m.r);
         else mpfr_powr(m.r, m.x, m.y, MPFR_RNDN);
       }, 16, 16},
      {"remainder", CLB_REF2(mpfr_remainder), 0, 0},
      {"divide", CLB_REF2(mpfr_div), 2.5, 0.5},
      {"ldexp", [](Mpfr &m, double x, double, int n) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_mul_2si(m.r, m.x, n, MPFR_RNDN); }, 0.5, 0.5},
      {"pown", [](Mpfr &m, double x, double, int n) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_pow_si(m.r, m.x, n, MPFR_RNDN); }, 16, 16},
      {"rootn", [](Mpfr &m, double x, double, int n) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_rootn_si(m.r, m.x, n, MPFR_RNDN); }, 16, 16},
  };
  const char *exact = exactName(name);
  for (const Function &f : table)
    if (std::strcmp(f.name, exact) == 0) return &f;
  return nullptr;
}
#undef CLB_REF1
#undef CLB_REF2
#undef CLB_REFD

// The spec's bound for a builtin of the list (native_: none; half_: 8192).
inline double specBound(const char *name, bool isDouble) {
  if (std::strncmp(name, "native_", 7) == 0) return -1;
  if (std::strncmp(name, "half_", 5) == 0) return 8192;
  const Function *f = findFunction(name);
  return !f ? -1 : isDouble ? f->specDouble : f->specFloat;
}

// The error of `got` against the exact value, in ulps of the format at the
// exact value (its least subnormal below the normal range), an overflowed
// result counted as +-2^(emax+1) unless the exact value overflows too.
// Infinite when NaN-ness differs or the
// exact value is an infinity (a pole, log(0)) that got is not.
inline double ulpsAt(const clbtest::FloatFormat &f, double got, mpfr_srcptr exact) {
  const double inf = std::numeric_limits<double>::infinity();
  if (mpfr_nan_p(exact) || std::isnan(got)) return mpfr_nan_p(exact) && std::isnan(got) ? 0 : inf;
  if (mpfr_inf_p(exact)) return std::isinf(got) && (got < 0) == (mpfr_sgn(exact) < 0) ? 0 : inf;
  if (std::isinf(got) && clbtest::roundTo(f, exact) == got) return 0;  // overflowed, as it must
  long e = mpfr_zero_p(exact) ? f.emin : mpfr_get_exp(exact);
  if (e < f.emin + 1) e = f.emin + 1;
  mpfr_t d;
  mpfr_init2(d, 256);
  if (std::isinf(got)) mpfr_set_si_2exp(d, got < 0 ? -1 : 1, f.emax + 1, MPFR_RNDN);
  else mpfr_set_d(d, got, MPFR_RNDN);
  mpfr_sub(d, d, exact, MPFR_RNDN);
  mpfr_abs(d, d, MPFR_RNDN);
  mpfr_mul_2si(d, d, -(e - f.precision), MPFR_RNDN);
  const double u = mpfr_get_d(d, MPFR_RNDU);
  mpfr_clear(d);
  return u;
}

}  // namespace clbacc

#endif
