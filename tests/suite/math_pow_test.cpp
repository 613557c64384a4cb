// pow, powr, pown and rootn (tests/kernels/math_pow.cl) for float, double and
// half at every width, against MPFR (mpfr_pow, mpfr_powr, mpfr_pow_si,
// mpfr_rootn_si): each result within the bound gen/math_functions.def
// states, signed zeros, infinities and NaN exact. Inputs: every pair of the
// special values (zeros, subnormals, +-1, +-0.5, +-2, +-3, odd and even
// integers, the largest finite values, infinities, NaN), each with the
// special exponents n, and random pairs: x over every exponent, y (and n)
// chosen so that the results span underflow to overflow, integer y for
// negative x, x near 1 with huge y and n. The largest error per function and
// type is printed with its inputs (docs/accuracy.md's figures). The float
// cases run again with the kernels linked under -cl-clb-correctly-rounded-math
// (CorrectlyRounded/...), against float_cr's bounds.
#include "backend.h"
#include "half_float.h"
#include "math_host.h"
#include "math_modes.h"
#include "math_reference.h"
#include "sample_count.h"

#include <gtest/gtest.h>

#include <climits>
#include <cmath>
#include <limits>
#include <random>
#include <type_traits>

namespace clbtest {
namespace {

struct Triple {
  double x, y;
  int n;
};

// The special pairs, then random ones up to `count`, all representable in f.
std::vector<Triple> makeInputs(const FloatFormat &f, size_t count) {
  const double inf = std::numeric_limits<double>::infinity();
  const double tiny = std::ldexp(1.0, f.emin - f.precision + 1);
  const double maxv = std::ldexp(2.0 - std::ldexp(1.0, 1 - f.precision), f.emax);
  const double oddBig = std::ldexp(1.0, f.precision) - 1;  // the largest odd integer
  std::vector<double> specials = {0.0,
                                  -0.0,
                                  tiny,
                                  -tiny,
                                  std::ldexp(1.0, f.emin) - tiny,
                                  -std::ldexp(1.0, f.emin),
                                  1.0,
                                  -1.0,
                                  0.5,
                                  -0.5,
                                  2.0,
                                  -2.0,
                                  3.0,
                                  -3.0,
                                  4.0,
                                  -4.0,
                                  5.0,
                                  -7.0,
                                  1.5,
                                  -2.5,
                                  0.25,
                                  10.0,
                                  oddBig,
                                  -oddBig,
                                  2 * oddBig + 2,
                                  maxv,
                                  -maxv,
                                  inf,
                                  -inf,
                                  std::nan("")};
  const std::vector<int> ns = {0, 1,  -1,  2,    -2,   3,       -3,      4,           -5,
                               7, 10, -64, 1000, -999, INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1};
  std::vector<Triple> v;
  for (size_t a = 0; a < specials.size(); ++a)
    for (size_t b = 0; b < specials.size(); ++b)
      v.push_back({specials[a], specials[b], ns[(a + b) % ns.size()]});
  for (double x : specials)
    for (size_t c = 0; c < ns.size(); ++c)
      v.push_back({x, specials[c % specials.size()], ns[c]});

  auto put = [&](double x) {  // x rounded to the format (subnormals included)
    mpfr_t m;
    mpfr_init2(m, 64);
    mpfr_set_d(m, x, MPFR_RNDN);
    double r = roundTo(f, m);
    mpfr_clear(m);
    return r;
  };
  std::mt19937_64 rng(f.precision * 7919);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  // log2 of the results: from below the least subnormal to past overflow.
  const double lo = f.emin - f.precision - 2, hi = f.emax + 2;
  while (v.size() < count) {
    const unsigned kind = rng() % 8;
    const double target = lo + (hi - lo) * unit(rng);
    double x, y;
    int n;
    if (kind == 0) {
      // x near 1, huge y and n: log x must be exact enough to carry them.
      x = put(1 + (unit(rng) - 0.5) * std::ldexp(1.0, -int(rng() % unsigned(f.precision))));
      if (x == 1)
        x = put(1 + std::ldexp(1.0, 1 - f.precision));
      y = put(target / std::log2(x));
      const double nn = std::nearbyint(target / std::log2(x));
      n = int(std::fmax(std::fmin(nn, INT_MAX), INT_MIN));
    } else {
      // x over every exponent, either sign; y to hit the target, an
      // integer (odd or even) in a quarter of the pairs.
      const int e = f.emin - f.precision + 1 + int(rng() % unsigned(f.emax - f.emin + f.precision));
      x = put(std::ldexp(1 + unit(rng), e) * (rng() % 3 == 0 ? -1 : 1));
      if (x == 0 || std::fabs(x) == 1 || std::isinf(x))
        continue;
      y = target / std::log2(std::fabs(x));
      if (kind < 3)
        y = std::nearbyint(y);
      y = put(y);
      n = int(
          std::fmax(std::fmin(std::nearbyint(target / std::log2(std::fabs(x))), INT_MAX), INT_MIN));
      // rootn: small and large roots, either sign.
      if (kind >= 5)
        n = int(rng() % 41) - 20;
    }
    if (std::isnan(y) || std::isinf(y))
      continue;
    v.push_back({x, y, n});
  }
  return v;
}

typedef void (*Reference)(mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, int n);
struct Function {
  const char *name;
  Reference ref;
};
const Function kFunctions[4] = {
    {"pow", [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, int) { mpfr_pow(r, x, y, MPFR_RNDN); }},
    // MPFR's powr(1, NaN) is 1; OpenCL's (and IEEE 754's) is NaN, as for
    // every x >= 0.
    {"powr",
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, int) {
       if (mpfr_nan_p(y))
         mpfr_set_nan(r);
       else
         mpfr_powr(r, x, y, MPFR_RNDN);
     }},
    {"pown",
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr, int n) { mpfr_pow_si(r, x, n, MPFR_RNDN); }},
    {"rootn",
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr, int n) { mpfr_rootn_si(r, x, n, MPFR_RNDN); }},
};

