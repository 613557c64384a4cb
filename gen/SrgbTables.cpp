// The sRGB tables: the spec's conversions ("Conversion Rules for sRGBA and
// sBGRA Images") evaluated here in double, once, so that the library reads
// every sRGB code correctly rounded and encodes exactly as the formula does,
// without evaluating pow on the device (on nvptx64 a double pow in the image
// decoder sets every image kernel's register count).
#include "SrgbTables.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <sstream>

namespace clbgen {
namespace {

double toLinear(int code) {
  const double c = code / 255.0;
  return c <= 0.04045 ? c / 12.92 : std::pow((c + 0.055) / 1.055, 2.4);
}

// The code write_imagef stores for a linear value f in [0, 1]:
// floor(255 * srgb(f) + 0.5), the formula evaluated in double.
int toCode(float f) {
  const double c = f;
  const double s = c < 0.0031308 ? 12.92 * c : 1.055 * std::pow(c, 1.0 / 2.4) - 0.055;
  return (int)std::floor(s * 255.0 + 0.5);
}

// The binary16 bits nearest x (x in [0, 1]), ties to even.
uint16_t halfBits(double x) {
  if (x == 0)
    return 0;
  int e;
  std::frexp(x, &e);  // x = m * 2^e, m in [0.5, 1)
  // The spacing of halves at x: 2^(e - 11), and 2^-24 for subnormals.
  const double q = std::ldexp(1.0, e - 11 < -24 ? -24 : e - 11);
  const double n = std::nearbyint(x / q);  // exact division by a power of two
  const double v = n * q;
  // The bits of v (a half value), from its exponent and significand.
  if (v < std::ldexp(1.0, -14))
    return (uint16_t)std::lround(v / std::ldexp(1.0, -24));
  int ve;
  const double vm = std::frexp(v, &ve);  // v = vm * 2^ve
  return (uint16_t)((ve - 1 + 15) << 10 | (std::lround(vm * 2048) - 1024));
}

std::string hexFloat(float f) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%af", f);
  return buf;
}

}  // namespace

std::string srgbTables() {
  std::ostringstream o;
  o << "// The sRGB tables (gen/SrgbTables.cpp): code -> linear, correctly rounded.\n"
    << "constant float __clb_srgb_to_linear[256] = {";
  for (int c = 0; c < 256; ++c)
    o << (c % 4 ? " " : "\n    ") << hexFloat((float)toLinear(c)) << ",";
  o << "\n};\nconstant ushort __clb_srgb_to_linear_half[256] = {";
  for (int c = 0; c < 256; ++c)
    o << (c % 8 ? " " : "\n    ") << halfBits(toLinear(c)) << ",";
  // thresholds[k]: the smallest float in [0, 1] that stores code k or more
  // (0 for code 0); toCode is nondecreasing, so a bisection over the bit
  // patterns of [0, 1] finds each.
  o << "\n};\n// Linear -> code: the smallest float that encodes to each code.\n"
    << "constant float __clb_srgb_thresholds[256] = {";
  for (int k = 0; k < 256; ++k) {
    uint32_t lo = 0, hi = 0x3F800000;  // bits of 0 and 1.0f
    float f;
    while (lo < hi) {
      const uint32_t mid = lo + (hi - lo) / 2;
      std::memcpy(&f, &mid, 4);
      if (toCode(f) >= k)
        hi = mid;
      else
        lo = mid + 1;
    }
    std::memcpy(&f, &lo, 4);
    o << (k % 4 ? " " : "\n    ") << hexFloat(f) << ",";
  }
  o << "\n};\n";
  return o.str();
}

}  // namespace clbgen
