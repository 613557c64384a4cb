// How the math suites hold each floating type under test on the host (half
// as its 16-bit pattern), and its values as double, with the format
// math_reference.h measures errors in.
#ifndef CLBTEST_MATH_HOST_H
#define CLBTEST_MATH_HOST_H

#include "half_float.h"
#include "math_reference.h"

#include <cstdint>

namespace clbtest {

template <class S>
struct Host;
template <>
struct Host<float> {
  static double get(float v) { return v; }
  static float put(double v) { return float(v); }
  static const FloatFormat &format() { return kFloat; }
  static constexpr const char *name = "float";
};
template <>
struct Host<double> {
  static double get(double v) { return v; }
  static double put(double v) { return v; }
  static const FloatFormat &format() { return kDouble; }
  static constexpr const char *name = "double";
};
struct HalfBits {
  uint16_t bits;
};
template <>
struct Host<HalfBits> {
  static double get(HalfBits v) { return halfToFloat(v.bits); }
  static HalfBits put(double v) { return {floatToHalf(float(v))}; }
  static const FloatFormat &format() { return kHalf; }
  static constexpr const char *name = "half";
};

}  // namespace clbtest

#endif
