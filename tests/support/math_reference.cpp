#include "math_reference.h"

#include <cmath>
#include <limits>
#include <utility>

namespace clbtest {

const FloatFormat kHalf{"half", 11, -14, 15};
const FloatFormat kFloat{"float", 24, -126, 127};
const FloatFormat kDouble{"double", 53, -1022, 1023};

double roundTo(const FloatFormat &f, const mpfr_t exact) {
  if (mpfr_nan_p(exact))
    return std::numeric_limits<double>::quiet_NaN();
  // Round to the format's precision with its exponent range (so subnormal
  // results lose their low bits, and big ones overflow), then to double,
  // which holds every such value exactly.
  mpfr_exp_t oldMin = mpfr_get_emin(), oldMax = mpfr_get_emax();
  mpfr_t r;
  mpfr_init2(r, f.precision);
  mpfr_set_emin(f.emin - f.precision + 2);  // MPFR's exponents: value in [2^(e-1), 2^e)
  mpfr_set_emax(f.emax + 1);
  int t = mpfr_set(r, exact, MPFR_RNDN);
  t = mpfr_check_range(r, t, MPFR_RNDN);
  mpfr_subnormalize(r, t, MPFR_RNDN);
  double d = mpfr_get_d(r, MPFR_RNDN);
  mpfr_set_emin(oldMin);
  mpfr_set_emax(oldMax);
  mpfr_clear(r);
  return d;
}

double ulpError(const FloatFormat &f, double got, const mpfr_t exact) {
  const double inf = std::numeric_limits<double>::infinity();
  double want = roundTo(f, exact);
  if (std::isnan(want) || std::isnan(got))
    return std::isnan(want) && std::isnan(got) ? 0 : inf;
  if (std::isinf(want) || std::isinf(got))
    return want == got ? 0 : inf;
  // ulp at the exact value: 2^(e - precision) for |exact| in [2^(e-1), 2^e),
  // never below the subnormal ulp.
  long e = mpfr_zero_p(exact) ? f.emin : mpfr_get_exp(exact);
  e = std::max<long>(e, f.emin + 1);
  mpfr_t d;
  mpfr_init2(d, 256);
  mpfr_set_d(d, got, MPFR_RNDN);
  mpfr_sub(d, d, exact, MPFR_RNDN);
  mpfr_abs(d, d, MPFR_RNDN);
  mpfr_mul_2si(d, d, -(e - f.precision), MPFR_RNDN);
  double u = mpfr_get_d(d, MPFR_RNDU);
  mpfr_clear(d);
  return u;
}

namespace {
// The spec and bound columns of gen/math_functions.def.
struct Spec {
  double f, d, domain;
  const char *text;
};
struct StatedBound {
  const char *name;
  Spec spec;
  double d, f, fcr, h;
  const char *same;  // the function whose float bound this one's is ("" if none)
};
const StatedBound kStated[] = {
#define CLB_MATH_ROW(name, ref, cudaf, cudad, spec, bound, ...) \
  {#name, {CLB_MF(spec)}, CLB_MF(bound)},
#define CLB_MATH_1 CLB_MATH_ROW
#define CLB_MATH_2 CLB_MATH_ROW
#define CLB_MATH_N CLB_MATH_ROW
#define CLB_MATH_X CLB_MATH_ROW
#include "../../gen/math_functions.def"
#undef CLB_MATH_ROW
};

const StatedBound *stated(const std::string &function) {
  for (const StatedBound &b : kStated)
    if (function == b.name)
      return &b;
  return nullptr;
}
}  // namespace

double specUlps(const std::string &function, bool isDouble) {
  const StatedBound *b = stated(function);
  return !b ? -1 : isDouble ? b->spec.d : b->spec.f;
}

double ulpBound(const std::string &function, const std::string &type, bool correctlyRounded) {
  const StatedBound *b = stated(function);
  if (!b)
    return -1;
  if (type == "double")
    return b->d;
  if (type == "half")
    return b->h;
  if (type == "float_cr")
    return b->fcr;
  if (type != "float")
    return -1;
  if (correctlyRounded && b->fcr >= 0)
    return b->fcr;
  if (*b->same) {
    const StatedBound *s = stated(b->same);
    return s ? s->f : -1;
  }
  return b->f;
}

bool allowedWhenFlushing(const FloatFormat &f, double got, double bound,
                         const std::vector<double> &operands,
                         const std::function<void(const std::vector<double> &, mpfr_ptr)> &exact) {
  const double leastNormal = std::ldexp(1.0, f.emin);
  std::vector<size_t> subnormal;
  for (size_t i = 0; i < operands.size(); ++i)
    if (operands[i] != 0 && std::fabs(operands[i]) < leastNormal)
      subnormal.push_back(i);
  mpfr_t r;
  mpfr_init2(r, 256);
  bool allowed = false;
  // Every choice of the subnormal operands to flush, none included.
  for (unsigned mask = 0; !allowed && mask < (1u << subnormal.size()); ++mask) {
    std::vector<double> ops = operands;
    for (size_t b = 0; b < subnormal.size(); ++b)
      if (mask & (1u << b))
        ops[subnormal[b]] = std::copysign(0.0, ops[subnormal[b]]);
    exact(ops, r);
    // MPFR's exponent e: |r| in [2^(e-1), 2^e), below 2^emin when e <= emin.
    const bool subnormalResult = mpfr_regular_p(r) && mpfr_get_exp(r) <= f.emin;
    allowed = ulpError(f, got, r) <= bound || (got == 0 && subnormalResult);
  }
  mpfr_clear(r);
  return allowed;
}

}  // namespace clbtest
