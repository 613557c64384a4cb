// Host references for OpenCL C's explicit conversions, independent of the
// library's algorithms: the source value is held exactly in a long double
// (64-bit significand: every integer type, half, float and double fit), then
//   to an integer: libm's nearbyintl/truncl/ceill/floorl, a range check
//                  against the exact limits, NaN -> 0;
//   NaN:           referenceNaN's rule, on the bits;
//   to float/double: one hardware rounding of the long double under
//                  fesetround (x87 stores honour the rounding mode);
//   to half:       a search in the sorted table of all finite halves for the
//                  two neighbours, then the mode picks one (ties: even bits);
//   integer -> integer: exact 128-bit arithmetic.
#ifndef CLBTEST_CONVERSION_REFERENCE_H
#define CLBTEST_CONVERSION_REFERENCE_H

#include <cstdint>
#include <ostream>
#include <string>

namespace clbtest {

enum class Round { Rte, Rtz, Rtp, Rtn };

enum class Kind { Char, UChar, Short, UShort, Int, UInt, Long, ULong, Half, Float, Double };

struct TypeInfo {
  const char *name;
  unsigned bytes;
  bool integer, isSigned;
};
const TypeInfo &info(Kind k);
// Test listings name a Kind by its OpenCL type (gtest would print its bytes).
inline void PrintTo(Kind k, std::ostream *os) {
  *os << info(k).name;
}

// A source element as raw bits (the low info(k).bytes bytes) -> exact value.
struct Exact {
  bool nan = false;
  bool neg = false;  // sign of zero and of infinities too
  long double v = 0;
};
Exact exactValue(Kind k, uint64_t bits);

// The expected result bits of convert_<dst>[_sat]_<mode>(src), with
// out-of-range results saturated (NaN -> 0) whether or not _sat is asked:
// that is the library's documented choice for the implementation-defined case.
uint64_t referenceToInteger(Kind dst, Kind src, uint64_t srcBits, bool sat, Round mode);
uint64_t referenceToFloating(Kind dst, Kind src, uint64_t srcBits, Round mode);
// A NaN source converted to another floating type, in every mode: the
// destination's canonical NaN, positive with every exponent and fraction bit
// set, whatever the source's sign and payload. The spec only asks for "a
// NaN"; this is the library's documented choice (docs/usage.md), the NaN
// NVIDIA's hardware gives. A type converted to itself keeps its bits.
uint64_t referenceNaN(Kind dst, Kind src, uint64_t srcBits);
// The bits of the half nearest to v in `mode` (v exact, not NaN).
uint16_t referenceHalf(const Exact &v, Round mode);

}  // namespace clbtest

#endif