template <class S>
void check(Backend *be, unsigned width, size_t count, MathMode mode) {
  using H = Host<S>;
  const bool cr = mode == MathMode::CorrectlyRounded;
  const ModeRules rules = modeRules(mode);
  const bool flushing = (std::is_same_v<S, float> && be->flushesFloatDenormals()) ||
                        (rules.mayFlush && !std::is_same_v<S, HalfBits>);
  const unsigned stride = width == 3 ? 4 : width;
  std::vector<Triple> in = makeInputs(H::format(), count);
  in.resize((in.size() + stride - 1) / stride * stride, Triple{1.0, 1.0, 1});
  const size_t vectors = in.size() / stride;
  std::vector<S> xs, ys;
  std::vector<int> ns;
  for (const Triple &t : in) {
    xs.push_back(H::put(t.x));
    ys.push_back(H::put(t.y));
    ns.push_back(t.n);
  }
  auto &program = be->load("math_pow.cl", mode);
  auto dx = be->upload(xs), dy = be->upload(ys), dn = be->upload(ns);
  auto dout = be->alloc(in.size() * 4 * sizeof(S));
  const std::string type = std::string(H::name) + (width > 1 ? std::to_string(width) : "");
  program.run("pow_" + type, NDRange::linear(vectors, 1), {dx, dy, dn, dout});
  std::vector<S> out = dout->template read<S>(in.size() * 4);

  mpfr_t x, y, r;
  mpfr_init2(x, 64);
  mpfr_init2(y, 64);
  mpfr_init2(r, 128);
  for (int fn = 0; fn < 4; ++fn) {
    const Function &F = kFunctions[fn];
    double bound = ulpBound(F.name, H::name, cr);
    ASSERT_GE(bound, 0) << F.name << " has no bound in gen/math_functions.def for " << H::name;
    double worst = 0;
    Triple worstIn{};
    int failures = 0;
    size_t flushed = 0, unchecked = 0;
    bool relaxed = false;
    for (size_t v = 0; v < vectors; ++v)
      for (unsigned c = 0; c < width; ++c) {
        const size_t i = v * stride + c;
        const double xv = H::get(xs[i]), yv = H::get(ys[i]);
        // Vector kernels store result vectors whole: function fn's vector for
        // input vector v sits at (4 v + fn) * stride.
        const double got = H::get(out[(4 * v + fn) * stride + c]);
        mpfr_set_d(x, xv, MPFR_RNDN);
        mpfr_set_d(y, yv, MPFR_RNDN);
        F.ref(r, x, y, ns[i]);
        const double want = roundTo(H::format(), r);
        // Signed zeros (pow(-0, 3) = -0, pown(-tiny, 3) = -0) are exact, but
        // where the mode frees them; the mode may relax the bound or leave
        // the result unchecked (math_modes.h).
        const ModeCheck mc =
            checkInMode(rules, std::is_same_v<S, float>, F.name, H::format(),
                        {xv, fn < 2 ? yv : double(ns[i])}, got, r, ulpBound(F.name, H::name, cr));
        if (mc.skip) {
          ++unchecked;
          continue;
        }
        double err = mc.err;
        bound = mc.bound;
        relaxed = mc.relaxed;
        if (!(err <= bound) && flushing &&
            allowedWhenFlushing(H::format(), got, bound, {xv, yv},
                                [&](const std::vector<double> &o, mpfr_ptr e) {
                                  mpfr_set_d(x, o[0], MPFR_RNDN);
                                  mpfr_set_d(y, o[1], MPFR_RNDN);
                                  F.ref(e, x, y, ns[i]);
                                })) {
          ++flushed;
          continue;
        }
        if (err > worst || std::isnan(err))
          worst = err, worstIn = {xv, yv, ns[i]};
        if (!(err <= bound) && ++failures <= 5)
          ADD_FAILURE() << F.name << "(" << type << ") of " << std::hexfloat << xv << ", "
                        << (fn < 2 ? yv : double(ns[i])) << " = " << got << ", correctly rounded "
                        << want << std::defaultfloat << ": " << err
                        << (relaxed ? " of the relaxed bound " + relaxedBoundText(F.name)
                                    : " ulp > " + std::to_string(bound));
      }
    if (flushed)
      std::printf(
          "[ FLUSHED  ] %s(%s): %zu results accepted only by the spec's flush-to-zero "
          "rules: %s has no float denormals (CL_DEVICE_SINGLE_FP_CONFIG lacks "
          "CL_FP_DENORM); not counted in the figure below\n",
          F.name, type.c_str(), flushed, be->name().c_str());
    std::printf("[ measured ] %s(%s)%s%s: max %.4f %s at (%a, %a) over %zu inputs, %zu unchecked\n",
                F.name, type.c_str(), mode == MathMode::Default ? "" : " ",
                mode == MathMode::Default ? "" : mathModeName(mode), worst,
                relaxed ? ("of the relaxed bound " + relaxedBoundText(F.name)).c_str() : "ulp",
                worstIn.x, fn < 2 ? worstIn.y : double(worstIn.n), vectors * width, unchecked);
  }
  mpfr_clear(x);
  mpfr_clear(y);
  mpfr_clear(r);
}

