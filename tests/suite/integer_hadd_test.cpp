// hadd and rhadd for every integer type and width against exact arithmetic:
// the sum is formed in 128 bits, so it cannot overflow on the host side.
#include "backend.h"

#include <gtest/gtest.h>

#include <limits>
#include <random>

namespace clbtest {
namespace {

template <class S>
S exactHadd(S a, S b) {
  return S(((__int128)a + (__int128)b) >> 1);
}
template <class S>
S exactRhadd(S a, S b) {
  return S(((__int128)a + (__int128)b + 1) >> 1);
}

// Extremes and their neighbours, each paired with each, then random pairs.
template <class S>
void makeInputs(std::vector<S> &a, std::vector<S> &b, size_t count) {
  using L = std::numeric_limits<S>;
  const std::vector<S> edges = {L::min(), S(L::min() + 1), S(L::min() / 2), S(-1),   0,
                                1,        S(L::max() / 2), S(L::max() - 1), L::max()};
  for (S x : edges)
    for (S y : edges)
      a.push_back(x), b.push_back(y);
  std::mt19937_64 rng(sizeof(S) * 131 + L::is_signed);
  while (a.size() < count) {
    uint64_t r1 = rng(), r2 = rng();
    a.push_back(S(r1));
    b.push_back(S(r2));
  }
  a.resize(count);
  b.resize(count);
}

template <class S>
void checkHadd(Backend *be, const std::string &type, unsigned width) {
  // Three-element vectors occupy four elements in memory.
  const unsigned stride = width == 3 ? 4 : width;
  const size_t vectors = 1024, count = vectors * stride;
  std::vector<S> a, b;
  makeInputs(a, b, count);
  auto &program = be->load("integer_hadd.cl");
  auto da = be->upload(a), db = be->upload(b);
  auto dh = be->alloc(count * sizeof(S)), dr = be->alloc(count * sizeof(S));
  std::string name = type + (width > 1 ? std::to_string(width) : "");
  program.run("hadd_" + name, NDRange::linear(vectors, 64), {da, db, dh, dr});
  std::vector<S> h = dh->read<S>(count), r = dr->read<S>(count);
  int failures = 0;
  for (size_t i = 0; i < count && failures < 10; ++i) {
    if (i % stride >= width)
      continue;
    if (h[i] != exactHadd(a[i], b[i]) || r[i] != exactRhadd(a[i], b[i])) {
      ++failures;
      ADD_FAILURE() << name << " element " << i << ": hadd(" << +a[i] << ", " << +b[i]
                    << ") = " << +h[i] << " (want " << +exactHadd(a[i], b[i])
                    << "), rhadd = " << +r[i] << " (want " << +exactRhadd(a[i], b[i]) << ")";
    }
  }
}

struct Case {
  const char *type;
  unsigned width;
  void (*check)(Backend *, const std::string &, unsigned);
  // Names the case in test listings (gtest would print its bytes).
  friend void PrintTo(const Case &c, std::ostream *os) { *os << c.type << c.width; }
};

std::vector<Case> allCases() {
  std::vector<Case> cases;
  auto add = [&](const char *type, void (*check)(Backend *, const std::string &, unsigned)) {
    for (unsigned w : {1u, 2u, 3u, 4u, 8u, 16u})
      cases.push_back({type, w, check});
  };
  add("char", checkHadd<int8_t>);
  add("uchar", checkHadd<uint8_t>);
  add("short", checkHadd<int16_t>);
  add("ushort", checkHadd<uint16_t>);
  add("int", checkHadd<int32_t>);
  add("uint", checkHadd<uint32_t>);
  add("long", checkHadd<int64_t>);
  add("ulong", checkHadd<uint64_t>);
  return cases;
}

class IntegerHadd : public ::testing::TestWithParam<Case> {};

TEST_P(IntegerHadd, MatchesExactArithmetic) {
  CLBTEST_BACKEND_OR_SKIP(be);
  GetParam().check(be, GetParam().type, GetParam().width);
}

INSTANTIATE_TEST_SUITE_P(Types, IntegerHadd, ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<Case> &info) {
                           return std::string(info.param.type) +
                                  (info.param.width > 1 ? std::to_string(info.param.width) : "");
                         });

}  // namespace
}  // namespace clbtest
