// The integer builtins (tests/kernels/integer_functions.cl) for every integer
// type and width, against exact host arithmetic: sums and products in
// 128 bits, bit counts and bit moves one bit at a time. Inputs: for 8-bit
// scalars every (x, y) pair, 16 times, each with a random z (2^20 sampled
// triples); for 16-bit scalars every x (unary functions exhaustive), 16
// times; for 32/64-bit scalars the extremes and their neighbours, every
// triple of them, then random values of random magnitude to 2^20 in all;
// every vector width at least 4096 vectors of random values and extremes.
#include "backend.h"
#include "sample_count.h"

#include <gtest/gtest.h>

#include <limits>
#include <random>
#include <sstream>
#include <type_traits>

namespace clbtest {
namespace {

using i128 = __int128;

template <class S>
struct Ref {
  using U = std::make_unsigned_t<S>;
  static constexpr unsigned W = sizeof(S) * 8;
  static constexpr i128 lo = (i128)std::numeric_limits<S>::min();
  static constexpr i128 hi = (i128)std::numeric_limits<S>::max();

  static bool bit(S x, unsigned k) { return ((uint64_t)(U)x >> k) & 1; }
  static S fromBits(const bool *bits) {
    uint64_t r = 0;
    for (unsigned k = 0; k < W; ++k)
      r |= (uint64_t)bits[k] << k;
    return (S)(U)r;
  }
  static S sat(i128 v) { return (S)(v < lo ? lo : v > hi ? hi : v); }

