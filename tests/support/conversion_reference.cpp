// See conversion_reference.h. Compiled with -frounding-math, so the compiler
// keeps each conversion after the fesetround that governs it.
#include "conversion_reference.h"

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace clbtest {

const TypeInfo &info(Kind k) {
  static const TypeInfo t[] = {
      {"char", 1, true, true},    {"uchar", 1, true, false},  {"short", 2, true, true},
      {"ushort", 2, true, false}, {"int", 4, true, true},     {"uint", 4, true, false},
      {"long", 8, true, true},    {"ulong", 8, true, false},  {"half", 2, false, true},
      {"float", 4, false, true},  {"double", 8, false, true},
  };
  return t[int(k)];
}

namespace {

__int128 integerValue(Kind k, uint64_t bits) {
  const TypeInfo &t = info(k);
  if (t.bytes == 8)
    return t.isSigned ? (__int128)(int64_t)bits : (__int128)bits;
  const unsigned w = t.bytes * 8;
  uint64_t v = bits & ((1ull << w) - 1);
  if (t.isSigned && (v >> (w - 1)))
    return (__int128)v - ((__int128)1 << w);
  return v;
}

// Halves by their bit pattern 0..0x7bff, increasing with the pattern.
const std::vector<long double> &halfTable() {
  static const std::vector<long double> table = [] {
    std::vector<long double> t(0x7c00);
    for (unsigned b = 0; b < 0x7c00; ++b) {
      unsigned e = b >> 10, f = b & 0x3ff;
      t[b] =
          e ? std::ldexp((long double)(f | 0x400), int(e) - 25) : std::ldexp((long double)f, -24);
    }
    return t;
  }();
  return table;
}

struct RoundingScope {
  int old;
  explicit RoundingScope(Round m) : old(std::fegetround()) {
    static const int modes[] = {FE_TONEAREST, FE_TOWARDZERO, FE_UPWARD, FE_DOWNWARD};
    std::fesetround(modes[int(m)]);
  }
  ~RoundingScope() { std::fesetround(old); }
};

}  // namespace

Exact exactValue(Kind k, uint64_t bits) {
  Exact x;
  switch (k) {
  case Kind::Half: {
    const unsigned h = bits & 0xffff, mag = h & 0x7fff;
    x.neg = h >> 15;
    if (mag > 0x7c00)
      x.nan = true;
    else if (mag == 0x7c00)
      x.v = std::numeric_limits<long double>::infinity();
    else
      x.v = halfTable()[mag];
    if (x.neg)
      x.v = -x.v;
    return x;
  }
  case Kind::Float: {
    float f;
    uint32_t b = uint32_t(bits);
    std::memcpy(&f, &b, 4);
    x.nan = std::isnan(f);
    x.neg = std::signbit(f);
    x.v = f;
    return x;
  }
  case Kind::Double: {
    double d;
    std::memcpy(&d, &bits, 8);
    x.nan = std::isnan(d);
    x.neg = std::signbit(d);
    x.v = d;
    return x;
  }
  default: {
    __int128 v = integerValue(k, bits);
    x.neg = v < 0;
    x.v = (long double)v;  // exact: at most 64 significant bits
    return x;
  }
  }
}

uint64_t referenceToInteger(Kind dst, Kind src, uint64_t srcBits, bool sat, Round mode) {
  const TypeInfo &d = info(dst);
  const unsigned w = d.bytes * 8;
  const __int128 lo = d.isSigned ? -((__int128)1 << (w - 1)) : 0;
  const __int128 hi = d.isSigned ? ((__int128)1 << (w - 1)) - 1 : ((__int128)1 << w) - 1;
  const uint64_t mask = w == 64 ? ~0ull : (1ull << w) - 1;
  if (info(src).integer) {
    __int128 v = integerValue(src, srcBits);
    if (sat)
      v = std::min(std::max(v, lo), hi);
    return uint64_t(v) & mask;  // modulo 2^w, as the spec's non-saturated rule says
  }
  Exact x = exactValue(src, srcBits);
  if (x.nan)
    return 0;
  long double r;
  switch (mode) {
  case Round::Rte:
    r = ::nearbyintl(x.v);
    break;  // default mode: ties to even
  case Round::Rtz:
    r = ::truncl(x.v);
    break;
  case Round::Rtp:
    r = ::ceill(x.v);
    break;
  default:
    r = ::floorl(x.v);
    break;
  }
  if (r <= (long double)lo)
    return uint64_t(lo) & mask;
  if (r >= (long double)hi)
    return uint64_t(hi) & mask;
  __int128 v = r < 0 ? -(__int128)(uint64_t)(-r) : (__int128)(uint64_t)r;
  return uint64_t(v) & mask;
}

uint16_t referenceHalf(const Exact &x, Round mode) {
  const auto &t = halfTable();
  const uint16_t sign = x.neg ? 0x8000 : 0;
  const long double a = std::fabs(x.v);
  // k: the largest finite half <= a; its successor is k + 1 (0x7c00 is
  // infinity, standing for 2^16 in the comparisons: the first value a
  // wider exponent range would have).
  size_t k = std::upper_bound(t.begin(), t.end(), a) - t.begin() - 1;
  if (t[k] == a)
    return sign | uint16_t(k);
  const long double next = k + 1 < t.size() ? t[k + 1] : 65536.0L;
  bool up;
  switch (mode) {
  case Round::Rte: {
    const long double mid = (t[k] + next) / 2;  // exact in long double
    up = a > mid || (a == mid && (k & 1));
    break;
  }
  case Round::Rtz:
    up = false;
    break;
  case Round::Rtp:
    up = !x.neg;
    break;
  default:
    up = x.neg;
    break;
  }
  if (std::isinf(a))  // infinity stays infinity
    return sign | 0x7c00;
  return sign | uint16_t(up ? k + 1 : k);
}

uint64_t referenceToFloating(Kind dst, Kind src, uint64_t srcBits, Round mode) {
  Exact x = exactValue(src, srcBits);
  if (x.nan)
    return referenceNaN(dst, src, srcBits);
  if (dst == Kind::Half)
    return referenceHalf(x, mode);
  RoundingScope scope(mode);
  volatile long double v = x.v;
  if (dst == Kind::Float) {
    volatile float f = v;
    float g = f;
    uint32_t b;
    std::memcpy(&b, &g, 4);
    return b;
  }
  volatile double f = v;
  double g = f;
  uint64_t b;
  std::memcpy(&b, &g, 8);
  return b;
}

uint64_t referenceNaN(Kind dst, Kind src, uint64_t srcBits) {
  if (dst == src)  // convert_T(T) is the identity, signaling NaNs included
    return srcBits;
  const unsigned dw = info(dst).bytes * 8;
  return ~0ull >> (65 - dw);  // all ones below the sign
}

}  // namespace clbtest
