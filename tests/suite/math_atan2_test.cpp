// atan2 and atan2pi (generic/math/atan2.cl) for float, double and half,
// scalar and 4-wide, against MPFR (which follows the C99 special-case table
// the OpenCL spec repeats): every pair of special values (signed zeros,
// infinities, NaN, the least and largest numbers, 1, 2, 1/2), and random
// pairs over every exponent of the format (ratios from underflow to
// overflow) and near each other (angles near pi/4, 3pi/4). Each result
// within gen/math_functions.def's bound; a result the format holds exactly
// (atan2(+-0, +0), atan2pi(1, -1) = 0.75, atan2pi(y, -0) = +-1, ...) bit
// for bit, signed zeros included. The float cases run again with the
// kernels linked under -cl-clb-correctly-rounded-math (CorrectlyRounded/...).
#include "backend.h"
#include "half_float.h"
#include "math_modes.h"
#include "math_reference.h"
#include "sample_count.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <type_traits>

namespace clbtest {
namespace {

// A type's storage (S) and format; values travel as double.
struct HalfBits {
  uint16_t bits;
};
double get(float v) {
  return v;
}
double get(double v) {
  return v;
}
double get(HalfBits v) {
  return halfToFloat(v.bits);
}
template <class S>
S put(double v);
template <>
float put<float>(double v) {
  return float(v);
}
template <>
double put<double>(double v) {
  return v;
}
template <>
HalfBits put<HalfBits>(double v) {
  return {floatToHalf(float(v))};
}

template <class S>
std::vector<std::pair<S, S>> makePairs(const FloatFormat &f, size_t randoms) {
  const double inf = std::numeric_limits<double>::infinity();
  const double least = std::ldexp(1.0, f.emin - f.precision + 1), tiny = std::ldexp(1.0, f.emin);
  const double big = std::ldexp(2.0 - std::ldexp(1.0, 1 - f.precision), f.emax);
  std::vector<double> sp = {0.0, least, tiny, 0.5, 1.0, 2.0, 3.0, big, inf};
  for (size_t i = 0, n = sp.size(); i < n; ++i)
    sp.push_back(-sp[i]);
  sp.push_back(std::nan(""));
  std::vector<std::pair<S, S>> v;
  for (double y : sp)
    for (double x : sp)
      v.push_back({put<S>(y), put<S>(x)});
  std::mt19937_64 rng(f.precision);
  std::uniform_real_distribution<double> m(1.0, 2.0);
  auto random = [&] {
    int e = f.emin - f.precision + 1 + int(rng() % unsigned(f.emax - f.emin + f.precision));
    return std::ldexp(m(rng), e) * (rng() % 2 ? -1 : 1);
  };
  while (v.size() < randoms) {
    double x = random(), y = random();
    if (rng() % 4 == 0)  // near each other, or one a small multiple of the other
      y = std::copysign(get(put<S>(std::fabs(x) * std::ldexp(m(rng), int(rng() % 5) - 2))), y);
    v.push_back({put<S>(y), put<S>(x)});
  }
  return v;
}

template <class S>
void check(Backend *be, const FloatFormat &f, const char *type, unsigned width, size_t count,
           MathMode mode) {
  const bool cr = mode == MathMode::CorrectlyRounded;
  const ModeRules rules = modeRules(mode);
  const bool flushing = (std::is_same_v<S, float> && be->flushesFloatDenormals()) ||
                        (rules.mayFlush && !std::is_same_v<S, HalfBits>);
  std::vector<std::pair<S, S>> pairs = makePairs<S>(f, count);
  pairs.resize((pairs.size() + width - 1) / width * width, {put<S>(1.0), put<S>(1.0)});
  std::vector<S> ys, xs;
  for (auto &p : pairs)
    ys.push_back(p.first), xs.push_back(p.second);
  const size_t n = pairs.size(), vectors = n / width;
  auto &program = be->load("math_atan2.cl", mode);
  auto dy = be->upload(ys), dx = be->upload(xs);
  auto dout = be->alloc(2 * n * sizeof(S));
  const std::string name = std::string(type) + (width > 1 ? std::to_string(width) : "");
  program.run("atan2_" + name, NDRange::linear(vectors, 1), {dy, dx, dout});
  std::vector<S> out = dout->template read<S>(2 * n);

  mpfr_t x, y, r;
  mpfr_init2(x, 64);
  mpfr_init2(y, 64);
  mpfr_init2(r, 256);
  const char *fns[2] = {"atan2", "atan2pi"};
  for (int fn = 0; fn < 2; ++fn) {
    const double fullBound = ulpBound(fns[fn], type, cr);
    ASSERT_GE(fullBound, 0) << fns[fn] << " has no bound in gen/math_functions.def for " << type;
    double bound = fullBound, worst = 0, worstY = 0, worstX = 0;
    int failures = 0;
    size_t flushed = 0, unchecked = 0;
    bool relaxed = false;
    for (size_t i = 0; i < n; ++i) {
      const double yv = get(ys[i]), xv = get(xs[i]);
      // Vector v's results: atan2's vector at 2v, atan2pi's at 2v + 1.
      const size_t v = i / width, c = i % width;
      const double got = get(out[(2 * v + fn) * width + c]);
      mpfr_set_d(y, yv, MPFR_RNDN);
      mpfr_set_d(x, xv, MPFR_RNDN);
      (fn == 0 ? mpfr_atan2 : mpfr_atan2pi)(r, y, x, MPFR_RNDN);
      const double want = roundTo(f, r);
      // The mode may relax the bound, free zero signs or leave the result
      // unchecked (math_modes.h); exact results stay exact without the
      // relaxed bounds.
      const ModeCheck mc =
          checkInMode(rules, std::is_same_v<S, float>, fns[fn], f, {yv, xv}, got, r, fullBound);
      if (mc.skip) {
        ++unchecked;
        continue;
      }
      double err = mc.err;
      bound = mc.bound;
      relaxed = mc.relaxed;
      const bool exact = mpfr_number_p(r) && mpfr_cmp_d(r, want) == 0;
      if (!relaxed && exact &&
          (got != want || (!rules.zeroSignFree && std::signbit(got) != std::signbit(want))))
        err = std::numeric_limits<double>::infinity();
      if (!(err <= bound) && flushing &&
          allowedWhenFlushing(f, got, bound, {yv, xv},
                              [&](const std::vector<double> &o, mpfr_ptr e) {
                                mpfr_set_d(y, o[0], MPFR_RNDN);
                                mpfr_set_d(x, o[1], MPFR_RNDN);
                                (fn == 0 ? mpfr_atan2 : mpfr_atan2pi)(e, y, x, MPFR_RNDN);
                              })) {
        ++flushed;
        continue;
      }
      if (err > worst || std::isnan(err))
        worst = err, worstY = yv, worstX = xv;
      if (!(err <= bound) && ++failures <= 5)
        ADD_FAILURE() << fns[fn] << "(" << name << ") of (" << std::hexfloat << yv << ", " << xv
                      << ") = " << got << ", correctly rounded " << want << std::defaultfloat
                      << ": " << err
                      << (relaxed ? " of the relaxed bound " + relaxedBoundText(fns[fn])
                                  : " ulp > " + std::to_string(bound));
    }
    std::printf("[ measured ] %s(%s)%s%s: max %.4f %s at (%a, %a) over %zu pairs, %zu unchecked\n",
                fns[fn], name.c_str(), mode == MathMode::Default ? "" : " ",
                mode == MathMode::Default ? "" : mathModeName(mode), worst,
                relaxed ? ("of the relaxed bound " + relaxedBoundText(fns[fn])).c_str() : "ulp",
                worstY, worstX, n, unchecked);
    if (flushed)
      std::printf(
          "[ FLUSHED  ] %s(%s): %zu results accepted only by the spec's flush-to-zero "
          "rules: %s has no float denormals (CL_DEVICE_SINGLE_FP_CONFIG lacks "
          "CL_FP_DENORM); not counted in the figure above\n",
          fns[fn], name.c_str(), flushed, be->name().c_str());
  }
  mpfr_clears(x, y, r, (mpfr_ptr)0);
}

struct Case {
  const char *type;
  unsigned width;
  void (*check)(Backend *, const FloatFormat &, const char *, unsigned, size_t, MathMode);
  const FloatFormat *format;
  size_t count;
  MathMode mode = MathMode::Default;
};

// The correctly rounded mode's cases are float's alone (the option changes
// the float functions).
// The correctly rounded mode's scalars draw 2^12 random inputs (its
// functions, the double-based ones, are swept exhaustively on the GPU:
// docs/accuracy.md); every special value and threshold stays.
std::vector<Case> allCases(MathMode mode) {
  std::vector<Case> cases;
  for (unsigned w : {1u, 4u}) {
    size_t n = w == 1 ? randomSamples(mode == MathMode::Default ? 1u << 15 : 1u << 12) : 2048;
    cases.push_back({"float", w, check<float>, &kFloat, n, mode});
    if (mode == MathMode::Default) {
      cases.push_back({"double", w, check<double>, &kDouble, n});
      cases.push_back({"half", w, check<HalfBits>, &kHalf, n});
    }
  }
  return cases;
}

// The option modes (math_modes.h): float scalars and float4 as in the
// correctly rounded mode, double and half scalars, which the options must
// leave as they are.
std::vector<Case> optionModeCases() {
  std::vector<Case> cases;
  for (MathMode mode : kOptionMathModes) {
    const size_t n = randomSamples(1u << 12);
    // The relaxed modes' float scalars take the default cases' input count.
    const bool relaxed = mode == MathMode::UnsafeMath || mode == MathMode::FastRelaxed;
    const size_t nf = relaxed ? randomSamples(1u << 15) : n;
    cases.push_back({"float", 1, check<float>, &kFloat, nf, mode});
    if (mode == MathMode::UnsafeMath || mode == MathMode::FastRelaxed)
      cases.push_back({"float", 4, check<float>, &kFloat, 2048, mode});
    if (mode != MathMode::FastRelaxed) {
      cases.push_back({"double", 1, check<double>, &kDouble, n, mode});
      cases.push_back({"half", 1, check<HalfBits>, &kHalf, n, mode});
    }
  }
  return cases;
}

class MathAtan2 : public ::testing::TestWithParam<Case> {};

TEST_P(MathAtan2, PairsWithinBoundAgainstMpfr) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const Case &c = GetParam();
  CLBTEST_SKIP_WITHOUT_TYPE(be, c.type);
  CLBTEST_SKIP_WITHOUT_MODE(be, c.mode);
  c.check(be, *c.format, c.type, c.width, c.count, c.mode);
}

std::string caseName(const ::testing::TestParamInfo<Case> &info) {
  const MathMode m = info.param.mode;
  const std::string prefix = m == MathMode::Default || m == MathMode::CorrectlyRounded
                                 ? ""
                                 : std::string(mathModePrefix(m)) + "_";
  return prefix + info.param.type + (info.param.width > 1 ? std::to_string(info.param.width) : "");
}
INSTANTIATE_TEST_SUITE_P(Functions, MathAtan2, ::testing::ValuesIn(allCases(MathMode::Default)),
                         caseName);
INSTANTIATE_TEST_SUITE_P(CorrectlyRounded, MathAtan2,
                         ::testing::ValuesIn(allCases(MathMode::CorrectlyRounded)), caseName);
INSTANTIATE_TEST_SUITE_P(Modes, MathAtan2, ::testing::ValuesIn(optionModeCases()), caseName);

}  // namespace
}  // namespace clbtest