  static S abs(S x) { return (S)(U)(x < 0 ? -(i128)x : (i128)x); }
  static S absDiff(S x, S y) {
    i128 d = (i128)x - (i128)y;
    return (S)(U)(d < 0 ? -d : d);
  }
  static S addSat(S x, S y) { return sat((i128)x + y); }
  static S subSat(S x, S y) { return sat((i128)x - y); }
  static S clz(S x) {
    unsigned n = 0;
    for (int k = W - 1; k >= 0 && !bit(x, k); --k)
      ++n;
    return (S)n;
  }
  static S ctz(S x) {
    unsigned n = 0;
    for (unsigned k = 0; k < W && !bit(x, k); ++k)
      ++n;
    return (S)n;
  }
  static S popcount(S x) {
    unsigned n = 0;
    for (unsigned k = 0; k < W; ++k)
      n += bit(x, k);
    return (S)n;
  }
  // The exact product a * b (+ c), in 128 bits: |a * b| < 2^126 signed, and
  // unsigned (2^64 - 1)^2 + 2^64 - 1 < 2^128.
  static S mulHi(S x, S y) {
    if constexpr (std::is_signed_v<S>)
      return (S)(((i128)x * (i128)y) >> W);
    else
      return (S)(((unsigned __int128)x * (unsigned __int128)y) >> W);
  }
  static S madHi(S x, S y, S z) { return (S)(U)((uint64_t)(U)mulHi(x, y) + (uint64_t)(U)z); }
  static S madSat(S x, S y, S z) {
    if constexpr (std::is_signed_v<S>)
      return sat((i128)x * (i128)y + z);
    else {
      unsigned __int128 v = (unsigned __int128)x * y + z;
      return v > (unsigned __int128)hi ? (S)hi : (S)v;
    }
  }
  static S rotate(S x, S y) {
    unsigned n = (unsigned)((U)y % W);
    bool in[64], out[64];
    for (unsigned k = 0; k < W; ++k)
      in[k] = bit(x, k);
    for (unsigned k = 0; k < W; ++k)
      out[(k + n) % W] = in[k];
    return fromBits(out);
  }
  static S bitReverse(S x) {
    bool out[64];
    for (unsigned k = 0; k < W; ++k)
      out[k] = bit(x, W - 1 - k);
    return fromBits(out);
  }
  static S insert(S base, S ins, unsigned off, unsigned cnt) {
    bool out[64];
    for (unsigned k = 0; k < W; ++k)
      out[k] = k >= off && k < off + cnt ? bit(ins, k - off) : bit(base, k);
    return fromBits(out);
  }
  static S extract(S base, unsigned off, unsigned cnt, bool sign) {
    bool out[64];
    for (unsigned k = 0; k < W; ++k)
      out[k] = k < cnt ? bit(base, off + k) : sign && cnt && bit(base, off + cnt - 1);
    return fromBits(out);
  }
  // mul24/mad24 outside the 24-bit range: the library's documented choice,
  // the full product modulo 2^32 (within the range it is the spec's result).
  static S mul24(S x, S y) { return (S)(U)((uint64_t)(U)x * (uint64_t)(U)y); }
  static S mad24(S x, S y, S z) { return (S)(U)((uint64_t)(U)mul24(x, y) + (U)z); }
};

// The bitfield the kernel takes for scalar c (tests/kernels/integer_functions.cl).
template <class S>
void field(S c, unsigned &off, unsigned &cnt) {
  const unsigned bits = sizeof(S) * 8;
  uint32_t u = (uint32_t)c & 0xffffu;
  off = u % (bits + 1);
  cnt = (u / (bits + 1)) % (bits + 1 - off);
}

enum { kSlots = 23 };
const char *const kSlotNames[kSlots] = {"abs",
                                        "abs_diff",
                                        "add_sat",
                                        "sub_sat",
                                        "clamp",
                                        "clamp(sgentype)",
                                        "max",
                                        "min",
                                        "max(sgentype)",
                                        "min(sgentype)",
                                        "clz",
                                        "ctz",
                                        "popcount",
                                        "mul_hi",
                                        "mad_hi",
                                        "mad_sat",
                                        "rotate",
                                        "bit_reverse",
                                        "bitfield_insert",
                                        "bitfield_extract_signed",
                                        "bitfield_extract_unsigned",
                                        "mul24",
                                        "mad24"};

template <class S>
std::vector<S> edges() {
  using L = std::numeric_limits<S>;
  std::vector<S> e = {L::min(), S(L::min() + 1), S(L::min() / 2),     S(-1),           0,       1,
                      2,        S(L::max() / 2), S(L::max() / 2 + 1), S(L::max() - 1), L::max()};
  if (sizeof(S) == 4)
    for (int64_t v : {-(1 << 23), (1 << 23) - 1, 1 << 24, (1 << 24) - 1})
      e.push_back(S(v));
  return e;
}

// Random value of random magnitude, so that sums and products land both
// inside and outside the range.
template <class S>
S randomValue(std::mt19937_64 &rng) {
  uint64_t r = rng();
  unsigned shift = rng() % (sizeof(S) * 8);
  return rng() & 1 ? S(r) : S(int64_t(r) >> shift);
}

template <class S>
struct Inputs {
  std::vector<S> a, b, c;
};

// One round of `count` elements for (width, round).
template <class S>
Inputs<S> makeInputs(unsigned width, size_t count, unsigned round) {
  Inputs<S> in;
  std::mt19937_64 rng(sizeof(S) * 1000 + std::is_signed_v<S> * 100 + width * 7 + round);
  const size_t base = size_t(round) * count;
  if (width == 1 && sizeof(S) == 1) {
    for (size_t i = 0; i < count; ++i) {
      size_t g = base + i;
      in.a.push_back(S(g & 0xff));
      in.b.push_back(S((g >> 8) & 0xff));
      in.c.push_back(S(rng()));
    }
    return in;
  }
  if (width == 1 && sizeof(S) == 2) {
    for (size_t i = 0; i < count; ++i) {
      in.a.push_back(S((base + i) & 0xffff));
      in.b.push_back(randomValue<S>(rng));
      in.c.push_back(randomValue<S>(rng));
    }
    return in;
  }
  const std::vector<S> e = edges<S>();
  if (round == 0)
    for (S x : e)
      for (S y : e)
        for (S z : e) {
          in.a.push_back(x);
          in.b.push_back(y);
          in.c.push_back(z);
        }
  while (in.a.size() < count) {
    // A quarter of the elements are extremes, mixed with random values.
    auto pick = [&]() { return rng() % 4 ? randomValue<S>(rng) : e[rng() % e.size()]; };
    in.a.push_back(pick());
    in.b.push_back(pick());
    in.c.push_back(pick());
  }
  in.a.resize(count);
  in.b.resize(count);
  in.c.resize(count);
  return in;
}

template <class S>
void checkType(Backend *be, const std::string &type, unsigned width) {
  using R = Ref<S>;
  using U = typename R::U;
  const unsigned stride = width == 3 ? 4 : width;
  const size_t vectors = width == 1 ? (1u << 18) : 4096;
  // Four rounds of scalars (one in a sanitized build, sample_count.h: the
  // rounds take the same host paths).
  const unsigned rounds = width == 1 && !sanitizedBuild() ? 4 : 1;
  const size_t count = vectors * stride;
  const bool is32 = sizeof(S) == 4;
  const unsigned upBytes = sizeof(S) < 8 ? 2 * sizeof(S) : 0;
  const std::string name = type + (width > 1 ? std::to_string(width) : "");
  auto &program = be->load("integer_functions.cl");
  int failures = 0;
  size_t checked = 0;
  for (unsigned round = 0; round < rounds && failures < 10; ++round) {
    Inputs<S> in = makeInputs<S>(width, count, round);
    auto da = be->upload(in.a), db = be->upload(in.b), dc = be->upload(in.c);
    auto dout = be->alloc(kSlots * count * sizeof(S));
    auto dup = be->alloc(count * (upBytes ? upBytes : 1));
    program.run("integer_" + name, NDRange::linear(vectors, 64), {da, db, dc, db, dc, dout, dup});
    std::vector<S> out = dout->read<S>(kSlots * count);
    std::vector<unsigned char> up = dup->read<unsigned char>(count * (upBytes ? upBytes : 1));
    auto fail = [&](size_t j, unsigned slot, int64_t got, int64_t want) {
      if (++failures <= 10)
        ADD_FAILURE() << name << " " << kSlotNames[slot] << " element " << j << " (a " << +in.a[j]
                      << ", b " << +in.b[j] << ", c " << +in.c[j] << "): got " << got << ", want "
                      << want;
    };
    for (size_t j = 0; j < count && failures < 10; ++j) {
      if (j % stride >= width)
        continue;
      const size_t v = j / stride;  // the work-item; its scalars are b[v], c[v]
      const S x = in.a[j], y = in.b[j], z = in.c[j];
      const S lo = std::min(y, z), hi = std::max(y, z);
      const S slo = std::min(in.b[v], in.c[v]), shi = std::max(in.b[v], in.c[v]);
      unsigned off, cnt;
      field<S>(in.c[v], off, cnt);
      S want[kSlots] = {R::abs(x),
                        R::absDiff(x, y),
                        R::addSat(x, y),
                        R::subSat(x, y),
                        std::min(std::max(x, lo), hi),
                        std::min(std::max(x, slo), shi),
                        std::max(x, y),
                        std::min(x, y),
                        std::max(x, in.b[v]),
                        std::min(x, in.b[v]),
                        R::clz(x),
                        R::ctz(x),
                        R::popcount(x),
                        R::mulHi(x, y),
                        R::madHi(x, y, z),
                        R::madSat(x, y, z),
                        R::rotate(x, y),
                        R::bitReverse(x),
                        R::insert(x, y, off, cnt),
                        R::extract(x, off, cnt, true),
                        R::extract(x, off, cnt, false),
                        R::mul24(x, y),
                        R::mad24(x, y, z)};
      for (unsigned s = 0; s < (is32 ? 23u : 21u); ++s) {
        const S got = out[s * count + j];
        if (got != want[s])
          fail(j, s, got, want[s]);
      }
      if (upBytes) {
        // upsample(x, y as unsigned): x's value above y's bits.
        const i128 want = (i128)x * ((i128)1 << R::W) + (i128)(U)y;
        const bool sgn = std::is_signed_v<S>;
        const unsigned char *p = up.data() + j * upBytes;
        i128 got = 0;
        if (upBytes == 2)
          got = sgn ? (i128) * (const int16_t *)p : (i128) * (const uint16_t *)p;
        else if (upBytes == 4)
          got = sgn ? (i128) * (const int32_t *)p : (i128) * (const uint32_t *)p;
        else
          got = sgn ? (i128) * (const int64_t *)p : (i128) * (const uint64_t *)p;
        if (got != want && ++failures <= 10)
          ADD_FAILURE() << name << " upsample element " << j << " (" << +x << ", " << +(U)y
                        << "): got " << (int64_t)got << ", want " << (int64_t)want;
      }
      ++checked;
    }
  }
  EXPECT_GE(checked, width == 1 ? size_t(rounds) << 18 : 4096u * width) << name;
}

// cl_khr_integer_dot_product, against sums of exact byte products.
TEST(IntegerDot, MatchesExactArithmetic) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const size_t n = 1u << 20;
  std::vector<uint32_t> a(n), b(n);
  std::vector<int32_t> acc(n);
  std::mt19937_64 rng(4242);
  const int32_t accEdges[] = {INT32_MIN, INT32_MIN + 1,      -130050,       -1,        0,      1,
                              130050,    INT32_MAX - 260100, INT32_MAX - 1, INT32_MAX, -260101};
  const uint32_t byteEdges[] = {0x00000000u, 0xffffffffu, 0x80808080u, 0x7f7f7f7fu, 0x807f80ffu};
  for (size_t i = 0; i < n; ++i) {
    if (i < 65536) {
      // Every pair of byte values meets in every lane.
      uint32_t x = 0, y = 0;
      for (unsigned k = 0; k < 4; ++k) {
        x |= uint32_t((i + k * 37) & 0xff) << (8 * k);
        y |= uint32_t(((i >> 8) + k * 91) & 0xff) << (8 * k);
      }
      a[i] = x, b[i] = y;
    } else if (i % 8 == 0) {
      a[i] = byteEdges[rng() % 5], b[i] = byteEdges[rng() % 5];
    } else {
      a[i] = uint32_t(rng()), b[i] = uint32_t(rng());
    }
    acc[i] = rng() % 2 ? accEdges[rng() % 11] : int32_t(rng());
  }
  auto &program = be->load("integer_functions.cl");
  auto da = be->upload(a), db = be->upload(b), dacc = be->upload(acc);
  auto dout = be->alloc(16 * n * sizeof(int32_t));
  program.run("integer_dot", NDRange::linear(n, 64), {da, db, dacc, dout});
  std::vector<int32_t> out = dout->read<int32_t>(16 * n);
  auto lane = [](uint32_t p, unsigned k, bool isSigned) -> int64_t {
    uint32_t byte = (p >> (8 * k)) & 0xff;
    return isSigned && byte >= 128 ? int64_t(byte) - 256 : int64_t(byte);
  };
  int failures = 0;
  for (size_t i = 0; i < n && failures < 10; ++i) {
    int64_t want[16];
    for (unsigned form = 0; form < 4; ++form) {  // uu, ss, us, su
      const bool sa = form == 1 || form == 3, sb = form == 1 || form == 2;
      int64_t d = 0;
      for (unsigned k = 0; k < 4; ++k)
        d += lane(a[i], k, sa) * lane(b[i], k, sb);
      int64_t s;
      if (form == 0) {
        int64_t t = d + (int64_t)(uint32_t)acc[i];
        s = (int64_t)(int32_t)(uint32_t)(t > UINT32_MAX ? UINT32_MAX : t);
        d = (int32_t)(uint32_t)d;
      } else {
        int64_t t = d + acc[i];
        s = t > INT32_MAX ? INT32_MAX : t < INT32_MIN ? INT32_MIN : t;
      }
      want[form] = want[8 + form] = d;
      want[4 + form] = want[12 + form] = s;
    }
    for (unsigned s = 0; s < 16; ++s)
      if (out[s * n + i] != want[s] && ++failures <= 10)
        ADD_FAILURE() << "dot slot " << s << " (a " << std::hex << a[i] << ", b " << b[i]
                      << std::dec << ", acc " << acc[i] << "): got " << out[s * n + i] << ", want "
                      << want[s];
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
  auto add = [&](const char *type, void (*check)(Backend *, const std::string &, unsigned)) {
    for (unsigned w : {1u, 2u, 3u, 4u, 8u, 16u})
      cases.push_back({type, w, check});
  };
  add("char", checkType<int8_t>);
  add("uchar", checkType<uint8_t>);
  add("short", checkType<int16_t>);
  add("ushort", checkType<uint16_t>);
  add("int", checkType<int32_t>);
  add("uint", checkType<uint32_t>);
  add("long", checkType<int64_t>);
  add("ulong", checkType<uint64_t>);
  return cases;
}

class IntegerFunctions : public ::testing::TestWithParam<Case> {};

TEST_P(IntegerFunctions, MatchExactArithmetic) {
  CLBTEST_BACKEND_OR_SKIP(be);
  GetParam().check(be, GetParam().type, GetParam().width);
}

INSTANTIATE_TEST_SUITE_P(Types, IntegerFunctions, ::testing::ValuesIn(allCases()),
                         [](const ::testing::TestParamInfo<Case> &info) {
                           return std::string(info.param.type) +
                                  (info.param.width > 1 ? std::to_string(info.param.width) : "");
                         });

}  // namespace
}  // namespace clbtest
