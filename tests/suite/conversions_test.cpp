// Every convert_* overload against the independent host reference
// (support/conversion_reference.h).
//   Scalar: every value of each 8- and 16-bit source type (half included);
//   for 32- and 64-bit sources the special values (zeros, subnormals,
//   infinities, NaNs, every destination's limits and their neighbours, powers
//   of two and their neighbours, halfway cases) plus 2^20 random values, each
//   converted to every destination in every variant.
//   Vector: every width of every overload on specials and random values.
// The kernels (kernels/conversions*.cl) do one source type per kernel and
// write every destination and variant into slices of their output buffers.
#include "backend.h"
#include "conversion_reference.h"
#include "sample_count.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <random>
#include <set>

namespace clbtest {
namespace {

const Kind kAll[] = {Kind::Char, Kind::UChar, Kind::Short, Kind::UShort, Kind::Int,   Kind::UInt,
                     Kind::Long, Kind::ULong, Kind::Half,  Kind::Float,  Kind::Double};

struct Variant {
  const char *suffix;
  bool sat;
  bool defaultMode;
  Round mode;
};
// The order the kernels write them in.
const Variant kVariants[] = {
    {"", false, true, Round::Rtz},         {"_rte", false, false, Round::Rte},
    {"_rtz", false, false, Round::Rtz},    {"_rtp", false, false, Round::Rtp},
    {"_rtn", false, false, Round::Rtn},    {"_sat", true, true, Round::Rtz},
    {"_sat_rte", true, false, Round::Rte}, {"_sat_rtz", true, false, Round::Rtz},
    {"_sat_rtp", true, false, Round::Rtp}, {"_sat_rtn", true, false, Round::Rtn},
};
unsigned variantCount(Kind d) {
  return info(d).integer ? 10 : 5;
}

uint64_t expected(Kind d, Kind s, uint64_t bits, const Variant &v) {
  if (info(d).integer)
    return referenceToInteger(d, s, bits, v.sat, v.defaultMode ? Round::Rtz : v.mode);
  return referenceToFloating(d, s, bits, v.defaultMode ? Round::Rte : v.mode);
}

uint64_t mask(Kind k) {
  return info(k).bytes == 8 ? ~0ull : (1ull << (8 * info(k).bytes)) - 1;
}

uint64_t floatBits(float f) {
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}
uint64_t doubleBits(double d) {
  uint64_t b;
  std::memcpy(&b, &d, 8);
  return b;
}

// Special inputs of a 32/64-bit source type, as bits.
std::vector<uint64_t> specials(Kind s) {
  std::set<uint64_t> out;
  // Integer-valued boundaries every destination cares about: 0, +-1, each
  // type's limits, 2^k and 2^k +- 1 (float and half significand limits sit
  // at 2^11, 2^24, 2^53), halves' largest values and their rounding points.
  std::vector<long double> points = {0,      1,     -1,    2,        -2,       65504,    65505,
                                     65519,  65520, 65521, 65535,    65536,    -65504,   -65520,
                                     -65536, 2049,  2051,  16777217, 16777219, -16777217};
  for (int k = 0; k <= 64; ++k) {
    long double p = std::ldexp(1.0L, k);
    for (long double q : {p, p - 1, p + 1, -p, -p + 1, -p - 1, p * 1.5L, p * 1.5L + 1, p + p / 2048,
                          p + p / 4096, p + p / 16777216, p + p / 33554432})
      points.push_back(q);
  }
  const TypeInfo &t = info(s);
  if (t.integer) {
    for (long double p : points) {
      __int128 v = (__int128)p;
      out.insert(uint64_t(v) & mask(s));
    }
    return {out.begin(), out.end()};
  }
  // Floating sources: the points and their neighbours +-1 ulp and +-0.5,
  // +-0.25, +-0.75 (rounding to integers), plus the format's own specials.
  auto add = [&](long double v) {
    if (s == Kind::Float) {
      float f = (float)v;
      out.insert(floatBits(f));
      out.insert(floatBits(std::nextafter(f, INFINITY)));
      out.insert(floatBits(std::nextafter(f, -INFINITY)));
    } else {
      double d = (double)v;
      out.insert(doubleBits(d));
      out.insert(doubleBits(std::nextafter(d, INFINITY)));
      out.insert(doubleBits(std::nextafter(d, -INFINITY)));
    }
  };
  for (long double p : points)
    for (long double f : {0.0L, 0.5L, -0.5L, 0.25L, 0.75L, -0.25L, -0.75L})
      add(p + f);
  // Half and float rounding points: subnormal limits, ties, overflow edges.
  for (int e = -160; e <= 130; ++e)
    for (long double m : {1.0L, 1.5L, 1.25L, 1.75L, 1.0009765625L, 1.00048828125L, 1.0000000596L})
      add(std::ldexp(m, e)), add(-std::ldexp(m, e));
  if (s == Kind::Float) {
    for (uint32_t b : {0u, 0x80000000u, 1u, 0x807fffffu, 0x007fffffu, 0x00800000u, 0x7f7fffffu,
                       0x7f800000u, 0xff800000u, 0x7fc00000u, 0xffc00000u, 0x7f800001u, 0x7fbfffffu,
                       0xfffffffeu, 0x7fe12345u, 0xffa00001u})
      out.insert(b);
  } else {
    for (uint64_t b : {0ull, 0x8000000000000000ull, 1ull, 0x800fffffffffffffull,
                       0x0010000000000000ull, 0x7fefffffffffffffull, 0x7ff0000000000000ull,
                       0xfff0000000000000ull, 0x7ff8000000000000ull, 0xfff8000000000001ull,
                       0x7ff0000000000001ull, 0x7ffa5a5a5a5a5a5aull, 0xfff4000000000000ull,
                       0x47efffffe0000000ull, 0x47efffffe0000001ull, 0x47efffffefffffffull,
                       0x3690000000000000ull, 0x36a0000000000000ull})
      out.insert(b);
    // float's largest finite value and the overflow threshold +- 1 ulp.
    for (double d : {3.4028234663852886e38, 3.4028235677973366e38, 1.1754943508222875e-38,
                     1.401298464324817e-45, 7.006492321624085e-46})
      add(d), add(-d);
  }
  return {out.begin(), out.end()};
}

// Random inputs: uniform bits (every exponent), and for floating sources
// values of integer magnitude with fractions, where rounding to an integer
// matters.
void addRandom(Kind s, std::vector<uint64_t> &in, size_t count, uint64_t seed) {
  std::mt19937_64 rng(seed);
  for (size_t i = 0; i < count; ++i) {
    uint64_t r = rng();
    if (i % 2 == 0 || info(s).bytes <= 2) {
      // Integers: also vary the magnitude, or small values would be rare.
      if (info(s).integer && i % 4 == 1)
        r >>= rng() % 64;
      in.push_back(r & mask(s));
      continue;
    }
    long double v = std::ldexp((long double)(r >> 11), int(rng() % 80) - 60);
    if (rng() & 1)
      v = -v;
    in.push_back(s == Kind::Float ? floatBits((float)v) : doubleBits((double)v));
  }
}

// Runs one kernel over `in` (n elements, a multiple of 64) in groups of
// `local` and checks every destination and variant; `stride`/`width`
// describe vector layout.
void runAndCheck(Backend *be, const std::string &file, const std::string &kernel, Kind s,
                 const std::vector<uint64_t> &in, unsigned width, unsigned stride,
                 size_t local = 64) {
  const size_t n = in.size();  // elements (vector slots included)
  std::vector<unsigned char> inBytes(n * info(s).bytes);
  for (size_t i = 0; i < n; ++i)
    std::memcpy(&inBytes[i * info(s).bytes], &in[i], info(s).bytes);
  auto dIn = be->upload(inBytes);
  std::vector<std::unique_ptr<DeviceBuffer>> outs;
  for (Kind d : kAll)
    outs.push_back(be->alloc(n * variantCount(d) * info(d).bytes));
  std::vector<KernelArg> args = {dIn, unsigned(n / stride)};
  for (auto &o : outs)
    args.push_back(*o);
  be->load(file).run(kernel, NDRange::linear(n / stride, local), args);

  int failures = 0;
  for (size_t di = 0; di < std::size(kAll); ++di) {
    const Kind d = kAll[di];
    const unsigned db = info(d).bytes;
    std::vector<unsigned char> got = outs[di]->read<unsigned char>(n * variantCount(d) * db);
    for (unsigned v = 0; v < variantCount(d); ++v) {
      for (size_t i = 0; i < n && failures < 20; ++i) {
        if (i % stride >= width)
          continue;
        uint64_t g = 0;
        std::memcpy(&g, &got[(v * n + i) * db], db);
        uint64_t want = expected(d, s, in[i], kVariants[v]);
        if (g != want) {  // NaNs too, bit for bit
          ++failures;
          ADD_FAILURE() << "convert_" << info(d).name << (width > 1 ? std::to_string(width) : "")
                        << kVariants[v].suffix << "(" << info(s).name << " 0x" << std::hex << in[i]
                        << ") = 0x" << g << ", want 0x" << want << std::dec << " (element " << i
                        << ")";
        }
      }
    }
  }
}

class Conversions : public ::testing::TestWithParam<Kind> {};

TEST_P(Conversions, ScalarEveryDestinationAndMode) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const Kind s = GetParam();
  std::vector<uint64_t> in;
  if (info(s).bytes <= 2) {
    for (uint64_t b = 0; b <= mask(s); ++b)
      in.push_back(b);
    runAndCheck(be, "conversions.cl", std::string("convert_from_") + info(s).name, s, in, 1, 1);
    return;
  }
  in = specials(s);
  addRandom(s, in, (64 - in.size() % 64) % 64, 7);
  runAndCheck(be, "conversions.cl", std::string("convert_from_") + info(s).name, s, in, 1, 1);
  // 2^20 random values (fewer sanitized: sample_count.h), in chunks that
  // keep the output buffers small.
  const size_t total = randomSamples(size_t(1) << 20), chunk = std::min<size_t>(total, 1 << 18);
  for (unsigned c = 0; c * chunk < total; ++c) {
    in.clear();
    addRandom(s, in, chunk, 1000 * unsigned(s) + c);
    runAndCheck(be, "conversions.cl", std::string("convert_from_") + info(s).name, s, in, 1, 1);
  }
}

TEST_P(Conversions, VectorEveryWidth) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const Kind s = GetParam();
  for (unsigned width : {2u, 3u, 4u, 8u, 16u}) {
    const unsigned stride = width == 3 ? 4 : width;
    // 64 vectors: specials first, then random values. One work-item per
    // group: nothing in a conversion depends on the group, and PoCL compiles
    // these long kernels about a quarter faster without its work-item loop.
    std::vector<uint64_t> pool;
    if (info(s).bytes <= 2) {
      addRandom(s, pool, 64 * stride, 99 + width);
    } else {
      pool = specials(s);
      std::mt19937_64 rng(width);
      std::shuffle(pool.begin(), pool.end(), rng);
    }
    addRandom(s, pool, 64 * stride, 5 + width);
    pool.resize(64 * stride);
    runAndCheck(be, std::string("conversions_vector_") + info(s).name + ".cl",
                std::string("convert_from_") + info(s).name + "_" + std::to_string(width), s, pool,
                width, stride, 1);
  }
}

INSTANTIATE_TEST_SUITE_P(From, Conversions, ::testing::ValuesIn(kAll),
                         [](const ::testing::TestParamInfo<Kind> &p) {
                           return std::string(clbtest::info(p.param).name);
                         });

}  // namespace
}  // namespace clbtest
