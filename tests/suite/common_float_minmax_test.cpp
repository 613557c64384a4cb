// max, min and clamp for float and double (every width, the scalar-bound
// overloads too) and dot (1 to 4 components), on the cores in
// generic/common/ and generic/geometric/dot.cl. max/min/clamp are exact:
// the spec's definitions (y if x < y ...; clamp = min(max(x, lo), hi)) on
// operands where it defines them (no NaN or infinity; lo <= hi; the sign of
// equal zeros is left open). dot: within the spec's absolute bound
// max * max * (2n - 1) * epsilon of a long double reference.
#include "backend.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>

namespace clbtest {
namespace {

template <class F>
F randomFloat(std::mt19937_64 &rng) {
  static const F specials[] = {F(0),
                               F(-0.0),
                               F(1),
                               F(-1),
                               std::numeric_limits<F>::min(),
                               std::numeric_limits<F>::denorm_min(),
                               std::numeric_limits<F>::max(),
                               -std::numeric_limits<F>::max()};
  if (rng() % 8 == 0)
    return specials[rng() % 8];
  std::uniform_real_distribution<double> mant(-1.0, 1.0);
  return F(std::ldexp(mant(rng), int(rng() % 40) - 20));
}

// Equal, treating +0 and -0 as equal (the spec leaves which one max(+0, -0) is open).
template <class F>
bool same(F a, F b) {
  return a == b;
}

template <class F>
void checkMinMax(Backend *be, const std::string &type, unsigned width) {
  const unsigned stride = width == 3 ? 4 : width;
  const size_t vectors = 4096, count = vectors * stride;
  std::mt19937_64 rng(width * 31 + sizeof(F));
  std::vector<F> a(count), b(count), c(count);
  for (size_t j = 0; j < count; ++j) {
    a[j] = randomFloat<F>(rng), b[j] = randomFloat<F>(rng), c[j] = randomFloat<F>(rng);
    if (j % 16 == 0)
      b[j] = a[j];  // ties
  }
  // Bounds in order, as clamp requires: per element and for the scalar bounds.
  for (size_t j = 0; j < count; ++j)
    if (c[j] < b[j])
      std::swap(b[j], c[j]);
  auto &program = be->load("common_float_minmax.cl");
  auto da = be->upload(a), db = be->upload(b), dc = be->upload(c);
  auto dout = be->alloc(6 * count * sizeof(F));
  const std::string name = type + (width > 1 ? std::to_string(width) : "");
  program.run("minmax_" + name, NDRange::linear(vectors, 64), {da, db, dc, db, dc, dout});
  std::vector<F> out = dout->read<F>(6 * count);
  int failures = 0;
  for (size_t j = 0; j < count && failures < 10; ++j) {
    if (j % stride >= width)
      continue;
    const size_t v = j / stride;
    const F x = a[j], y = b[j], z = c[j], ys = b[v], zs = c[v];
    const F want[6] = {x < y ? y : x,
                       y < x ? y : x,
                       x < ys ? ys : x,
                       ys < x ? ys : x,
                       std::min(std::max(x, y), z),
                       std::min(std::max(x, ys), zs)};
    static const char *names[6] = {"max",         "min",   "max(scalar)",
                                   "min(scalar)", "clamp", "clamp(scalar)"};
    for (unsigned s = 0; s < 6; ++s)
      if (!same(out[s * count + j], want[s]) && ++failures <= 10)
        ADD_FAILURE() << name << " " << names[s] << " element " << j << " (" << x << ", " << y
                      << ", " << z << "): got " << out[s * count + j] << ", want " << want[s];
  }
}

template <class F>
void checkDot(Backend *be, const std::string &type, unsigned width) {
  const unsigned stride = width == 3 ? 4 : width;
  const size_t vectors = 4096, count = vectors * stride;
  std::mt19937_64 rng(width * 77 + sizeof(F));
  std::vector<F> a(count), b(count);
  for (size_t j = 0; j < count; ++j) {
    // Moderate magnitudes: the sum must not overflow for the bound to apply.
    std::uniform_real_distribution<double> d(-1.0, 1.0);
    a[j] = F(std::ldexp(d(rng), int(rng() % 20) - 10));
    b[j] = F(std::ldexp(d(rng), int(rng() % 20) - 10));
  }
  auto &program = be->load("common_float_minmax.cl");
  auto da = be->upload(a), db = be->upload(b);
  auto dout = be->alloc(vectors * sizeof(F));
  const std::string name = type + (width > 1 ? std::to_string(width) : "");
  program.run("dot_" + name, NDRange::linear(vectors, 64), {da, db, dout});
  std::vector<F> out = dout->read<F>(vectors);
  int failures = 0;
  for (size_t v = 0; v < vectors && failures < 10; ++v) {
    long double ref = 0, m = 0;
    for (unsigned k = 0; k < width; ++k) {
      ref += (long double)a[v * stride + k] * b[v * stride + k];
      m = std::max({m, std::fabs((long double)a[v * stride + k]),
                    std::fabs((long double)b[v * stride + k])});
    }
    const long double bound =
        m * m * (2 * width - 1) * (long double)std::numeric_limits<F>::epsilon();
    if (std::fabs((long double)out[v] - ref) > bound && ++failures <= 10)
      ADD_FAILURE() << name << " dot " << v << ": got " << out[v] << ", want " << (double)ref
                    << " within " << (double)bound;
  }
}

struct Case {
  const char *type;
  unsigned width;
  void (*check)(Backend *, const std::string &, unsigned);
  friend void PrintTo(const Case &c, std::ostream *os) { *os << c.type << c.width; }
};

std::vector<Case> allCases() {
  std::vector<Case> cases;
  for (unsigned w : {1u, 2u, 3u, 4u, 8u, 16u}) {
    cases.push_back({"float", w, checkMinMax<float>});
    cases.push_back({"double", w, checkMinMax<double>});
  }
  return cases;
}

class CommonFloatMinMax : public ::testing::TestWithParam<Case> {};

TEST_P(CommonFloatMinMax, FollowsSpecDefinitions) {
  CLBTEST_BACKEND_OR_SKIP(be);
  GetParam().check(be, GetParam().type, GetParam().width);
}

INSTANTIATE_TEST_SUITE_P(Types, CommonFloatMinMax, ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<Case> &info) {
                           return std::string(info.param.type) + std::to_string(info.param.width);
                         });

TEST(GeometricFloatDot, WithinSpecBound) {
  CLBTEST_BACKEND_OR_SKIP(be);
  for (unsigned w : {1u, 2u, 3u, 4u}) {
    checkDot<float>(be, "float", w);
    checkDot<double>(be, "double", w);
  }
}

}  // namespace
}  // namespace clbtest