struct Case {
  const char *type;
  unsigned width;
  void (*check)(Backend *, unsigned, size_t, MathMode);
  size_t count;
  MathMode mode = MathMode::Default;
};

// The correctly rounded mode's cases are float's alone (the option changes
// the float functions).
// The correctly rounded mode's scalars draw 2^12 random inputs (its
// functions, the double-based ones, are swept exhaustively on the GPU:
// docs/accuracy.md); every special value and threshold stays.
std::vector<Case> allCases(MathMode mode) {
  // Scalars take the full sample; each vector width the specials and a
  // random share, enough to show every lane is computed and stored.
  std::vector<Case> cases;
  for (unsigned w : {1u, 2u, 3u, 4u, 8u, 16u}) {
    size_t n = w == 1 ? randomSamples(mode == MathMode::Default ? 1u << 16 : 1u << 12) : 2048;
    cases.push_back({"float", w, check<float>, n, mode});
    if (mode == MathMode::Default) {
      cases.push_back({"double", w, check<double>, n});
      cases.push_back({"half", w, check<HalfBits>, n});
    }
  }
  return cases;
}

// The option modes (math_modes.h): float scalars on 2^12 random pairs and
// every special pair, float4 on 2048 under the relaxed modes, double and
// half scalars, which the options must leave as they are.
std::vector<Case> optionModeCases() {
  std::vector<Case> cases;
  for (MathMode mode : kOptionMathModes) {
    const size_t n = randomSamples(1u << 12);
    // The relaxed modes' float scalars take the default cases' input count.
    const bool relaxed = mode == MathMode::UnsafeMath || mode == MathMode::FastRelaxed;
    const size_t nf = relaxed ? randomSamples(1u << 16) : n;
    cases.push_back({"float", 1, check<float>, nf, mode});
    if (mode == MathMode::UnsafeMath || mode == MathMode::FastRelaxed)
      cases.push_back({"float", 4, check<float>, 2048, mode});
    if (mode != MathMode::FastRelaxed) {
      cases.push_back({"double", 1, check<double>, n, mode});
      cases.push_back({"half", 1, check<HalfBits>, n, mode});
    }
  }
  return cases;
}

class MathPow : public ::testing::TestWithParam<Case> {};

TEST_P(MathPow, WithinBoundAgainstMpfr) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const Case &c = GetParam();
  CLBTEST_SKIP_WITHOUT_TYPE(be, c.type);
  CLBTEST_SKIP_WITHOUT_MODE(be, c.mode);
  c.check(be, c.width, c.count, c.mode);
}

std::string caseName(const ::testing::TestParamInfo<Case> &info) {
  const MathMode m = info.param.mode;
  const std::string prefix = m == MathMode::Default || m == MathMode::CorrectlyRounded
                                 ? ""
                                 : std::string(mathModePrefix(m)) + "_";
  return prefix + info.param.type + (info.param.width > 1 ? std::to_string(info.param.width) : "");
}
INSTANTIATE_TEST_SUITE_P(Functions, MathPow, ::testing::ValuesIn(allCases(MathMode::Default)),
                         caseName);
INSTANTIATE_TEST_SUITE_P(CorrectlyRounded, MathPow,
                         ::testing::ValuesIn(allCases(MathMode::CorrectlyRounded)), caseName);
INSTANTIATE_TEST_SUITE_P(Modes, MathPow, ::testing::ValuesIn(optionModeCases()), caseName);

}  // namespace
}  // namespace clbtest
