// The exact values the accuracy tools measure against: for each entry of
// gen/math_functions.def an MPFR function (128 bits, far past double's 53) with
// the OpenCL C special cases (rsqrt(-0) = -INF, powr's and rootn's domains,
// lgamma of the poles, the edge-case lists of fract, frexp, ilogb and
// lgamma_r), the spec's bound for float and double (from spec_bounds.h, the
// one table of bounds; 0.5 for "correctly rounded", -1 where the spec gives
// none), and the error of a result against the exact value. native_ and
// half_ entries share their exact function's reference. Used by the double
// and CPU checkers (mpfr_check.cpp, pocl_accuracy.cpp) and by the float
// sweep's recheck (mpfr_recheck.cpp).
#ifndef CLB_ACCURACY_MPFR_REFERENCE_H
#define CLB_ACCURACY_MPFR_REFERENCE_H

#include "math_reference.h"  // tests/support: FloatFormat, roundTo
#include "spec_bounds.h"

#include <mpfr.h>

#include <climits>
#include <cmath>
#include <cstring>
#include <limits>
#include <string>

namespace clbacc {

// One thread's MPFR variables: the arguments (exact at 64 bits) and the
// result (128 bits unless asked: the float sweep's recheck takes 256, so that
// a value within 2^-253 of a power of two, cos of a tiny x, still lies in the
// binade it lies in); and the format measured (nextafter's reference steps
// in it).
struct Mpfr {
  mpfr_t x, y, r;
  int precision = 53;
  explicit Mpfr(mpfr_prec_t resultBits = 128) {
    mpfr_init2(x, 64);
    mpfr_init2(y, 64);
    mpfr_init2(r, resultBits);
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
  if (std::strncmp(name, "native_", 7) == 0)
    return name + 7;
  if (std::strncmp(name, "half_", 5) == 0)
    return name + 5;
  return name;
}

#define CLB_REF1(fn)                   \
  [](Mpfr &m, double x, double, int) { \
    mpfr_set_d(m.x, x, MPFR_RNDN);     \
    fn(m.r, m.x, MPFR_RNDN);           \
  }
#define CLB_REF2(fn)                     \
  [](Mpfr &m, double x, double y, int) { \
    mpfr_set_d(m.x, x, MPFR_RNDN);       \
    mpfr_set_d(m.y, y, MPFR_RNDN);       \
    fn(m.r, m.x, m.y, MPFR_RNDN);        \
  }
// Exact operations done in double (no rounding involved).
#define CLB_REFD(expr)                   \
  [](Mpfr &m, double x, double y, int) { \
    (void)y;                             \
    mpfr_set_d(m.r, (expr), MPFR_RNDN);  \
  }

// OpenCL's fmax and fmin: a NaN argument (signalling ones too, which the
// host's fmax turns into NaN) gives the other argument.
inline double fmaxRef(double x, double y) {
  if (std::isnan(x))
    return y;
  if (std::isnan(y))
    return x;
  return x < y ? y : x;
}
inline double fminRef(double x, double y) {
  if (std::isnan(x))
    return y;
  if (std::isnan(y))
    return x;
  return y < x ? y : x;
}
inline double maxmagRef(double x, double y) {
  if (std::fabs(x) > std::fabs(y))
    return x;
  if (std::fabs(y) > std::fabs(x))
    return y;
  return fmaxRef(x, y);
}
inline double minmagRef(double x, double y) {
  if (std::fabs(x) < std::fabs(y))
    return x;
  if (std::fabs(y) < std::fabs(x))
    return y;
  return fminRef(x, y);
}
// logb: the exponent of x as frexp counts it, minus one (subnormals too).
inline double logbRef(double x) {
  if (std::isnan(x))
    return x;
  if (std::isinf(x))
    return std::numeric_limits<double>::infinity();
  if (x == 0)
    return -std::numeric_limits<double>::infinity();
  int e;
  std::frexp(x, &e);
  return e - 1;
}

// The builtins with a second result (tools/lab/accuracy/split_results.h), from
// MPFR's own functions where it has them. An int result is converted to the
// format measured, as the kernels convert it (ilogb's INT_MAX becomes 2^31
// in float).
inline void setInt(Mpfr &m, long v) {
  mpfr_set_d(m.r, m.precision == 24 ? double(float(v)) : double(v), MPFR_RNDN);
}
// fract: fmin(x - floor(x), the format's largest value below 1); the spec's
// +-0 for +-0 and +-INF, NaN for NaN. x - floor(x) at 128 bits is exact but
// for -2^-75 < x < 0, where it rounds to a value above that bound, as the
// exact one lies.
inline void fractRef(Mpfr &m, double x) {
  if (std::isnan(x) || x == 0 || std::isinf(x)) {
    mpfr_set_d(m.r, std::isnan(x) ? x : std::copysign(0.0, x), MPFR_RNDN);
    return;
  }
  mpfr_set_d(m.x, x, MPFR_RNDN);
  mpfr_floor(m.y, m.x);
  mpfr_sub(m.r, m.x, m.y, MPFR_RNDN);
  const double belowOne = m.precision == 24 ? 0x1.fffffep-1 : 0x1.fffffffffffffp-1;
  if (mpfr_cmp_d(m.r, belowOne) > 0)
    mpfr_set_d(m.r, belowOne, MPFR_RNDN);
}
// modf through mpfr_modf (its fraction has x's sign, +-0 for integers and
// +-INF, as the spec's definition); the part not wanted goes to m.y, which
// holds either exactly for a double x.
inline void modfRef(Mpfr &m, double x, bool integral) {
  mpfr_set_d(m.x, x, MPFR_RNDN);
  if (integral)
    mpfr_modf(m.r, m.y, m.x, MPFR_RNDN);
  else
    mpfr_modf(m.y, m.r, m.x, MPFR_RNDN);
}
// frexp: x = mantissa 2^exp with |mantissa| in [1/2, 1); x itself and
// exponent 0 for +-0, +-INF and NaN (the spec's list, C99's zeros).
inline void frexpRef(Mpfr &m, double x, bool exponent) {
  if (x == 0 || !std::isfinite(x)) {
    if (exponent)
      setInt(m, 0);
    else
      mpfr_set_d(m.r, x, MPFR_RNDN);
    return;
  }
  mpfr_set_d(m.x, x, MPFR_RNDN);
  mpfr_exp_t e;
  mpfr_frexp(&e, m.r, m.x, MPFR_RNDN);
  if (exponent)
    setInt(m, long(e));
}
// ilogb: MPFR's exponent minus one; OpenCL's FP_ILOGB0 (INT_MIN) for zeros,
// FP_ILOGBNAN (INT_MAX) for NaN and INF.
inline void ilogbRef(Mpfr &m, double x) {
  if (x == 0)
    return setInt(m, INT_MIN);
  if (!std::isfinite(x))
    return setInt(m, INT_MAX);
  mpfr_set_d(m.x, x, MPFR_RNDN);
  setInt(m, long(mpfr_get_exp(m.x)) - 1);
}
// lgamma_r's sign: MPFR's sign of Gamma; 0 for zeros and negative integers
// (the spec), -INF and NaN (no sign).
inline void lgammaSignRef(Mpfr &m, double x) {
  if (std::isnan(x) || (x <= 0 && x == std::floor(x)))
    return setInt(m, 0);
  int sign;
  mpfr_set_d(m.x, x, MPFR_RNDN);
  mpfr_lgamma(m.r, &sign, m.x, MPFR_RNDN);
  setInt(m, sign);
}

struct Function {
  const char *name;
  Reference ref;
};

inline const Function *findFunction(const char *name) {
  static const Function table[] = {
      {"acos", CLB_REF1(mpfr_acos)},
      {"acosh", CLB_REF1(mpfr_acosh)},
      {"acospi", CLB_REF1(mpfr_acospi)},
      {"asin", CLB_REF1(mpfr_asin)},
      {"asinh", CLB_REF1(mpfr_asinh)},
      {"asinpi", CLB_REF1(mpfr_asinpi)},
      {"atan", CLB_REF1(mpfr_atan)},
      {"atanh", CLB_REF1(mpfr_atanh)},
      {"atanpi", CLB_REF1(mpfr_atanpi)},
      {"cbrt", CLB_REF1(mpfr_cbrt)},
      {"ceil", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_ceil(m.r, m.x); }},
      {"cos", CLB_REF1(mpfr_cos)},
      {"cosh", CLB_REF1(mpfr_cosh)},
      {"cospi", CLB_REF1(mpfr_cospi)},
      {"erf", CLB_REF1(mpfr_erf)},
      {"erfc", CLB_REF1(mpfr_erfc)},
      {"exp", CLB_REF1(mpfr_exp)},
      {"exp2", CLB_REF1(mpfr_exp2)},
      {"exp10", CLB_REF1(mpfr_exp10)},
      {"expm1", CLB_REF1(mpfr_expm1)},
      {"fabs", CLB_REFD(std::fabs(x))},
      {"floor", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_floor(m.r, m.x); }},
      // MPFR's lgamma is +INF at the poles and at -INF, as OpenCL's.
      {"lgamma", [](Mpfr &m, double x, double, int) { int s; mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_lgamma(m.r, &s, m.x, MPFR_RNDN); }},
      {"log", CLB_REF1(mpfr_log)},
      {"log2", CLB_REF1(mpfr_log2)},
      {"log10", CLB_REF1(mpfr_log10)},
      {"log1p", CLB_REF1(mpfr_log1p)},
      {"logb", CLB_REFD(logbRef(x))},
      {"rint", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_rint(m.r, m.x, MPFR_RNDN); }},
      {"round", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_round(m.r, m.x); }},
      // IEEE 754's rSqrt(-0) is -INF; MPFR's rec_sqrt gives +INF for both zeros.
      {"rsqrt", [](Mpfr &m, double x, double, int) {
         mpfr_set_d(m.x, x, MPFR_RNDN);
         mpfr_rec_sqrt(m.r, m.x, MPFR_RNDN);
         if (x == 0 && std::signbit(x)) mpfr_set_inf(m.r, -1);
       }},
      {"sin", CLB_REF1(mpfr_sin)},
      {"sinh", CLB_REF1(mpfr_sinh)},
      {"sinpi", CLB_REF1(mpfr_sinpi)},
      {"sqrt", CLB_REF1(mpfr_sqrt)},
      {"tan", CLB_REF1(mpfr_tan)},
      {"tanh", CLB_REF1(mpfr_tanh)},
      {"tanpi", CLB_REF1(mpfr_tanpi)},
      {"tgamma", CLB_REF1(mpfr_gamma)},
      {"trunc", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_trunc(m.r, m.x); }},
      {"fract_value", [](Mpfr &m, double x, double, int) { fractRef(m, x); }},
      {"fract_iptr", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_floor(m.r, m.x); }},
      {"modf_value", [](Mpfr &m, double x, double, int) { modfRef(m, x, false); }},
      {"modf_iptr", [](Mpfr &m, double x, double, int) { modfRef(m, x, true); }},
      {"frexp_value", [](Mpfr &m, double x, double, int) { frexpRef(m, x, false); }},
      {"frexp_exp", [](Mpfr &m, double x, double, int) { frexpRef(m, x, true); }},
      {"sincos_value", CLB_REF1(mpfr_sin)},
      {"sincos_cosval", CLB_REF1(mpfr_cos)},
      {"lgamma_r_value", [](Mpfr &m, double x, double, int) { int s; mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_lgamma(m.r, &s, m.x, MPFR_RNDN); }},
      {"lgamma_r_signp", [](Mpfr &m, double x, double, int) { lgammaSignRef(m, x); }},
      {"ilogb", [](Mpfr &m, double x, double, int) { ilogbRef(m, x); }},
      {"recip", [](Mpfr &m, double x, double, int) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_ui_div(m.r, 1, m.x, MPFR_RNDN); }},
      {"atan2", CLB_REF2(mpfr_atan2)},
      {"atan2pi", CLB_REF2(mpfr_atan2pi)},
      {"copysign", CLB_REFD(std::copysign(x, y))},
      {"fdim", CLB_REF2(mpfr_dim)},
      {"fmax", CLB_REFD(fmaxRef(x, y))},
      {"fmin", CLB_REFD(fminRef(x, y))},
      {"fmod", CLB_REF2(mpfr_fmod)},
      {"hypot", CLB_REF2(mpfr_hypot)},
      {"maxmag", CLB_REFD(maxmagRef(x, y))},
      {"minmag", CLB_REFD(minmagRef(x, y))},
      {"nextafter", [](Mpfr &m, double x, double y, int) {
         mpfr_set_d(m.r, m.precision == 24 ? double(std::nextafter(float(x), float(y))) : std::nextafter(x, y),
                    MPFR_RNDN);
       }},
      {"pow", CLB_REF2(mpfr_pow)},
      // MPFR's powr(1, NaN) is 1; OpenCL's (and IEEE 754's) is NaN.
      {"powr", [](Mpfr &m, double x, double y, int) {
         mpfr_set_d(m.x, x, MPFR_RNDN);
         mpfr_set_d(m.y, y, MPFR_RNDN);
         if (std::isnan(y)) mpfr_set_nan(m.r);
         else mpfr_powr(m.r, m.x, m.y, MPFR_RNDN);
       }},
      {"remainder", CLB_REF2(mpfr_remainder)},
      {"divide", CLB_REF2(mpfr_div)},
      {"ldexp", [](Mpfr &m, double x, double, int n) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_mul_2si(m.r, m.x, n, MPFR_RNDN); }},
      {"pown", [](Mpfr &m, double x, double, int n) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_pow_si(m.r, m.x, n, MPFR_RNDN); }},
      {"rootn", [](Mpfr &m, double x, double, int n) { mpfr_set_d(m.x, x, MPFR_RNDN); mpfr_rootn_si(m.r, m.x, n, MPFR_RNDN); }},
  };
  const char *exact = exactName(name);
  for (const Function &f : table)
    if (std::strcmp(f.name, exact) == 0)
      return &f;
  return nullptr;
}
#undef CLB_REF1
#undef CLB_REF2
#undef CLB_REFD

