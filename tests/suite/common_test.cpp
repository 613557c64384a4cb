// Common functions for half, float and double at every width, scalar-operand
// overloads included, against host references: clamp, max, min, step and
// sign exactly (bits), degrees and radians within the spec's 2 ulp of a long
// double reference, mix and smoothstep within the spec's absolute tolerances.
// Run 1 feeds special values (every pair) and random bit patterns; run 2 the
// domain where mix and smoothstep are defined.
#include "backend.h"
#include "float_kinds.h"

#include <gtest/gtest.h>

#include <cmath>
#include <functional>
#include <random>

namespace clbtest {
namespace {

const unsigned kWidths[] = {1, 2, 3, 4, 8, 16};
unsigned slotOf(unsigned w) {
  return w == 3 ? 4 : w;
}
constexpr unsigned kFunctions = 15;
const char *const kNames[kFunctions] = {"clamp",      "clamp(scalar bounds)",
                                        "degrees",    "radians",
                                        "max",        "max(scalar)",
                                        "min",        "min(scalar)",
                                        "mix",        "mix(scalar a)",
                                        "step",       "step(scalar edge)",
                                        "smoothstep", "smoothstep(scalar edges)",
                                        "sign"};

// Host reference results, as long double; NaN stands for "any NaN".
long double fmaxRule(long double x, long double y) {
  return std::isnan(x) ? y : std::isnan(y) ? x : (x < y ? y : x);
}
long double fminRule(long double x, long double y) {
  return std::isnan(x) ? y : std::isnan(y) ? x : (y < x ? y : x);
}

struct Lane {
  long double x, y, z;  // this lane's operands
  long double ys, zs;   // the scalar operands of the vector's lane 0
};

// exact: the expected value (bit-exact, sign of zero included).
long double exactResult(unsigned f, const Lane &v) {
  switch (f) {
  case 0:
    return fminRule(fmaxRule(v.x, v.y), v.z);
  case 1:
    return fminRule(fmaxRule(v.x, v.ys), v.zs);
  case 4:
    return fmaxRule(v.x, v.y);
  case 5:
    return fmaxRule(v.x, v.ys);
  case 6:
    return fminRule(v.x, v.y);
  case 7:
    return fminRule(v.x, v.ys);
  case 10:
    return v.x < v.y ? 0.0L : 1.0L;
  case 11:
    return v.x < v.ys ? 0.0L : 1.0L;
  default:  // 14: sign
    return std::isnan(v.x) ? 0.0L : v.x > 0 ? 1.0L : v.x < 0 ? -1.0L : v.x;
  }
}

bool isExact(unsigned f) {
  return f <= 1 || (f >= 4 && f <= 7) || f == 10 || f == 11 || f == 14;
}

template <class K>
bool sameValue(long double got, long double want) {
  if (std::isnan(want))
    return std::isnan(got);
  return got == want && std::signbit(got) == std::signbit(want);
}

// Runs common_<K> and checks every lane; `domain` selects the run-2 checks.
template <class K>
void runCommon(Backend *be, const std::vector<typename K::Bits> &x,
               const std::vector<typename K::Bits> &y, const std::vector<typename K::Bits> &z,
               bool domain, MathMode mode) {
  using B = typename K::Bits;
  const size_t count = x.size(), n = count / 16;
  auto &program = be->load("common.cl", mode);
  auto dx = be->upload(x), dy = be->upload(y), dz = be->upload(z);
  auto dout = be->alloc(6 * kFunctions * count * sizeof(B));
  program.run(std::string("common_") + K::name, NDRange::linear(n, 64), {dx, dy, dz, dout});
  const std::vector<B> out = dout->read<B>(6 * kFunctions * count);
  // Spec tolerances (half: mix and smoothstep are implementation-defined;
  // these bounds are a few half ulps at the operands' magnitude).
  const long double mixTol = K::digits == 11 ? 4e-3L : 1e-3L;
  const long double smoothTol = K::digits == 11 ? 4e-3L : 1e-5L;
  int failures = 0;
  for (unsigned wi = 0; wi < 6; ++wi) {
    const unsigned w = kWidths[wi], s = slotOf(w);
    for (size_t i = 0; i < n; ++i)
      for (unsigned l = 0; l < w; ++l) {
        const size_t e = i * s + l;
        const Lane v{K::value(x[e]), K::value(y[e]), K::value(z[e]), K::value(y[i * s]),
                     K::value(z[i * s])};
        for (unsigned f = 0; f < kFunctions; ++f) {
          const long double got = K::value(out[(wi * kFunctions + f) * count + e]);
          bool ok = true;
          long double want = 0;
          if (isExact(f)) {
            want = exactResult(f, v);
            ok = sameValue<K>(got, want);
          } else if (f == 2 || f == 3) {
            static const long double pi = 3.141592653589793238462643383279502884L;
            want = f == 2 ? v.x * (180.0L / pi) : v.x * (pi / 180.0L);
            if (std::isnan(want) || std::isinf(want) || want == 0)
              ok = sameValue<K>(got, want);
            else if (std::isinf(got))
              ok = std::fabs(want) >= maxFinite<K>() && std::signbit(got) == std::signbit(want);
            else
              ok = std::fabs(got - want) <= 2 * ulp<K>(want);
          } else if (domain) {
            if (f == 8 || f == 9) {
              want = v.x + (v.y - v.x) * (f == 8 ? v.z : v.zs);
              ok = std::fabs(got - want) <= mixTol;
            } else {
              const long double e0 = f == 12 ? v.y : v.ys, e1 = f == 12 ? v.z : v.zs;
              long double t = (v.x - e0) / (e1 - e0);
              t = t < 0 ? 0 : t > 1 ? 1 : t;
              want = t * t * (3 - 2 * t);
              ok = std::fabs(got - want) <= smoothTol;
            }
          }
          if (!ok && ++failures <= 12)
            ADD_FAILURE() << kNames[f] << "(" << K::name << w << ") lane " << l << " of vector "
                          << i << ": x=" << double(v.x) << " y=" << double(v.y)
                          << " z=" << double(v.z) << " (scalars " << double(v.ys) << ", "
                          << double(v.zs) << "): got " << double(got) << ", want " << double(want);
        }
      }
  }
  EXPECT_EQ(failures, 0) << K::name;
}

template <class K>
void checkCommon(Backend *be, MathMode mode = MathMode::Default) {
  using B = typename K::Bits;
  const size_t count = 1024 * 16;
  std::mt19937_64 rng(K::bits + 5);
  // Run 1: every pair of specials (z cycling through them), then random bits.
  std::vector<B> x, y, z;
  const std::vector<B> sp = specials<K>();
  for (B a : sp)
    for (B b : sp)
      x.push_back(a), y.push_back(b), z.push_back(sp[(x.size() * 7) % sp.size()]);
  while (x.size() < count) {
    x.push_back(randomBits<K>(rng));
    y.push_back(randomBits<K>(rng));
    z.push_back(rng() % 4 ? randomBits<K>(rng) : x.back());
  }
  runCommon<K>(be, x, y, z, false, mode);
  // Run 2: x in [-1.5, 1.5], y (mix end, edge0) in [-1, 0), z (mix weight,
  // edge1) in (0, 1], rounded to K.
  std::uniform_real_distribution<long double> ux(-1.5L, 1.5L), uy(-1.0L, -0.001L), uz(0.001L, 1.0L);
  for (size_t i = 0; i < count; ++i) {
    x[i] = bitsOf<K>(ux(rng));
    y[i] = bitsOf<K>(uy(rng));
    z[i] = bitsOf<K>(uz(rng));
  }
  runCommon<K>(be, x, y, z, true, mode);
}

TEST(Common, Half) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "half");
  checkCommon<Half>(be);
}
TEST(Common, Float) {
  CLBTEST_BACKEND_OR_SKIP(be);
  checkCommon<Float>(be);
}
// The float kernels linked under -cl-clb-correctly-rounded-math: the same
// bounds.
TEST(Common, FloatCorrectlyRounded) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_MODE(be, MathMode::CorrectlyRounded);
  checkCommon<Float>(be, MathMode::CorrectlyRounded);
}
TEST(Common, Double) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "double");
  checkCommon<Double>(be);
}

}  // namespace
}  // namespace clbtest
