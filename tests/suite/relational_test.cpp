// Relational builtins against the host's own IEEE comparisons: every
// comparison and classification at every width, for every half value and for
// every pair of special values of half, float and double plus random bit
// patterns; select, bitselect, any and all for every type and width.
#include "backend.h"
#include "float_kinds.h"

#include <gtest/gtest.h>

#include <cmath>
#include <random>

namespace clbtest {
namespace {

const unsigned kWidths[] = {1, 2, 3, 4, 8, 16};
// A vector of width w occupies this many elements (3 is stored as 4).
unsigned slotOf(unsigned w) {
  return w == 3 ? 4 : w;
}
constexpr size_t kLocal = 64;

const char *const kRelNames[] = {"isequal",     "isnotequal",  "isgreater",     "isgreaterequal",
                                 "isless",      "islessequal", "islessgreater", "isordered",
                                 "isunordered", "isfinite",    "isinf",         "isnan",
                                 "isnormal",    "signbit"};
constexpr unsigned kRelCount = 14;

template <class K>
bool relational(unsigned f, typename K::Bits xb, typename K::Bits yb) {
  const long double x = K::value(xb), y = K::value(yb);
  const long double ax = std::fabs(x);
  switch (f) {
  case 0:
    return x == y;
  case 1:
    return x != y;
  case 2:
    return x > y;
  case 3:
    return x >= y;
  case 4:
    return x < y;
  case 5:
    return x <= y;
  case 6:
    return x < y || x > y;
  case 7:
    return !std::isnan(x) && !std::isnan(y);
  case 8:
    return std::isnan(x) || std::isnan(y);
  case 9:
    return std::isfinite(x);
  case 10:
    return std::isinf(x);
  case 11:
    return std::isnan(x);
  case 12:
    return std::isfinite(x) && ax >= std::ldexp(1.0L, K::minExp);
  default:
    return (xb & K::signBit) != 0;
  }
}

// Runs relational_<K> on x, y (n * 16 elements each) and checks every lane.
template <class K>
void checkRelational(Backend *be, const std::vector<typename K::Bits> &x,
                     const std::vector<typename K::Bits> &y) {
  const size_t count = x.size(), n = count / 16;
  auto &program = be->load("relational.cl");
  auto dx = be->upload(x), dy = be->upload(y);
  auto dout = be->alloc(6 * kRelCount * count * sizeof(int64_t));
  program.run(std::string("relational_") + K::name, NDRange::linear(n, kLocal), {dx, dy, dout});
  const std::vector<int64_t> out = dout->read<int64_t>(6 * kRelCount * count);
  int failures = 0;
  for (unsigned wi = 0; wi < 6; ++wi) {
    const unsigned w = kWidths[wi], s = slotOf(w);
    for (unsigned f = 0; f < kRelCount; ++f)
      for (size_t i = 0; i < n; ++i)
        for (unsigned l = 0; l < w; ++l) {
          const size_t e = i * s + l;
          const int64_t want = relational<K>(f, x[e], y[e]) ? (w == 1 ? 1 : -1) : 0;
          const int64_t got = out[(wi * kRelCount + f) * count + e];
          if (got != want && ++failures <= 10)
            ADD_FAILURE() << kRelNames[f] << "(" << K::name << w << ") lane " << l << ": x bits 0x"
                          << std::hex << uint64_t(x[e]) << ", y bits 0x" << uint64_t(y[e])
                          << std::dec << ": got " << got << ", want " << want;
        }
  }
  EXPECT_EQ(failures, 0);
}

// Every pair of specials, then random patterns, some with y = x or a
// neighbour of x; n * 16 elements in all.
template <class K>
void pairsAndRandom(size_t count, std::vector<typename K::Bits> &x,
                    std::vector<typename K::Bits> &y) {
  using B = typename K::Bits;
  const std::vector<B> sp = specials<K>();
  for (B a : sp)
    for (B b : sp)
      x.push_back(a), y.push_back(b);
  std::mt19937_64 rng(K::bits);
  while (x.size() < count) {
    const B a = randomBits<K>(rng);
    const unsigned how = rng() % 4;
    x.push_back(a);
    y.push_back(how == 0   ? a
                : how == 1 ? B(a + 1)
                : how == 2 ? B(a ^ K::signBit)
                           : randomBits<K>(rng));
  }
  x.resize(count);
  y.resize(count);
}

TEST(Relational, HalfEveryValue) {
  CLBTEST_BACKEND_OR_SKIP(be);
  // x: all 65,536 halves; y: the specials in turn, then x's neighbours.
  std::vector<uint16_t> x(65536), y(65536);
  const std::vector<uint16_t> sp = specials<Half>();
  for (size_t i = 0; i < x.size(); ++i) {
    x[i] = uint16_t(i);
    y[i] = (i / 16) % 2 ? uint16_t(i + 1) : sp[i % sp.size()];
  }
  checkRelational<Half>(be, x, y);
}

TEST(Relational, HalfSpecialPairs) {
  CLBTEST_BACKEND_OR_SKIP(be);
  std::vector<uint16_t> x, y;
  pairsAndRandom<Half>(16384, x, y);
  checkRelational<Half>(be, x, y);
}

TEST(Relational, FloatSpecialPairsAndRandom) {
  CLBTEST_BACKEND_OR_SKIP(be);
  std::vector<uint32_t> x, y;
  pairsAndRandom<Float>(65536, x, y);
  checkRelational<Float>(be, x, y);
}

TEST(Relational, DoubleSpecialPairsAndRandom) {
  CLBTEST_BACKEND_OR_SKIP(be);
  std::vector<uint64_t> x, y;
  pairsAndRandom<Double>(65536, x, y);
  checkRelational<Double>(be, x, y);
}

// select, bitselect, any, all on type `name` with B its bits.
template <class B>
void checkSelect(Backend *be, const char *name, bool anyAll) {
  using S = std::make_signed_t<B>;
  const size_t n = 256, count = n * 16;
  std::mt19937_64 rng(sizeof(B) * 7 + anyAll);
  std::vector<B> a(count), b(count), c(count);
  for (size_t i = 0; i < count; ++i) {
    a[i] = B(rng());
    b[i] = B(rng());
    // Masks: zero, one, sign bit alone, all ones, sign clear, random.
    const B top = B(B(1) << (sizeof(B) * 8 - 1));
    const B choices[] = {0, 1, top, B(~B(0)), B(~top), B(rng())};
    c[i] = choices[rng() % 6];
  }
  // Whole vectors of all-set or all-clear signs, so all() is true sometimes.
  for (size_t i = 0; i < count / 4; ++i)
    c[i] = (i / 16) % 2 ? B(c[i] | (B(1) << (sizeof(B) * 8 - 1))) : c[i];
  auto &program = be->load("relational.cl");
  auto da = be->upload(a), db = be->upload(b), dc = be->upload(c);
  auto dout = be->alloc(6 * 3 * count * sizeof(B));
  auto dflags = be->alloc(6 * 2 * count * sizeof(int32_t));
  program.run(std::string("select_") + name, NDRange::linear(n, kLocal),
              {da, db, dc, dout, dflags});
  const std::vector<B> out = dout->read<B>(6 * 3 * count);
  const std::vector<int32_t> flags = dflags->read<int32_t>(6 * 2 * count);
  int failures = 0;
  auto fail = [&](const std::string &what, unsigned w, size_t e, uint64_t got, uint64_t want) {
    if (++failures <= 10)
      ADD_FAILURE() << what << "(" << name << w << ") element " << e << ": got 0x" << std::hex
                    << got << ", want 0x" << want;
  };
  for (unsigned wi = 0; wi < 6; ++wi) {
    const unsigned w = kWidths[wi], s = slotOf(w);
    for (size_t i = 0; i < n; ++i) {
      bool any = false, all = true;
      for (unsigned l = 0; l < w; ++l) {
        const size_t e = i * s + l;
        const bool msb = S(c[e]) < 0;
        any |= msb;
        all &= msb;
        const B pick = (w == 1 ? c[e] != 0 : msb) ? b[e] : a[e];
        for (unsigned k = 0; k < 2; ++k)
          if (out[(wi * 3 + k) * count + e] != pick)
            fail(k ? "select(unsigned mask)" : "select(signed mask)", w, e,
                 out[(wi * 3 + k) * count + e], pick);
        const B bits = B((a[e] & ~c[e]) | (b[e] & c[e]));
        if (out[(wi * 3 + 2) * count + e] != bits)
          fail("bitselect", w, e, out[(wi * 3 + 2) * count + e], bits);
      }
      if (!anyAll)
        continue;
      if (flags[(wi * 2) * count + i] != int(any))
        fail("any", w, i, flags[(wi * 2) * count + i], any);
      if (flags[(wi * 2 + 1) * count + i] != int(all))
        fail("all", w, i, flags[(wi * 2 + 1) * count + i], all);
    }
  }
  EXPECT_EQ(failures, 0);
}

TEST(Relational, SelectBitselectAnyAll) {
  CLBTEST_BACKEND_OR_SKIP(be);
  checkSelect<uint8_t>(be, "char", true);
  checkSelect<uint8_t>(be, "uchar", false);
  checkSelect<uint16_t>(be, "short", true);
  checkSelect<uint16_t>(be, "ushort", false);
  checkSelect<uint32_t>(be, "int", true);
  checkSelect<uint32_t>(be, "uint", false);
  checkSelect<uint64_t>(be, "long", true);
  checkSelect<uint64_t>(be, "ulong", false);
  checkSelect<uint16_t>(be, "half", false);
  checkSelect<uint32_t>(be, "float", false);
  checkSelect<uint64_t>(be, "double", false);
}

}  // namespace
}  // namespace clbtest
