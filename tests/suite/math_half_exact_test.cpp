// modf, fract and ldexp on half, every width, over all 65,536 half values
// (tests/kernels/math_half_exact.cl), against exact host arithmetic: each
// value is exact in double, modf/floor/x - floor(x) are exact there, and
// x 2^n is exact in double for every half and every n used, so the one
// rounding to half is the reference's only rounding. Results must match bit
// for bit (any NaN for NaN).
#include "backend.h"
#include "half_float.h"

#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <random>

namespace clbtest {
namespace {

double toDouble(uint16_t h) {
  return halfToFloat(h);
}
// x exact in double (the ldexp results): to float is exact unless beyond
// float's range, where the half result is INF or 0 whichever way it rounds.
uint16_t toHalf(double x) {
  return floatToHalf(float(x));
}

bool same(uint16_t got, uint16_t want) {
  const bool gotNan = (got & 0x7fff) > 0x7c00, wantNan = (want & 0x7fff) > 0x7c00;
  return gotNan || wantNan ? gotNan && wantNan : got == want;
}

// fract's largest result, the half below 1.
const double kBelowOne = 0x1.ffcp-1;

class MathHalfExact : public ::testing::TestWithParam<unsigned> {};

TEST_P(MathHalfExact, AllHalfValuesMatchExactArithmetic) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "half");
  const unsigned width = GetParam(), stride = width == 3 ? 4 : width;
  std::vector<uint16_t> in(65536);
  for (unsigned i = 0; i < 65536; ++i)
    in[i] = uint16_t(i);
  // Exponents: everything from -40 to 40 (every half can reach every result
  // binade and beyond), and the extremes.
  std::mt19937 rng(width);
  const int extremes[] = {INT_MIN, INT_MIN + 1, -1000, -64, -26,  -25,
                          -24,     16,          31,    64,  1000, INT_MAX};
  std::vector<int> n(65536);
  for (int &e : n)
    e = rng() % 8 == 0 ? extremes[rng() % 12] : int(rng() % 81) - 40;
  // Vectors of 3 are stored as 4: lane 3 of each is padding nobody reads.
  const size_t vectors = 65536 / stride;
  auto &program = be->load("math_half_exact.cl");
  auto dx = be->upload(in);
  auto dn = be->upload(n);
  auto dfloor = be->alloc(65536 * 2);
  auto dy = be->alloc(65536 * 2 * 5);
  program.run(width == 1 ? "half_exact_half" : "half_exact_half" + std::to_string(width),
              NDRange::linear(vectors, 1), {dx, dn, dfloor, dy});
  const std::vector<uint16_t> y = dy->read<uint16_t>(65536 * 5), fl = dfloor->read<uint16_t>(65536);

  int failures = 0;
  auto expect = [&](const char *what, size_t i, uint16_t got, uint16_t want, int e) {
    if (!same(got, want) && ++failures <= 8)
      ADD_FAILURE() << what << "(half" << (width > 1 ? std::to_string(width) : "") << ") of 0x"
                    << std::hex << in[i] << std::dec << " (" << toDouble(in[i]) << ", n " << e
                    << "): got 0x" << std::hex << got << ", want 0x" << want;
  };
  for (size_t v = 0; v < vectors; ++v)
    for (unsigned c = 0; c < width; ++c) {
      const size_t i = v * stride + c;
      const double x = toDouble(in[i]);
      auto out = [&](int k) { return y[(5 * v + k) * stride + c]; };
      double ip;
      const double mf = std::modf(x, &ip);
      expect("modf", i, out(0), toHalf(mf), 0);
      expect("modf *iptr", i, out(1), toHalf(ip), 0);
      // fract: x - floor(x), below 1; +-0 for +-INF with *iptr = x; x for +-0
      // and NaN.
      const double f = std::floor(x);
      double fr = std::isinf(x) ? std::copysign(0.0, x) : std::fmin(x - f, kBelowOne);
      if (x == 0 || std::isnan(x))
        fr = x;
      expect("fract", i, out(2), toHalf(fr), 0);
      expect("fract *iptr", i, fl[i], toHalf(f), 0);
      const int e = n[i], e0 = n[v * stride];
      // Exponents beyond +-100 act as +-100: every result is INF or 0 there.
      auto ldexpRef = [&](int k) {
        return toHalf(std::ldexp(x, std::max(-100, std::min(100, k))));
      };
      expect("ldexp", i, out(3), ldexpRef(e), e);
      expect("ldexp (scalar n)", i, out(4), ldexpRef(width == 1 ? e : e0), width == 1 ? e : e0);
    }
  EXPECT_EQ(failures, 0);
}

INSTANTIATE_TEST_SUITE_P(Widths, MathHalfExact, ::testing::Values(1u, 2u, 3u, 4u, 8u, 16u),
                         [](const ::testing::TestParamInfo<unsigned> &info) {
                           return "half" + std::to_string(info.param);
                         });

}  // namespace
}  // namespace clbtest
