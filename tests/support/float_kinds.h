// half, float and double as test kernels see them: device values travel as
// their bits (Bits), the host reads them exactly as long double. Shared by
// the common, geometric and relational suites.
#ifndef CLBTEST_FLOAT_KINDS_H
#define CLBTEST_FLOAT_KINDS_H
#include "half_float.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace clbtest {

template <class B, int Digits, int MinExp, int MaxExp>
struct FloatKind {
  using Bits = B;
  static constexpr int digits = Digits;  // significand bits, hidden one included
  static constexpr int minExp = MinExp;  // exponent of the smallest normal
  static constexpr int maxExp = MaxExp;  // exponent of the largest finite
  static constexpr int bits = int(sizeof(B) * 8);
  static constexpr B signBit = B(B(1) << (bits - 1));
  static constexpr B expMask = B(((B(1) << (bits - Digits)) - 1) << (Digits - 1));
  static bool isNan(B b) { return B(b & ~signBit) > expMask; }
  static bool isInf(B b) { return B(b & ~signBit) == expMask; }
};

struct Half : FloatKind<uint16_t, 11, -14, 15> {
  static constexpr const char *name = "half";
  static long double value(Bits b) { return halfToFloat(b); }
};
struct Float : FloatKind<uint32_t, 24, -126, 127> {
  static constexpr const char *name = "float";
  static long double value(Bits b) {
    float f;
    std::memcpy(&f, &b, 4);
    return f;
  }
};
struct Double : FloatKind<uint64_t, 53, -1022, 1023> {
  static constexpr const char *name = "double";
  static long double value(Bits b) {
    double f;
    std::memcpy(&f, &b, 8);
    return f;
  }
};

// The bits of the K value nearest x (x must be exactly representable or the
// nearest is wanted): via float for half, double for double.
template <class K>
typename K::Bits bitsOf(long double x) {
  typename K::Bits b;
  if constexpr (sizeof(b) == 2) {
    b = floatToHalf(float(x));
  } else if constexpr (sizeof(b) == 4) {
    float f = float(x);
    std::memcpy(&b, &f, 4);
  } else {
    double f = double(x);
    std::memcpy(&b, &f, 8);
  }
  return b;
}

// The size of one unit in the last place at x in K (subnormals included).
template <class K>
long double ulp(long double x) {
  int e = 0;
  if (x != 0 && std::isfinite(x))
    std::frexp(x, &e);  // x = m * 2^e, m in [0.5, 1)
  e -= 1;               // exponent of the leading bit
  if (e < K::minExp)
    e = K::minExp;
  return std::ldexp(1.0L, e - (K::digits - 1));
}

// The largest finite value of K.
template <class K>
long double maxFinite() {
  return std::ldexp(2.0L - std::ldexp(1.0L, 1 - K::digits), K::maxExp);
}

// Special and boundary values: +-0, +-1, +-INF, NaNs, the smallest
// subnormal, the largest subnormal, the smallest normal, the largest finite,
// values near 1 and 2, and a few ordinary numbers.
template <class K>
std::vector<typename K::Bits> specials() {
  using B = typename K::Bits;
  const B s = K::signBit, e = K::expMask, one = bitsOf<K>(1.0L);
  const B mantTop = B(B(1) << (K::digits - 2));
  const B minNormal = B(B(1) << (K::digits - 1));
  std::vector<B> v = {0,
                      1,
                      B(minNormal - 1),
                      minNormal,
                      B(e - 1),
                      e,
                      B(e | mantTop),
                      B(e | 1),
                      one,
                      B(one + 1),
                      B(one - 1),
                      bitsOf<K>(2.0L),
                      bitsOf<K>(0.5L),
                      bitsOf<K>(3.0L),
                      bitsOf<K>(0.25L),
                      bitsOf<K>(10.0L),
                      bitsOf<K>(0.1L)};
  const size_t n = v.size();
  for (size_t i = 0; i < n; ++i)
    v.push_back(B(v[i] | s));
  return v;
}

// Uniformly random bit patterns: every class, exponent and sign.
template <class K>
typename K::Bits randomBits(std::mt19937_64 &rng) {
  return typename K::Bits(rng());
}

}  // namespace clbtest
#endif
