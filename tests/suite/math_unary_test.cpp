// One-argument math functions, in families of four (or five) that share their inputs
// (tests/kernels/math_unary.cl), for float, double and half at every width,
// against MPFR: each result within the bound gen/math_functions.def states
// (its bound column, compiled into the test), signed zeros, infinities and
// NaN exact.
// Inputs: the special values, each family's thresholds and their
// neighbours, and 2^16 random values spread over every exponent that
// matters; the half scalars instead every one of the 65,536 halves, in one
// launch (the vector widths keep the sample). The largest error per
// function and type is printed with its input (docs/accuracy.md's
// figures). A half bound of 0.5 is checked bit for bit against MPFR
// rounded once to half (with denormals). The float cases run again with the kernels
// linked under -cl-clb-correctly-rounded-math (CorrectlyRounded/...),
// against float_cr's bounds.
#include "backend.h"
#include "half_float.h"
#include "math_host.h"
#include "math_modes.h"
#include "math_reference.h"
#include "sample_count.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <functional>
#include <limits>
#include <random>
#include <type_traits>

namespace clbtest {
namespace {

typedef int (*MpfrFn)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
struct Family {
  const char *kernel;        // math_unary.cl's kernel name prefix
  const char *functions[5];  // the kernel stores one result per function
  MpfrFn mpfr[5];
  bool positive;       // random inputs mostly positive (logarithms)
  bool trig = false;   // inputs near multiples of pi/2, and huge ones
  bool unit = false;   // random inputs mostly in (-1, 1) (asin, acos)
  bool gamma = false;  // near the poles, zeros and thresholds of gamma
  const char *file = "math_unary.cl";
  bool hyper = false;  // the hyperbolic functions' thresholds, and huge inputs
  bool pi = false;     // integers, half-integers, near +-1, and huge inputs
  int count() const { return functions[4] ? 5 : 4; }
};
const Family kExp = {
    "exp", {"exp", "exp2", "exp10", "expm1"}, {mpfr_exp, mpfr_exp2, mpfr_exp10, mpfr_expm1}, false};
const Family kLog = {
    "log", {"log", "log2", "log10", "log1p"}, {mpfr_log, mpfr_log2, mpfr_log10, mpfr_log1p}, true};
// sincos's fourth slot holds its sine (the kernel makes it NaN unless its
// cosine equals cos's bit for bit, in a private variable, so every lane of
// the out pointer is checked too).
const Family kTrig = {
    "trig", {"sin", "cos", "tan", "sincos"}, {mpfr_sin, mpfr_cos, mpfr_tan, mpfr_sin}, false, true};
const Family kAsin = {"asin",
                      {"asin", "acos", "asinpi", "acospi"},
                      {mpfr_asin, mpfr_acos, mpfr_asinpi, mpfr_acospi},
                      false,
                      false,
                      true};
// atan2(1, x) and atan2pi(x, -1) (math_unary.cl); tests/suite/math_atan2_test.cpp
// takes both arguments apart. The trig inputs add huge arguments.
int atan2OneX(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  mpfr_t one;
  mpfr_init2(one, 2);
  mpfr_set_si(one, 1, MPFR_RNDN);
  int t = mpfr_atan2(r, one, x, rnd);
  mpfr_clear(one);
  return t;
}
int atan2piXMinusOne(mpfr_ptr r, mpfr_srcptr x, mpfr_rnd_t rnd) {
  mpfr_t one;
  mpfr_init2(one, 2);
  mpfr_set_si(one, -1, MPFR_RNDN);
  int t = mpfr_atan2pi(r, x, one, rnd);
  mpfr_clear(one);
  return t;
}
const Family kAtan = {"atan",
                      {"atan", "atanpi", "atan2", "atan2pi"},
                      {mpfr_atan, mpfr_atanpi, atan2OneX, atan2piXMinusOne},
                      false,
                      true};

// lgamma_r's sign is checked in every lane too (the kernel's third buffer;
// it writes through a private, local, global or generic pointer in turn).
int mpfrLgamma(mpfr_ptr y, mpfr_srcptr x, mpfr_rnd_t r) {
  int sign;
  return mpfr_lgamma(y, &sign, x, r);
}
const Family kGamma = {"gamma",
                       {"erf", "erfc", "tgamma", "lgamma"},
                       {mpfr_erf, mpfr_erfc, mpfr_gamma, mpfrLgamma},
                       false,
                       false,
                       false,
                       true,
                       "math_gamma.cl"};

const Family kHyper = {"hyper",
                       {"sinh", "cosh", "tanh", "asinh"},
                       {mpfr_sinh, mpfr_cosh, mpfr_tanh, mpfr_asinh},
                       false,
                       false,
                       false,
                       false,
                       "math_unary.cl",
                       true};
// The inverse hyperbolic functions defined near 1 share the pi functions'
// inputs (+-1 and their neighbours, 1 + 2^-k, 1 - 2^-k).
const Family kPi = {"pi",
                    {"acosh", "atanh", "sinpi", "cospi", "tanpi"},
                    {mpfr_acosh, mpfr_atanh, mpfr_sinpi, mpfr_cospi, mpfr_tanpi},
                    false,
                    false,
                    false,
                    false,
                    "math_unary.cl",
                    false,
                    true};

// Inputs in the format: specials, each function's thresholds +- a few
// ulps, and random values with exponents from tiny to past every threshold.
template <class S>
std::vector<S> makeInputs(const Family &fam, size_t randoms) {
  const FloatFormat &f = Host<S>::format();
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<double> v = {0.0,
                           -0.0,
                           inf,
                           -inf,
                           std::nan(""),
                           1.0,
                           -1.0,
                           0.5,
                           -0.5,
                           2.0,
                           std::ldexp(1.0, f.emin - f.precision + 1),  // least subnormal
                           -std::ldexp(1.0, f.emin - f.precision + 1),
                           std::ldexp(1.0, f.emin),
                           -std::ldexp(1.0, f.emin)};
  // Where each function overflows or underflows in this format, and the
  // edges of the reduction's ranges.
  // top = 2^(emax+1), where the format overflows, is infinite as a double
  // when the format is double: its logarithms are taken from the exponent.
  const double logTop = (f.emax + 1) * std::log(2.0), topHalf = std::ldexp(1.0, f.emax);
  const double least = std::ldexp(1.0, f.emin - f.precision + 1);
  for (double t :
       {logTop, std::log(least), std::log(least / 2), double(f.emax + 1), std::log2(least),
        std::log2(least / 2), (f.emax + 1) * std::log10(2.0), std::log10(least),
        std::log10(least / 2), std::log(2.0) / 2, -std::log(2.0) / 2, 0.5, -0.5,
        // the logarithms' reduction edges, -1 for log1p, powers of 10
        std::sqrt(2.0), std::sqrt(0.5), 1.0, -1.0, 10.0, 100.0, 0.1, topHalf})
    for (int d = -3; d <= 3; ++d) {
      double x = Host<S>::get(Host<S>::put(t));
      for (int s = 0; s < std::abs(d); ++s)
        x = Host<S>::get(Host<S>::put(std::nextafter(x, d > 0 ? inf : -inf)));
      v.push_back(x);
    }
  if (fam.trig) {
    // Near multiples of pi/2 (cancellation in the reduction), the closest
    // doubles and floats to them known, and huge arguments.
    for (int k = -8; k <= 8; ++k)
      for (int d = -2; d <= 2; ++d) {
        double x = Host<S>::get(Host<S>::put(k * M_PI / 2));
        for (int s = 0; s < std::abs(d); ++s)
          x = Host<S>::get(Host<S>::put(std::nextafter(x, d > 0 ? inf : -inf)));
        v.push_back(x);
      }
    for (double x :
         {0x1.921fb54442d18p+0, 0x1.921fb54442d18p+1, 0x1.921fb54442d18p+10, 0x1.6ac5b262ca1ffp+849,
          0x1.8a5c3d9a0c7e2p+1022, 0x1.fffffffffffffp+1023, 0x1p22, 0x1.fffffep+21, 0x1.2d97c8p+3,
          0x1.5fdbbep+105, 0x1.fffffep+127, 3.0e38, 1.0e22, 1.0e300})
      for (double s : {1.0, -1.0})
        v.push_back(Host<S>::get(Host<S>::put(s * x)));
  }
  if (fam.gamma) {
    // Where tgamma overflows and underflows and lgamma overflows (found by
    // bisection on the host's lgamma), lgamma's negative zeros (1 and 2 are
    // above), the poles 0, -1, ..., -25 approached from both sides, and
    // erfc's underflow.
    auto solve = [](double lo, double hi, double target) {
      for (int i = 0; i < 200; ++i) {
        double mid = lo + (hi - lo) / 2;
        (std::lgamma(mid) < target ? lo : hi) = mid;
      }
      return lo;
    };
    const double logLeast = std::log(least);
    std::vector<double> t = {solve(2, 200, logTop),
                             solve(2, 1e308, logTop),
                             -2.7476826467274127,
                             -2.4570247382208006,
                             -3.955294284858598,
                             -3.14358088834998,
                             -4.991544640560048,
                             -4.039361839740537,
                             -5.998607480080875,
                             -5.0082181683225935,
                             -6.999801507890638,
                             -6.001385294453155,
                             -7.999975197095821,
                             -7.000198333407325,
                             26.5,
                             27.2,
                             10.05,
                             3.9,
                             0.84375,
                             1e-5,
                             -1e-5};
    // tgamma's underflow: the first k with |Gamma| < least/2 over (-k-1, -k).
    for (int k = 2; k < 400; ++k)
      if (std::lgamma(k + 1.0) > -logLeast + 1) {
        for (double d : {-1.0, 0.0, 1.0})
          for (double fr : {0.5, 0x1p-10, 1 - 0x1p-10})
            t.push_back(-(k + d) - fr);
        break;
      }
    for (double x : t)
      for (int d = -3; d <= 3; ++d) {
        double y = Host<S>::get(Host<S>::put(x));
        for (int s = 0; s < std::abs(d); ++s)
          y = Host<S>::get(Host<S>::put(std::nextafter(y, d > 0 ? inf : -inf)));
        v.push_back(y);
      }
    for (int k = 0; k <= 25; ++k)
      for (int j : {1, 4, 9, 20, 40})
        for (double s : {1.0, -1.0})
          v.push_back(Host<S>::get(Host<S>::put(-k + s * std::ldexp(1.0, -j))));
  }
  if (fam.hyper) {
    // sinh and cosh overflow (log(2 top)), tanh reaches 1, the series and
    // the large-argument edges (1/2, 2^-28, 2^28), 20 and 22.
    const double p = f.precision;
    for (double t : {logTop + std::log(2.0), -logTop - std::log(2.0), (p + 1) * std::log(2.0) / 2,
                     std::ldexp(1.0, -28), std::ldexp(1.0, 28), 20.0, 22.0, 0.25, 0.75})
      for (int d = -2; d <= 2; ++d) {
        double x = Host<S>::get(Host<S>::put(t));
        for (int s = 0; s < std::abs(d); ++s)
          x = Host<S>::get(Host<S>::put(std::nextafter(x, d > 0 ? inf : -inf)));
        v.push_back(x);
      }
  }
  if (fam.pi) {
    // Every integer, half-integer and quarter in [-8, 8] and their
    // neighbours; 1 +- 2^-k; the edges of the range with fractions (2^(p-2)
    // and 2^(p-1) +- 1/2) and of odd integers (2^p +- 1), and huge values.
    for (int q = -32; q <= 32; ++q)
      for (int d = -2; d <= 2; ++d) {
        double x = Host<S>::get(Host<S>::put(q / 4.0));
        for (int s = 0; s < std::abs(d); ++s)
          x = Host<S>::get(Host<S>::put(std::nextafter(x, d > 0 ? inf : -inf)));
        v.push_back(x);
      }
    for (int k = 1; k <= f.precision; ++k)
      for (double s : {1.0, -1.0})
        for (double t : {1 + std::ldexp(1.0, -k), 1 - std::ldexp(1.0, -k)})
          v.push_back(Host<S>::get(Host<S>::put(s * t)));
    for (int e : {f.precision - 2, f.precision - 1, f.precision})
      for (double d : {-1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5, 2.0, 3.0})
        for (double s : {1.0, -1.0})
          v.push_back(Host<S>::get(Host<S>::put(s * (std::ldexp(1.0, e) + d))));
    for (double x : {topHalf, 1e300, 3.0e38, 1.0e22, 6.0e4, 1.0e4 + 0.5})
      for (double s : {1.0, -1.0})
        v.push_back(Host<S>::get(Host<S>::put(s * x)));
  }
  std::mt19937_64 rng(f.precision);
  std::uniform_real_distribution<double> m(1.0, 2.0);
  const int lowest = -f.precision - 4, highest = int(std::log2(logTop * 4)) + 1;
  while (v.size() < randoms) {
    int e = lowest + int(rng() % unsigned(highest - lowest + 1));
    // Logarithms: a quarter negative (log1p's (-1, 0) and NaN results), the
    // rest positive over every exponent the format has.
    if (fam.positive || ((fam.trig || fam.gamma || fam.hyper || fam.pi) && rng() % 4 == 0))
      e = f.emin - f.precision + int(rng() % unsigned(f.emax - f.emin + f.precision + 1));
    // asin, acos: a quarter of them as 1 - 2^-k m (near the ends), and
    // all but a few of the rest below 1.
    if (fam.unit && rng() % 4 == 0) {
      v.push_back(Host<S>::get(
          Host<S>::put((1 - std::ldexp(m(rng), -1 - int(rng() % unsigned(f.precision)))) *
                       (rng() % 2 ? -1 : 1))));
      continue;
    }
    if (fam.unit && rng() % 16 != 0)
      e = lowest + int(rng() % unsigned(-lowest));
    double x = std::ldexp(m(rng), e) * ((rng() % (fam.positive ? 4 : 2)) == 0 ? -1 : 1);
    if (fam.positive && x < 0 && rng() % 2)
      x = -m(rng) / 2;  // in (-1, -1/2]
    // The pi functions: an eighth half-integers and integers of every size
    // (exact zeros, ones and poles).
    if (fam.pi && rng() % 8 == 0)
      x = std::ldexp(std::round(std::ldexp(x, 1)), -1);
    v.push_back(Host<S>::get(Host<S>::put(x)));
  }
  std::vector<S> out;
  for (double x : v)
    out.push_back(Host<S>::put(x));
  return out;
}

template <class S>
void check(Backend *be, const Family &fam, unsigned width, size_t count, MathMode mode) {
  using H = Host<S>;
  const bool cr = mode == MathMode::CorrectlyRounded;
  const ModeRules rules = modeRules(mode);
  const bool relaxed = rules.relaxedFloat && std::is_same_v<S, float>;
  // Flush-to-zero results are accepted only where the device says it
  // flushes (float: CL_DEVICE_SINGLE_FP_CONFIG without CL_FP_DENORM), or
  // where the mode lets it (-cl-denorms-are-zero: float and double).
  const bool flushing = (std::is_same_v<S, float> && be->flushesFloatDenormals()) ||
                        (rules.mayFlush && !std::is_same_v<S, HalfBits>);
  const unsigned stride = width == 3 ? 4 : width;
  std::vector<S> in;
  // Half scalars: every half, exhaustively (in the default mode; the option
  // modes, which must leave half as it is, take their count as double does;
  // a sanitized build every 8th, sample_count.h).
  const bool everyHalf = std::is_same_v<S, HalfBits> && width == 1 && mode == MathMode::Default;
  if constexpr (std::is_same_v<S, HalfBits>) {
    if (everyHalf)
      for (unsigned b = 0; b < 65536; b += exhaustiveStep())
        in.push_back(HalfBits{uint16_t(b)});
  }
  if (!everyHalf)
    in = makeInputs<S>(fam, count);
  in.resize((in.size() + stride - 1) / stride * stride, H::put(0.0));
  const size_t vectors = in.size() / stride;
  auto &program = be->load(fam.file, mode);
  auto din = be->upload(in);
  const int results = fam.count();
  auto dout = be->alloc(in.size() * results * sizeof(S));
  auto dsign = be->alloc(in.size() * sizeof(int));
  const std::string type = std::string(H::name) + (width > 1 ? std::to_string(width) : "");
  if (fam.gamma)
    program.run(std::string(fam.kernel) + "_" + type, NDRange::linear(vectors, 1),
                {din, dout, dsign});
  else
    program.run(std::string(fam.kernel) + "_" + type, NDRange::linear(vectors, 1), {din, dout});
  std::vector<S> out = dout->template read<S>(in.size() * results);
  if (fam.gamma) {
    // lgamma_r's sign: Gamma's sign (MPFR's), 0 for zeros and negative
    // integers (the spec), and for -INF and NaN, which have none.
    std::vector<int> sign = dsign->template read<int>(in.size());
    mpfr_t x, y;
    mpfr_init2(x, 64);
    mpfr_init2(y, 64);
    int failures = 0;
    for (size_t v = 0; v < vectors; ++v)
      for (unsigned c = 0; c < width; ++c) {
        const double xv = H::get(in[v * stride + c]);
        int want = 0;
        if (!std::isnan(xv) && !(xv <= 0 && xv == std::floor(xv))) {
          mpfr_set_d(x, xv, MPFR_RNDN);
          mpfr_lgamma(y, &want, x, MPFR_RNDN);
        }
        const int got = sign[v * stride + c];
        if (got != want && ++failures <= 5)
          ADD_FAILURE() << "lgamma_r(" << type << ") of " << std::hexfloat << xv << " sign " << got
                        << ", want " << want;
      }
    mpfr_clear(x);
    mpfr_clear(y);
  }

  mpfr_t x, y;
  mpfr_init2(x, 64);
  mpfr_init2(y, 256);
  for (int fn = 0; fn < results; ++fn) {
    double bound = ulpBound(fam.functions[fn], H::name, cr);
    ASSERT_GE(bound, 0) << fam.functions[fn] << " has no bound in gen/math_functions.def for "
                        << H::name;
    const std::string itself = be->computesItself(fam.functions[fn], type);
    if (!itself.empty()) {
      const double spec = specUlps(fam.functions[fn], H::format().precision == 53);
      ASSERT_GE(spec, 0) << fam.functions[fn] << " has no spec bound in gen/math_functions.def";
      std::printf("[ RUNTIME  ] %s(%s): %s: held to the spec's %g ulp, not the library's %g\n",
                  fam.functions[fn], type.c_str(), itself.c_str(), spec, bound);
      bound = spec;
    }
    // Under the relaxed bounds: the function's row, or its full-profile
    // bound where it has none (erf, erfc, tgamma, lgamma).
    const bool relaxedRow = relaxed && hasRelaxedBound(fam.functions[fn]);
    if (relaxedRow)
      bound = 1;  // err is then the fraction of the row's bound used
    double worst = 0, worstIn = 0, worstGot = 0;
    int failures = 0;
    size_t flushed = 0, unchecked = 0;
    for (size_t v = 0; v < vectors; ++v)
      for (unsigned c = 0; c < width; ++c) {
        const size_t i = v * stride + c;
        const double xv = H::get(in[i]);
        // Vector kernels store result vectors whole: function fn's vector for
        // input vector v sits at (results v + fn) * stride.
        const double got = H::get(out[(results * v + fn) * stride + c]);
        mpfr_set_d(x, xv, MPFR_RNDN);
        fam.mpfr[fn](y, x, MPFR_RNDN);
        // The mode may relax the bound, free zero signs or leave the result
        // unchecked (math_modes.h).
        const ModeCheck mc = checkInMode(rules, std::is_same_v<S, float>, fam.functions[fn],
                                         H::format(), {xv}, got, y, bound);
        if (mc.skip) {
          ++unchecked;
          continue;
        }
        double err = mc.err;
        // lgamma near its zeros: the absolute bound where |lgamma| < 1
        // (2^-50 double, 2^-22 float, 2^-10 half), as no relative one holds.
        if (fam.gamma && fn == 3 && err > bound && mpfr_cmpabs_ui(y, 1) < 0) {
          const double tol = std::ldexp(1.0, H::format().precision == 53   ? -50
                                             : H::format().precision == 24 ? -22
                                                                           : -10);
          if (std::fabs(got - mpfr_get_d(y, MPFR_RNDN)) <= tol)
            err = 0;  // within the absolute rule (its figure is not an ulp one)
        }
        // Correctly rounded half (a bound of 0.5): bit for bit, ties to even
        // included (no absolute rule), against MPFR rounded once to half.
        if (std::is_same_v<S, HalfBits> && bound == 0.5 && mpfr_number_p(y) && !std::isnan(got) &&
            got != roundTo(H::format(), y))
          err = std::max(err, 0.5 + 0x1p-20);
        // Signed zeros (checkInMode): the spec's edge cases (exp*(±0),
        // expm1(-0) = -0, exp(-INF) = +0, sinpi(-n) = -0, cospi(n + 1/2) =
        // +0, tanpi(n)) leave no latitude but where a mode frees them.
        // An exact result representable in the format (acospi(-1) = 1,
        // atanpi(INF) = 0.5) must be returned as it is (not under the
        // relaxed bounds, which hold there too).
        if (!relaxed && mpfr_number_p(y) && mpfr_cmp_d(y, roundTo(H::format(), y)) == 0 &&
            got != roundTo(H::format(), y))
          err = std::numeric_limits<double>::infinity();
        if (!(err <= bound) && flushing &&
            allowedWhenFlushing(H::format(), got, bound, {xv},
                                [&](const std::vector<double> &o, mpfr_ptr r) {
                                  mpfr_set_d(x, o[0], MPFR_RNDN);
                                  fam.mpfr[fn](r, x, MPFR_RNDN);
                                })) {
          ++flushed;
          continue;
        }
        if (err > worst || std::isnan(err))
          worst = err, worstIn = xv, worstGot = got;
        if (!(err <= bound) && ++failures <= 5)
          ADD_FAILURE() << fam.functions[fn] << "(" << type << ") of " << std::hexfloat << xv
                        << " = " << got << ", correctly rounded " << roundTo(H::format(), y)
                        << std::defaultfloat << ": " << err
                        << (relaxedRow
                                ? " of the relaxed bound, " + relaxedBoundText(fam.functions[fn])
                                : " ulp > " + std::to_string(bound));
      }
    const char *sampling = everyHalf ? " (every half)"
                           : std::is_same_v<S, HalfBits>
                               ? " (sampled: every half runs in the scalar case)"
                               : "";
    if (relaxedRow)
      std::printf(
          "[ measured ] %s(%s) %s: max %.4f of the relaxed bound %s at %a (got %a) over "
          "%zu inputs, %zu unchecked\n",
          fam.functions[fn], type.c_str(), mathModeName(mode), worst,
          relaxedBoundText(fam.functions[fn]).c_str(), worstIn, worstGot, vectors * width,
          unchecked);
    else
      std::printf("[ measured ] %s(%s)%s%s: max %.4f ulp at %a (got %a) over %zu inputs%s%s\n",
                  fam.functions[fn], type.c_str(), mode == MathMode::Default ? "" : " ",
                  mode == MathMode::Default ? "" : mathModeName(mode), worst, worstIn, worstGot,
                  vectors * width, sampling,
                  unchecked ? (", " + std::to_string(unchecked) + " unchecked").c_str() : "");
    if (flushed)
      std::printf(
          "[ FLUSHED  ] %s(%s): %zu results accepted only by the spec's flush-to-zero "
          "rules: %s has no float denormals (CL_DEVICE_SINGLE_FP_CONFIG lacks "
          "CL_FP_DENORM); not counted in the figure above\n",
          fam.functions[fn], type.c_str(), flushed, be->name().c_str());
  }
  mpfr_clear(x);
  mpfr_clear(y);
}

struct Case {
  const Family *family;
  const char *type;
  unsigned width;
  void (*check)(Backend *, const Family &, unsigned, size_t, MathMode);
  size_t count;
  MathMode mode = MathMode::Default;
  friend void PrintTo(const Case &c, std::ostream *os) {
    *os << c.family->kernel << "_" << c.type << c.width;
  }
};

// The correctly rounded mode's scalars draw 2^12 random inputs (its
// functions, the double-based ones, are swept exhaustively on the GPU:
// docs/accuracy.md); every special value and threshold stays.
std::vector<Case> allCases(MathMode mode) {
  std::vector<Case> cases;
  // Scalars take the full sample; each vector width the specials and a
  // random share, enough to show every lane is computed and stored.
  for (const Family *fam : {&kExp, &kLog, &kTrig, &kAsin, &kAtan, &kGamma, &kHyper, &kPi})
    for (unsigned w : {1u, 2u, 3u, 4u, 8u, 16u}) {
      const bool cr = mode == MathMode::CorrectlyRounded;
      size_t n = w == 1 ? randomSamples(cr ? 1u << 12 : 1u << 16) : 2048;
      // tgamma and lgamma of float and half run a product of up to 200
      // factors per lane between -200 and 8 (include/clb/double_gamma.h), 30 s
      // for 2^16 inputs on PoCL: their scalars take 2^14, still with every
      // pole, zero and threshold of the family's list; double keeps 2^16.
      const size_t narrow = fam->gamma && w == 1 && !cr ? randomSamples(1u << 14) : n;
      cases.push_back({fam, "float", w, check<float>, narrow, mode});
      // The correctly rounded mode changes the float functions: its cases
      // are float's alone.
      if (mode == MathMode::Default) {
        cases.push_back({fam, "double", w, check<double>, n});
        cases.push_back({fam, "half", w, check<HalfBits>, narrow});
      }
    }
  return cases;
}

// The option modes (math_modes.h): float scalars on 2^12 random inputs
// (2^16 under the relaxed modes, as the default cases) plus the specials
// and thresholds, float4 on 2048 (every lane computed and
// stored), and double and half scalars on 2^12, which the options must leave
// as they are (-cl-fast-relaxed-math's latitude is -cl-unsafe-math-
// optimizations' plus -cl-finite-math-only's: its cases are float's).
std::vector<Case> optionModeCases() {
  std::vector<Case> cases;
  for (MathMode mode : kOptionMathModes)
    for (const Family *fam : {&kExp, &kLog, &kTrig, &kAsin, &kAtan, &kGamma, &kHyper, &kPi}) {
      const size_t n = randomSamples(1u << 12);
      // The relaxed modes' float scalars take the full-profile cases' inputs
      // (their count included: 2^16, the gamma family 2^14).
      const bool relaxed = mode == MathMode::UnsafeMath || mode == MathMode::FastRelaxed;
      const size_t nf = !relaxed ? n : randomSamples(fam->gamma ? 1u << 14 : 1u << 16);
      cases.push_back({fam, "float", 1, check<float>, nf, mode});
      if (mode == MathMode::UnsafeMath || mode == MathMode::FastRelaxed)
        cases.push_back({fam, "float", 4, check<float>, 2048, mode});
      if (mode != MathMode::FastRelaxed) {
        cases.push_back({fam, "double", 1, check<double>, n, mode});
        cases.push_back({fam, "half", 1, check<HalfBits>, n, mode});
      }
    }
  return cases;
}

class MathUnary : public ::testing::TestWithParam<Case> {};

TEST_P(MathUnary, WithinBoundAgainstMpfr) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const Case &c = GetParam();
  CLBTEST_SKIP_WITHOUT_TYPE(be, c.type);
  CLBTEST_SKIP_WITHOUT_MODE(be, c.mode);
  c.check(be, *c.family, c.width, c.count, c.mode);
}

std::string caseName(const ::testing::TestParamInfo<Case> &info) {
  const MathMode m = info.param.mode;
  const std::string prefix = m == MathMode::Default || m == MathMode::CorrectlyRounded
                                 ? ""
                                 : std::string(mathModePrefix(m)) + "_";
  return prefix + info.param.family->kernel + "_" + info.param.type +
         (info.param.width > 1 ? std::to_string(info.param.width) : "");
}
INSTANTIATE_TEST_SUITE_P(Functions, MathUnary, ::testing::ValuesIn(allCases(MathMode::Default)),
                         caseName);
INSTANTIATE_TEST_SUITE_P(CorrectlyRounded, MathUnary,
                         ::testing::ValuesIn(allCases(MathMode::CorrectlyRounded)), caseName);
INSTANTIATE_TEST_SUITE_P(Modes, MathUnary, ::testing::ValuesIn(optionModeCases()), caseName);

}  // namespace
}  // namespace clbtest