// The spec's bound for a builtin of the list (spec_bounds.h's table); -1
// where it sets none or the list has no such builtin.
inline double specBound(const char *name, bool isDouble) {
  const clbsweep::SpecBound *b = clbsweep::specBound(name);
  return !b ? -1 : isDouble ? b->doubleUlps : b->ulps;
}

// The error of `got` against the exact value, in ulps of the format at the
// exact value (its least subnormal below the normal range), an overflowed
// result counted as +-2^(emax+1) unless the exact value overflows too.
// Infinite when NaN-ness differs or the
// exact value is an infinity (a pole, log(0)) that got is not.
inline double ulpsAt(const clbtest::FloatFormat &f, double got, mpfr_srcptr exact) {
  const double inf = std::numeric_limits<double>::infinity();
  if (mpfr_nan_p(exact) || std::isnan(got))
    return mpfr_nan_p(exact) && std::isnan(got) ? 0 : inf;
  if (mpfr_inf_p(exact))
    return std::isinf(got) && (got < 0) == (mpfr_sgn(exact) < 0) ? 0 : inf;
  if (std::isinf(got) && clbtest::roundTo(f, exact) == got)
    return 0;  // overflowed, as it must
  long e = mpfr_zero_p(exact) ? f.emin : mpfr_get_exp(exact);
  if (e < f.emin + 1)
    e = f.emin + 1;
  mpfr_t d;
  mpfr_init2(d, 256);
  if (std::isinf(got))
    mpfr_set_si_2exp(d, got < 0 ? -1 : 1, f.emax + 1, MPFR_RNDN);
  else
    mpfr_set_d(d, got, MPFR_RNDN);
  mpfr_sub(d, d, exact, MPFR_RNDN);
  mpfr_abs(d, d, MPFR_RNDN);
  mpfr_mul_2si(d, d, -(e - f.precision), MPFR_RNDN);
  const double u = mpfr_get_d(d, MPFR_RNDU);
  mpfr_clear(d);
  return u;
}

}  // namespace clbacc

#endif
