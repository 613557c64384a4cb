// Host reference for the work-group collectives: the work-items of every
// group of an NDRange in linear local id order (non-uniform last groups
// included), the operators and identities as the spec lists them, exact
// wrap-around integers and long double floats.
#ifndef CLBTEST_WORK_GROUP_REFERENCE_H
#define CLBTEST_WORK_GROUP_REFERENCE_H

#include "half_float.h"
#include "ndrange.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>
#include <vector>

namespace clbtest {

// One work-group: its global linear ids in linear local id order, and its
// actual size per dimension.
struct WorkGroupItems {
  std::vector<size_t> items;
  size_t size[3];
};

inline std::vector<WorkGroupItems> workGroupsOf(const NDRange &r) {
  std::vector<WorkGroupItems> out;
  for (size_t gz = 0; gz < r.groups(2); ++gz)
    for (size_t gy = 0; gy < r.groups(1); ++gy)
      for (size_t gx = 0; gx < r.groups(0); ++gx) {
        WorkGroupItems w;
        size_t first[3] = {gx * r.local[0], gy * r.local[1], gz * r.local[2]};
        for (unsigned d = 0; d < 3; ++d)
          w.size[d] = std::min(r.local[d], r.global[d] - first[d]);
        for (size_t z = 0; z < w.size[2]; ++z)
          for (size_t y = 0; y < w.size[1]; ++y)
            for (size_t x = 0; x < w.size[0]; ++x)
              w.items.push_back((first[0] + x) +
                                r.global[0] * ((first[1] + y) + r.global[1] * (first[2] + z)));
        out.push_back(std::move(w));
      }
  return out;
}

enum class WgOp { Add, Min, Max, Mul, And, Or, Xor };

// Device type D as the host holds it: integers as themselves, half as its bits.
struct HalfBits {
  uint16_t bits;
};

template <class D>
struct WgType {
  using Host = D;
  static constexpr bool isFloat = std::is_floating_point_v<D>;
  static long double value(Host h) { return (long double)h; }
  static Host fromValue(long double v) { return (Host)v; }
  static constexpr long double eps() { return std::numeric_limits<D>::epsilon(); }
  static constexpr long double tiny() { return std::numeric_limits<D>::min(); }
};
template <>
struct WgType<HalfBits> {
  using Host = uint16_t;
  static constexpr bool isFloat = true;
  static long double value(Host h) { return halfToFloat(h); }
  static Host fromValue(long double v) { return floatToHalf((float)v); }
  static constexpr long double eps() { return 1.0L / 1024; }
  static constexpr long double tiny() { return 1.0L / 16384; }
};

// The bits of a host value, for exact comparison.
template <class H>
uint64_t bitsOf(H h) {
  uint64_t b = 0;
  std::memcpy(&b, &h, sizeof h);
  return b;
}

// Floating min/max as the library defines them (include/clb/work_group.h):
// a NaN loses to a number, -0 < +0, two NaNs give the OR of their bits.
template <class D>
typename WgType<D>::Host floatMinMax(typename WgType<D>::Host a, typename WgType<D>::Host b,
                                     bool isMin) {
  using T = WgType<D>;
  long double x = T::value(a), y = T::value(b);
  auto combine = [&](bool orBits) {
    uint64_t r = orBits ? (bitsOf(a) | bitsOf(b)) : (bitsOf(a) & bitsOf(b));
    typename T::Host h;
    std::memcpy(&h, &r, sizeof h);
    return h;
  };
  if (std::isnan(x))
    return std::isnan(y) ? combine(true) : b;
  if (std::isnan(y))
    return a;
  if (x < y)
    return isMin ? a : b;
  if (y < x)
    return isMin ? b : a;
  return combine(isMin);
}

template <class D>
typename WgType<D>::Host wgIdentity(WgOp op) {
  using T = WgType<D>;
  using H = typename T::Host;
  if constexpr (T::isFloat) {
    long double inf = std::numeric_limits<long double>::infinity();
    switch (op) {
    case WgOp::Min:
      return T::fromValue(inf);
    case WgOp::Max:
      return T::fromValue(-inf);
    case WgOp::Mul:
      return T::fromValue(1);
    default:
      return T::fromValue(0);
    }
  } else {
    switch (op) {
    case WgOp::Min:
      return std::numeric_limits<H>::max();
    case WgOp::Max:
      return std::numeric_limits<H>::min();
    case WgOp::Mul:
      return 1;
    case WgOp::And:
      return H(~H(0));
    default:
      return 0;
    }
  }
}

// a op b for integers, wrapping as OpenCL does.
template <class H>
H integerOp(WgOp op, H a, H b) {
  using U = std::make_unsigned_t<H>;
  switch (op) {
  case WgOp::Add:
    return H(U(a) + U(b));
  case WgOp::Mul:
    return H(U(a) * U(b));
  case WgOp::Min:
    return b < a ? b : a;
  case WgOp::Max:
    return a < b ? b : a;
  case WgOp::And:
    return a & b;
  case WgOp::Or:
    return a | b;
  case WgOp::Xor:
    return a ^ b;
  }
  return a;
}

// What a float result must be: exact bits (min, max, identities), or a
// long double value with an absolute tolerance (add, mul).
struct FloatExpect {
  bool exact = false;
  uint64_t bits = 0;
  long double value = 0, tolerance = 0;
};

// Checks a device float against an expectation; NaN matches NaN.
template <class D>
bool floatMatches(typename WgType<D>::Host got, const FloatExpect &e) {
  using T = WgType<D>;
  long double g = T::value(got);
  if (e.exact) {
    typename T::Host want;
    std::memcpy(&want, &e.bits, sizeof want);
    long double w = T::value(want);
    return std::isnan(w) ? std::isnan(g) : bitsOf(got) == e.bits;
  }
  if (std::isnan(e.value))
    return std::isnan(g);
  if (std::isinf(e.value))
    return g == e.value;
  return std::fabs(g - e.value) <= e.tolerance;
}

// Running float fold of op over xs[0..k] for every k (inclusive scan), as
// expectations. Add: any order's error is at most k * eps * sum |x|; mul: at
// most about k * eps relative; both plus the smallest normal for underflow.
template <class D>
std::vector<FloatExpect> floatInclusive(WgOp op, const std::vector<typename WgType<D>::Host> &xs) {
  using T = WgType<D>;
  std::vector<FloatExpect> out;
  long double sum = 0, abs = 0, prod = 1;
  typename T::Host mm{};
  const long double tiny = (xs.size() + 1) * T::tiny();
  for (size_t k = 0; k < xs.size(); ++k) {
    FloatExpect e;
    long double v = T::value(xs[k]);
    if (op == WgOp::Min || op == WgOp::Max) {
      mm = k == 0 ? xs[0] : floatMinMax<D>(mm, xs[k], op == WgOp::Min);
      e.exact = true;
      e.bits = bitsOf(mm);
    } else if (op == WgOp::Add) {
      sum += v;
      abs += std::fabs(v);
      e.value = sum;
      e.tolerance = (k + 1) * T::eps() * abs + tiny;
    } else {
      prod *= v;
      e.value = prod;
      e.tolerance = 2 * (k + 1) * T::eps() * std::fabs(prod) + tiny;
    }
    out.push_back(e);
  }
  return out;
}

}  // namespace clbtest

#endif
