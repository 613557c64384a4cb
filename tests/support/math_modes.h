// What each math-mode option (MathMode, backend.h) lets a math builtin's
// result be, for the suites' mode cases (UnsafeMath/, FastRelaxed/, ...):
//
// - UnsafeMath (-cl-unsafe-math-optimizations): float results within the
//   relaxed bounds (gen/math_functions.def's CLB_MATH_RELAXED rows: the
//   spec's table of relaxed bounds, or ours where tighter), the functions
//   without a row within their full-profile bound; the signs of zero
//   results free (the option includes -cl-no-signed-zeros); inputs where
//   the relaxed table leaves a function undefined not checked; double and
//   half exactly as without the option.
// - FastRelaxed (-cl-fast-relaxed-math): the same, and FiniteMathOnly's.
// - FiniteMathOnly (-cl-finite-math-only): nothing checked where an argument
//   or the exact result is infinite or NaN; the rest as by default.
// - NoSignedZeros (-cl-no-signed-zeros): the signs of zero results free.
// - MadEnable (-cl-mad-enable): nothing changes for the builtins.
// - DenormsAreZero (-cl-denorms-are-zero): float and double results as the
//   spec's flush-to-zero rules allow (allowedWhenFlushing).
// The default and correctly rounded modes: none of these.
#ifndef CLBTEST_MATH_MODES_H
#define CLBTEST_MATH_MODES_H

#include "backend.h"
#include "math_reference.h"

#include <mpfr.h>

#include <string>
#include <vector>

namespace clbtest {

struct ModeRules {
  bool relaxedFloat = false;  // float held to the relaxed bounds
  bool finiteOnly = false;    // non-finite arguments and results unchecked
  bool zeroSignFree = false;  // a zero result's sign unchecked
  bool mayFlush = false;      // float and double subnormals may flush
};
ModeRules modeRules(MathMode mode);

// The verdict on one float result under a relaxed bound.
struct RelaxedVerdict {
  bool checked = false;   // false: the bound leaves this input undefined
  bool absolute = false;  // err and limit absolute, not in ulps
  double err = 0, limit = 0;
  bool passes() const { return !checked || err <= limit; }
};

// Whether `function` has a relaxed bound (a CLB_MATH_RELAXED row).
bool hasRelaxedBound(const std::string &function);
// `got` for `function` at `args` (x; x and y; x and n for pown and rootn),
// `exact` its exact value, under the function's relaxed bound.
RelaxedVerdict judgeRelaxed(const std::string &function, const std::vector<double> &args,
                            double got, mpfr_srcptr exact);
// The bound as the row's text for messages ("64 ulp", "2^-19 abs on ...").
std::string relaxedBoundText(const std::string &function);

// Whether the mode's rules leave this result unchecked: non-finite
// arguments or exact result under finite-math-only.
bool modeSkips(const ModeRules &rules, const std::vector<double> &args, double exactRounded);

// One result of `function` judged under a mode: skipped (the mode promises
// nothing there), or its error against the bound, both in ulps of the
// format, or, where a relaxed bound applies (float under the relaxed
// modes, the function having a row), the fraction of that bound used
// against 1. Zero results of the wrong sign are an infinite error unless
// the mode frees them. `bound`: the function's bound without the option.
struct ModeCheck {
  bool skip = false;
  bool relaxed = false;
  double err = 0, bound = 0;
};
ModeCheck checkInMode(const ModeRules &rules, bool isFloat, const std::string &function,
                      const FloatFormat &f, const std::vector<double> &args, double got,
                      mpfr_srcptr exact, double bound);

}  // namespace clbtest

#endif
