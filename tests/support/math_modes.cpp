#include "math_modes.h"

#include "../../tools/lab/accuracy/relaxed_bounds.h"

#include <cmath>

namespace clbtest {
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

bool hasRelaxedBound(const std::string &function) {
  return clbsweep::relaxedBound(function.c_str()) != nullptr;
}

std::string relaxedBoundText(const std::string &function) {
  const clbsweep::RelaxedBound *r = clbsweep::relaxedBound(function.c_str());
  if (!r)
    return "no relaxed bound";
  char text[160];
  clbsweep::relaxedBoundText(*r, text, sizeof text);
  return std::string(text) + " (spec: " + r->text + ")";
}

// The shared judgement (tools/lab/accuracy/relaxed_bounds.h), on the exact
// value rounded to double and the ulp distance from the exact value.
RelaxedVerdict judgeRelaxed(const std::string &function, const std::vector<double> &args,
                            double got, mpfr_srcptr exact) {
  RelaxedVerdict v;
  const clbsweep::RelaxedBound *r = clbsweep::relaxedBound(function.c_str());
  if (!r)
    return v;
  const double frac = clbsweep::relaxedFraction(
      *r, clbsweep::relaxedFlavor(function.c_str()), args[0], args.size() > 1 ? args[1] : 0,
      float(got), mpfr_get_d(exact, MPFR_RNDN), ulpError(kFloat, got, exact));
  if (frac < 0)
    return v;
  v.checked = true;
  v.absolute = r->kind == clbsweep::ABS;
  v.err = frac;
  v.limit = 1;
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
