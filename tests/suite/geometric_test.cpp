// Geometric functions for half, float and double at widths 1-4 against long
// double references, with the spec's bounds: dot and cross absolute
// (max * max * (2n - 1) and 3 times epsilon), length 2.75 + n/2 ulp, distance
// 2.5 + 2n ulp, normalize 2 + n ulp per component, fast_* 8192 + n ulp.
// Operands: ordinary numbers, specials (+-0, +-INF, NaN, subnormals, the
// largest finite), all-huge, all-tiny, mixed huge and tiny, all-zero
// vectors, and huge lanes beside small normal ones (squares that overflow,
// quotients that stay normal: normalize((0x1p70f, -0x1.70a592p-35f)) once
// came out 201 ulp off). Lengths must not overflow or underflow where the
// result does not.
#include "backend.h"
#include "float_kinds.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>
#include <sstream>

namespace clbtest {
namespace {

constexpr unsigned kFunctions = 8;  // see geometric.cl
constexpr size_t kVectors = 1024;
unsigned slotOf(unsigned w) {
  return w == 3 ? 4 : w;
}

enum Block { Ordinary, Specials, Huge, Tiny, Mixed, Zeros, HugeAndSmall };
Block blockKind(size_t b) {
  switch (b % 8) {
  case 0:
    return Specials;
  case 1:
    return Huge;
  case 2:
    return Tiny;
  case 3:
    return Mixed;
  case 4:
    return Zeros;
  case 7:
    return HugeAndSmall;
  default:
    return Ordinary;
  }
}

template <class K>
long double randomIn(std::mt19937_64 &rng, int lo, int hi) {
  std::uniform_real_distribution<long double> m(1.0L, 2.0L);
  const int e = lo + int(rng() % unsigned(hi - lo + 1));
  const long double v = std::ldexp(m(rng), e);
  return rng() % 2 ? -v : v;
}

template <class K>
std::vector<typename K::Bits> makeOperands(uint64_t seed) {
  using B = typename K::Bits;
  std::mt19937_64 rng(seed);
  const std::vector<B> sp = specials<K>();
  std::vector<B> v(kVectors * 4);
  for (size_t i = 0; i < v.size(); ++i) {
    switch (blockKind(i / 4)) {
    case Specials:
      v[i] = sp[rng() % sp.size()];
      break;
    case Huge:
      v[i] = bitsOf<K>(randomIn<K>(rng, K::maxExp - 3, K::maxExp - 1));
      break;
    case Tiny:
      v[i] = B(rng() % (B(1) << (K::digits + 1))) | (rng() % 2 ? K::signBit : 0);
      break;
    case Mixed:
      v[i] = rng() % 2 ? bitsOf<K>(randomIn<K>(rng, K::maxExp - 2, K::maxExp - 1))
                       : B(rng() % (B(1) << (K::digits - 1)));
      break;
    case Zeros:
      v[i] = rng() % 2 ? K::signBit : 0;
      break;
    case HugeAndSmall: {
      // Squares of the huge lanes overflow, so the lengths are scaled; the
      // small lanes' quotients by the huge are normal numbers.
      const int huge[3][2] = {{8, 15}, {65, 80}, {513, 540}},
                small[3][2] = {{-10, -2}, {-45, -27}, {-480, -424}};
      const int k = K::digits == 11 ? 0 : K::digits == 24 ? 1 : 2;
      const bool h = rng() % 2;
      v[i] =
          bitsOf<K>(randomIn<K>(rng, h ? huge[k][0] : small[k][0], h ? huge[k][1] : small[k][1]));
      break;
    }
    default:
      v[i] = bitsOf<K>(randomIn<K>(rng, K::digits == 11 ? -4 : -20, K::digits == 11 ? 4 : 20));
    }
  }
  return v;
}

// Error of got against want in ulps of want; infinities and NaNs must match
// in kind (a result beyond the largest finite may be infinite).
template <class K>
bool withinUlps(long double got, long double want, long double ulps) {
  if (std::isnan(want))
    return std::isnan(got);
  if (std::isinf(got) || std::isinf(want))
    return std::signbit(got) == std::signbit(want) &&
           (std::isinf(want) ? std::isinf(got) || std::fabs(got) >= maxFinite<K>()
                             : std::fabs(want) >= maxFinite<K>());
  return std::fabs(got - want) <= ulps * ulp<K>(want);
}

template <class K>
void checkGeometric(Backend *be, MathMode mode = MathMode::Default) {
  using B = typename K::Bits;
  const bool isFloat = K::digits == 24;
  const std::vector<B> p = makeOperands<K>(K::bits * 3 + 1), q = makeOperands<K>(K::bits * 3 + 2);
  const size_t count = kVectors * 4;
  auto &program = be->load("geometric.cl", mode);
  auto dp = be->upload(p), dq = be->upload(q);
  auto dout = be->alloc(4 * kFunctions * count * sizeof(B));
  program.run(std::string("geometric_") + K::name, NDRange::linear(kVectors, 64), {dp, dq, dout});
  const std::vector<B> out = dout->read<B>(4 * kFunctions * count);
  const long double eps = std::ldexp(1.0L, 1 - K::digits);
  int failures = 0;
  auto fail = [&](const char *f, unsigned n, size_t i, const std::vector<long double> &a,
                  const std::vector<long double> &b, long double got, long double want) {
    if (++failures > 12)
      return;
    std::ostringstream s;
    s << f << "(" << K::name << n << ") vector " << i << ": p = (";
    for (long double x : a)
      s << double(x) << " ";
    s << ") q = (";
    for (long double x : b)
      s << double(x) << " ";
    s << "): got " << double(got) << ", want " << double(want);
    ADD_FAILURE() << s.str();
  };
  for (unsigned n = 1; n <= 4; ++n) {
    const unsigned slot = slotOf(n), wi = n - 1;
    auto result = [&](unsigned f, size_t e) {
      return K::value(out[(wi * kFunctions + f) * count + e]);
    };
    for (size_t i = 0; i < kVectors; ++i) {
      const size_t base = i * slot;
      const Block kind = blockKind(base / 4);
      std::vector<long double> a(n), b(n);
      long double big = 0, sumsq = 0, dsq = 0, dotv = 0;
      bool nan = false, inf = false;
      for (unsigned l = 0; l < n; ++l) {
        a[l] = K::value(p[base + l]);
        b[l] = K::value(q[base + l]);
        big = std::fmax(big, std::fmax(std::fabs(a[l]), std::fabs(b[l])));
        sumsq += a[l] * a[l];
        dsq += (a[l] - b[l]) * (a[l] - b[l]);
        dotv += a[l] * b[l];
        nan |= std::isnan(a[l]);
        inf |= std::isinf(a[l]);
      }
      // length and fast_length
      const long double len = std::sqrt(sumsq);
      if (!withinUlps<K>(result(1, i), len, 2.75L + 0.5L * n))
        fail("length", n, i, a, b, result(1, i), len);
      const long double dist = std::sqrt(dsq);
      if (!withinUlps<K>(result(2, i), dist, 2.5L + 2.0L * n))
        fail("distance", n, i, a, b, result(2, i), dist);
      if (isFloat) {
        if (!withinUlps<K>(result(4, i), len, 8192.0L + n))
          fail("fast_length", n, i, a, b, result(4, i), len);
        if (!withinUlps<K>(result(5, i), dist, 8192.0L + n))
          fail("fast_distance", n, i, a, b, result(5, i), dist);
      }
      // normalize: the spec's zero, NaN and infinity rules, then p / |p|.
      std::vector<long double> want(n);
      bool zero = !nan && sumsq == 0;
      if (!nan) {
        std::vector<long double> v = a;
        if (inf)
          for (long double &x : v)
            x = std::isinf(x) ? std::copysign(1.0L, x) : std::copysign(0.0L, x);
        long double s = 0;
        for (long double x : v)
          s += x * x;
        for (unsigned l = 0; l < n; ++l)
          want[l] = zero ? a[l] : v[l] / std::sqrt(s);
      }
      for (unsigned f : {3u, 6u}) {
        if (f == 6 && !isFloat)
          continue;
        for (unsigned l = 0; l < n; ++l) {
          const long double got = result(f, base + l);
          const bool ok = nan    ? std::isnan(got)
                          : zero ? got == want[l] && std::signbit(got) == std::signbit(want[l])
                                 : withinUlps<K>(got, want[l], f == 3 ? 2.0L + n : 8192.0L + n);
          if (!ok) {
            fail(f == 3 ? "normalize" : "fast_normalize", n, i, a, b, got, want[l]);
            break;
          }
        }
      }
      if (kind != Ordinary)
        continue;
      // dot and cross: absolute tolerances on ordinary operands.
      if (std::fabs(result(0, i) - dotv) > big * big * (2 * n - 1) * eps)
        fail("dot", n, i, a, b, result(0, i), dotv);
      if (n >= 3) {
        const long double c[4] = {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2],
                                  a[0] * b[1] - a[1] * b[0], 0};
        for (unsigned l = 0; l < n; ++l) {
          const long double got = result(7, base + l);
          if (l == 3 ? got != 0 : std::fabs(got - c[l]) > big * big * 3 * eps) {
            fail("cross", n, i, a, b, got, c[l]);
            break;
          }
        }
      }
    }
  }
  EXPECT_EQ(failures, 0) << K::name;
}

TEST(Geometric, Half) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "half");
  checkGeometric<Half>(be);
}
TEST(Geometric, Float) {
  CLBTEST_BACKEND_OR_SKIP(be);
  checkGeometric<Float>(be);
}
// The float kernels linked under -cl-clb-correctly-rounded-math: the same
// bounds.
TEST(Geometric, FloatCorrectlyRounded) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_MODE(be, MathMode::CorrectlyRounded);
  checkGeometric<Float>(be, MathMode::CorrectlyRounded);
}
TEST(Geometric, Double) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "double");
  checkGeometric<Double>(be);
}

}  // namespace
}  // namespace clbtest
