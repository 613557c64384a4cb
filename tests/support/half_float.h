// IEEE binary16 <-> float on the host, exact (round to nearest even), for
// tests of half builtins: device halves travel as their 16-bit patterns.
#ifndef CLBTEST_HALF_FLOAT_H
#define CLBTEST_HALF_FLOAT_H

#include <cmath>
#include <cstdint>
#include <cstring>

namespace clbtest {

inline float halfToFloat(uint16_t h) {
  uint32_t sign = uint32_t(h >> 15) << 31, exp = (h >> 10) & 0x1f, man = h & 0x3ff;
  float f;
  if (exp == 0x1f) {
    uint32_t bits = sign | 0x7f800000u | (man << 13);
    std::memcpy(&f, &bits, 4);
    return f;
  }
  f = exp == 0 ? std::ldexp(float(man), -24) : std::ldexp(float(man | 0x400), int(exp) - 25);
  return sign ? -f : f;
}

inline uint16_t floatToHalf(float f) {
  uint32_t bits;
  std::memcpy(&bits, &f, 4);
  uint16_t sign = uint16_t((bits >> 16) & 0x8000);
  if (std::isnan(f))
    return sign | 0x7e00 | uint16_t((bits >> 13) & 0x3ff);
  float a = std::fabs(f);
  if (a >= 65520.0f)  // rounds to infinity
    return sign | 0x7c00;
  // Scale so that the half's last mantissa bit is worth 1, round to nearest
  // even with rint, and rebuild: subnormals are the exponent-0 case.
  int e;
  std::frexp(a, &e);  // a = m * 2^e, m in [0.5, 1)
  int unit = std::max(e - 11, -24);
  float m = std::nearbyint(std::ldexp(a, -unit));  // <= 2048
  if (m == 0)
    return sign;
  if (m >= 2048) {
    m /= 2;
    ++unit;
  }
  if (m < 1024)  // subnormal
    return sign | uint16_t(m);
  return sign | uint16_t((unit + 25) << 10) | (uint16_t(m) & 0x3ff);
}

}  // namespace clbtest

#endif
