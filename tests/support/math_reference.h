// Correctly rounded references for the math suites, from MPFR, and the ulp
// distance of a result from the exact value.
#ifndef CLBTEST_MATH_REFERENCE_H
#define CLBTEST_MATH_REFERENCE_H

#include <mpfr.h>

#include <functional>
#include <string>
#include <vector>

namespace clbtest {

// The floating formats under test: significand bits (with the hidden one)
// and the least exponent of a normal number (as frexp counts, minus one).
struct FloatFormat {
  const char *name;
  int precision;  // 11 half, 24 float, 53 double
  int emin;       // -14, -126, -1022
  int emax;       // 15, 127, 1023
};
extern const FloatFormat kHalf, kFloat, kDouble;

// How far `got` is from the exact value `exact` (computed with more bits
// than the format has), in ulps of the format at the exact value (subnormal
// ulps below the normal range). Infinite when one is NaN and the other not,
// or one is infinite and the other, correctly rounded, is not. 0 when both
// are NaN, or both the same infinity.
double ulpError(const FloatFormat &f, double got, const mpfr_t exact);

// exact rounded to the format, to nearest (subnormals and overflow included).
double roundTo(const FloatFormat &f, const mpfr_t exact);

// The bound clbuiltins states for a function and type ("double", "float",
// "float_cr", "half"): gen/math_functions.def's bound column, -1 where it
// states none. correctlyRounded: the bound under
// -cl-clb-correctly-rounded-math, float_cr's for float where the row states
// one, else float's (which then holds in both modes). A row whose float
// bound is another function's (half_exp runs exp's core) gives that one.
double ulpBound(const std::string &function, const std::string &type,
                bool correctlyRounded = false);

// The OpenCL C spec's bound for a function (the .def's spec column): 0.5
// for correctly rounded, -1 where the spec sets none or the .def has no row.
double specUlps(const std::string &function, bool isDouble);

// A device that flushes the format's subnormals (no CL_FP_DENORM) may return,
// by the OpenCL C spec's rules for flush-to-zero mode: a result allowed
// without flushing; zero where that result is subnormal before rounding; a
// result allowed for the operands with any of their subnormals flushed to
// zero (of the same sign); or zero where that is subnormal. Whether `got` is
// one of these within `bound` ulps, exact(operands, r) setting r to the exact
// result (256 bits) for the operands given. A zero of either sign stands for
// a flushed result (as the conformance suite accepts).
bool allowedWhenFlushing(const FloatFormat &f, double got, double bound,
                         const std::vector<double> &operands,
                         const std::function<void(const std::vector<double> &, mpfr_ptr)> &exact);

}  // namespace clbtest

#endif
