// Correctly rounded references for the math suites, from MPFR, and the ulp
// distance of a result from the exact value.
#ifndef CLBTEST_MATH_REFERENCE_H
#define CLBTEST_MATH_REFERENCE_H

#include <mpfr.h>

#include <string>

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

// Reads "clb-ulp: <function> double 1 float 1 half 1" bounds as compiled in
// (tests/CMakeLists.txt extracts them from the library's sources); -1 if the
// source states none.
double ulpBound(const std::string &function, const std::string &type);

}  // namespace clbtest

#endif
