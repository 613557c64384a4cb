#include "math_modes.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace clbtest {
namespace {

enum class Kind { ULP, LINEAR, ABS, POW };
struct RelaxedRow {
  const char *name;
  Kind kind;
  double a, b, c, lo, hi;
  const char *text;
};
const RelaxedRow kRelaxed[] = {
#define CLB_MATH_RELAXED(name, kind, a, b, c, lo, hi, text) \
  {#name, Kind::kind, a, b, c, lo, hi, text},
#include "../../gen/math_functions.def"
};

const RelaxedRow *row(const std::string &function) {
  for (const RelaxedRow &r : kRelaxed)
    if (function == r.name)
      return &r;
  return nullptr;
}

bool inside(const RelaxedRow &r, double x) { return r.lo == r.hi || (x >= r.lo && x <= r.hi); }

bool isInteger(double v) { return std::isfinite(v) && v == std::floor(v); }

// The inputs where the spec's relaxed table leaves the derived power
// functions undefined.
bool powUndefined(const std::string &f, double x, double y) {
  if (f == "pow")
    return (x == 0 && y == 0) || (x < 0 && (!isInteger(y) || std::fabs(y) > 0x1p24));
  if (f == "powr")
    return x < 0 || (x == 0 && y == 0) || std::isnan(x) || std::isnan(y);
  if (f == "pown")
    return x == 0 && y == 0;
  if (f == "rootn")
    return y == 0 || (x < 0 && std::fmod(y, 2) == 0) || (x == 0 && y < 0);
  return false;
}

}  // namespace

ModeRules modeRules(MathMode mode) {
  ModeRules r;
  switch (mode) {
    case MathMode::FastRelaxed:
      r.finiteOnly = true;
      [[fallthrough]];
    case MathMode::UnsafeMath:
      r.relaxedFloat = true;
      r.zeroSignFree = true;
      break;
    case MathMode::FiniteMathOnly:
      r.finiteOnly = true;
      break;
    case MathMode::NoSignedZeros:
      r.zeroSignFree = true;
      break;
    case MathMode::DenormsAreZero:
      r.mayFlush = true;
      break;
    default:
      break;
  }
  return r;
}

bool hasRelaxedBound(const std::string &function) { return row(function) != nullptr; }

std::string relaxedBoundText(const std::string &function) {
  const RelaxedRow *r = row(function);
  if (!r)
    return "no relaxed bound";
  std::ostringstream os;
  switch (r->kind) {
    case Kind::ULP:
      os << r->a << " ulp";
      break;
    case Kind::LINEAR:
      os << r->a << " + floor(" << r->b << " |x|) ulp";
      break;
    case Kind::ABS:
      os << std::hexfloat << r->a << std::defaultfloat << " absolute";
      if (r->lo != r->hi)
        os << " on [" << r->lo << ", " << r->hi << "]";
      break;
    case Kind::POW:
      os << "2^t within 2^(+-(" << r->b << " |t| + " << r->c << " |s|) 2^-24) and " << r->a
         << " ulp";
      break;
  }
  if (r->kind != Kind::ABS && r->lo != r->hi)
    os << " on [" << r->lo << ", " << r->hi << "]";
  return os.str() + " (spec: " + r->text + ")";
}

RelaxedVerdict judgeRelaxed(const std::string &function, const std::vector<double> &args,
                            double got, mpfr_srcptr exact) {
  RelaxedVerdict v;
  const RelaxedRow *r = row(function);
  if (!r)
    return v;
  const double x = args[0];
  const double ulps = ulpError(kFloat, got, exact);
  switch (r->kind) {
    case Kind::ULP:
      if (!inside(*r, x))
        return v;
      v.err = ulps, v.limit = r->a;
      break;
    case Kind::LINEAR:
      if (!inside(*r, x))
        return v;
      v.err = ulps, v.limit = r->a + std::floor(r->b * std::fabs(x));
      break;
    case Kind::ABS:
      if (!inside(*r, x)) {
        if (r->b < 0)
          return v;
        v.err = ulps, v.limit = r->b;
        break;
      }
      v.absolute = true;
      v.limit = r->a;
      // Non-finite exact values (NaN for infinite x) as the ulp rule says.
      v.err = mpfr_number_p(exact) && std::isfinite(got)
                  ? std::fabs(got - mpfr_get_d(exact, MPFR_RNDN))
                  : (ulps == 0 ? 0 : INFINITY);
      break;
    case Kind::POW: {
      // t: the exponent the derivation takes 2 to; s: what multiplies
      // log2's absolute error near 1.
      const bool root = function == "rootn" || function == "cbrt";
      const double n = function == "cbrt" ? 3 : args.size() > 1 ? args[1] : 0;
      const double y = root ? 0 : args[1];
      if (powUndefined(function, x, root ? n : y))
        return v;
      const double l = std::log2(std::fabs(x));
      const double t = root ? l / n : y * l, s = root ? 1 / n : y;
      // Judged on the exponent: |log2|got| - t| within D plus a ulps'
      // worth, overflow to inf and underflow to 0 where the interval
      // 2^(t +- D) reaches them; where t is not finite (x = 0 or inf, y
      // infinite) or the exact value is 0, NaN or an infinity, in ulps.
      const double e = mpfr_get_d(exact, MPFR_RNDN);
      if (!std::isfinite(t) || !std::isfinite(e) || e == 0 || std::isnan(got)) {
        v.err = ulps, v.limit = r->a;
        break;
      }
      const double d = (r->b * std::fabs(t) + r->c * std::fabs(s)) * 0x1p-24;
      // a ulps as a distance of exponents: relative 2^-23 each, more below
      // 2^-126, where an ulp is 2^-149 whatever the value.
      v.limit = d + r->a * std::max(0x1p-23, 0x1p-149 / std::fabs(e)) / std::log(2.0);
      if (std::signbit(got) != std::signbit(e))
        v.err = INFINITY;
      else if (std::isinf(got))
        v.err = t + v.limit >= 128 ? 0 : INFINITY;
      else if (got == 0)
        v.err = t - v.limit <= -150 ? 0 : INFINITY;
      else
        v.err = std::fabs(std::log2(std::fabs(got)) - t);
      break;
    }
  }
  v.checked = true;
  return v;
}

bool modeSkips(const ModeRules &rules, const std::vector<double> &args, double exactRounded) {
  if (!rules.finiteOnly)
    return false;
  for (double a : args)
    if (!std::isfinite(a))
      return true;
  return !std::isfinite(exactRounded);
}

ModeCheck checkInMode(const ModeRules &rules, bool isFloat, const std::string &function,
                      const FloatFormat &f, const std::vector<double> &args, double got,
                      mpfr_srcptr exact, double bound) {
  ModeCheck c;
  const double want = roundTo(f, exact);
  if (modeSkips(rules, args, want)) {
    c.skip = true;
    return c;
  }
  c.bound = bound;
  c.err = ulpError(f, got, exact);
  if (rules.relaxedFloat && isFloat && hasRelaxedBound(function)) {
    const RelaxedVerdict v = judgeRelaxed(function, args, got, exact);
    if (!v.checked) {
      c.skip = true;
      return c;
    }
    c.relaxed = true;
    c.bound = 1;
    c.err = v.err == 0 ? 0 : v.err / v.limit;
  }
  if (got == 0 && want == 0 && !rules.zeroSignFree && std::signbit(got) != std::signbit(want))
    c.err = INFINITY;
  return c;
}

}  // namespace clbtest
