// atan2, atan2pi, pow, powr, pown and rootn of half scalars
// (tests/kernels/math_half_pairs.cl) on 2^24 pairs in one launch: every
// pair of 59 special halves (zeros, denormals, +-1, +-0.5, small integers,
// the largest half, infinities, NaNs), then random pairs, half of them any
// two bit patterns and half of them with y (and n) drawn so that pow's
// results span underflow to overflow. Each result against the exact value
// rounded once to half (denormals included), bit for bit where
// gen/math_functions.def's half bound is 0.5, else within that bound; the
// largest error per function is printed with how many results were not
// the correctly rounded half.
//
// The exact value: the host's double function (atan2, atan2 / pi, pow, and
// pow(x, 1/n) for rootn; within a few double ulps, about 2^-40 half ulp)
// rounded to half where it lies more than 2^-20 half ulp from every
// midpoint, which that error cannot cross; MPFR for the results nearer a
// midpoint and for powr's and rootn's special operands (whose special
// values are not C's; atan2's and pow's are, C99's Annex F). MPFR for all
// 10^8 results would take minutes.
#include "backend.h"
#include "half_float.h"
#include "math_reference.h"
#include "sample_count.h"

#include <gtest/gtest.h>
#include <mpfr.h>

#include <climits>
#include <cmath>
#include <cstdio>
#include <functional>
#include <limits>
#include <random>

namespace clbtest {
namespace {

using Half = uint16_t;

double value(Half h) {
  return halfToFloat(h);
}
bool isNan(Half h) {
  return (h & 0x7fff) > 0x7c00;
}

// d rounded once to half (nearest even, denormals, overflow) as bits, and
// whether d lies within 2^-20 half ulp of a midpoint (or of the overflow
// threshold 65520), where a double a few ulps off could round differently.
Half roundHalf(double d, bool *near) {
  const Half sign = std::signbit(d) ? 0x8000 : 0;
  *near = false;
  if (std::isnan(d))
    return 0x7e00;
  const double a = std::fabs(d);
  if (a >= 65536.0)
    return sign | 0x7c00;
  int e;
  std::frexp(a, &e);
  const int unit = std::max(e - 11, -24);
  const double s = std::ldexp(a, -unit);
  *near = std::fabs(s - std::floor(s) - 0.5) < 0x1p-20;
  const double m = std::nearbyint(s);
  const double r = std::ldexp(m, unit);
  if (r >= 65520.0)
    return sign | 0x7c00;
  if (r < 0x1p-14)
    return sign | Half(std::ldexp(r, 24));
  int re;
  const double rm = std::frexp(r, &re);
  return sign | Half((re + 14) << 10) | (Half(std::ldexp(rm, 11)) & 0x3ff);
}

std::vector<Half> specials() {
  std::vector<Half> v = {0x0000, 0x0001, 0x0002, 0x03ff, 0x0400, 0x0401, 0x3c00,
                         0x3800, 0x3e00, 0x4100, 0x4300, 0x4200, 0x4700, 0x4900,
                         0x2e66, 0x37ff, 0x3bff, 0x3c01, 0x63ff, 0x6400, 0x6401,
                         0x6800, 0x7bff, 0x7bfe, 0x7c00, 0x4248, 0x1000, 0x5000};
  const size_t positive = v.size();
  for (size_t i = 0; i < positive; ++i)
    v.push_back(v[i] | 0x8000);
  v.push_back(0x7e00);
  v.push_back(0xfe00);
  v.push_back(0x7c01);  // a signaling NaN
  return v;
}

struct Function {
  const char *name;
  bool usesN;
  // The exact value at 128 bits (MPFR), and the host's double one where it
  // has one (*ok; a NaN it returns is the function's NaN).
  std::function<void(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, int)> exact;
  std::function<double(double, double, int, bool *)> fast;
};

bool finiteNonzero(double v) {
  return std::isfinite(v) && v != 0;
}

const Function kFunctions[6] = {
    {"atan2", false,
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, int) { mpfr_atan2(r, x, y, MPFR_RNDN); },
     [](double x, double y, int, bool *ok) {
       *ok = true;
       return std::atan2(x, y);
     }},
    {"atan2pi", false,
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, int) { mpfr_atan2pi(r, x, y, MPFR_RNDN); },
     [](double x, double y, int, bool *ok) {
       *ok = true;
       return std::atan2(x, y) / M_PI;
     }},
    // pow of a negative x and a non-integer y: NaN, as the host's.
    {"pow", false,
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, int) { mpfr_pow(r, x, y, MPFR_RNDN); },
     [](double x, double y, int, bool *ok) {
       *ok = true;
       return std::pow(x, y);
     }},
    // MPFR's powr(1, NaN) is 1; OpenCL's is NaN. powr of a negative x: NaN.
    {"powr", false,
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr y, int) {
       if (mpfr_nan_p(y))
         mpfr_set_nan(r);
       else
         mpfr_powr(r, x, y, MPFR_RNDN);
     },
     [](double x, double y, int, bool *ok) {
       *ok = finiteNonzero(x) && finiteNonzero(y);
       return x < 0 ? NAN : std::pow(x, y);
     }},
    {"pown", true,
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr, int n) { mpfr_pow_si(r, x, n, MPFR_RNDN); },
     [](double x, double, int n, bool *ok) {
       *ok = true;
       return std::pow(x, double(n));
     }},
    // rootn of a negative x: NaN for even n, odd n's root of -x negated.
    {"rootn", true,
     [](mpfr_ptr r, mpfr_srcptr x, mpfr_srcptr, int n) { mpfr_rootn_si(r, x, n, MPFR_RNDN); },
     [](double x, double, int n, bool *ok) {
       *ok = finiteNonzero(x) && n != 0;
       if (x > 0)
         return std::pow(x, 1.0 / n);
       return n % 2 ? -std::pow(-x, 1.0 / n) : NAN;
     }},
};

TEST(MathHalfFloatCorePairs, AgainstMpfr) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "half");
  const size_t count = randomSamples(size_t(1) << 24);
  std::vector<Half> xs, ys;
  std::vector<int> ns;
  const std::vector<Half> sp = specials();
  const std::vector<int> specialN = {0,    1,    -1,      2,       -2,          3,
                                     -3,   4,    -5,      7,       10,          -64,
                                     1000, -999, INT_MAX, INT_MIN, INT_MAX - 1, INT_MIN + 1};
  for (size_t a = 0; a < sp.size(); ++a)
    for (size_t b = 0; b < sp.size(); ++b) {
      xs.push_back(sp[a]);
      ys.push_back(sp[b]);
      ns.push_back(specialN[(a + b) % specialN.size()]);
    }
  std::mt19937_64 rng(34);
  std::uniform_real_distribution<double> unit(0.0, 1.0);
  while (xs.size() < count) {
    const Half x = Half(rng());
    Half y = Half(rng());
    int n = int(rng() % 81) - 40;
    const double xv = value(x);
    if (rng() % 2 && std::isfinite(xv) && xv != 0 && std::fabs(xv) != 1) {
      // A result 2^t with t from below the least denormal to past overflow.
      const double t = -27 + 45 * unit(rng), l = std::log2(std::fabs(xv));
      double yv = t / l;
      if (rng() % 4 == 0)
        yv = std::nearbyint(yv);  // integers: negative x's results
      bool near;
      y = roundHalf(yv, &near);
      n = int(std::fmax(std::fmin(std::nearbyint(t / l), 1e9), -1e9));
    }
    xs.push_back(x);
    ys.push_back(y);
    ns.push_back(n);
  }
  const size_t total = (xs.size() + 255) / 256 * 256;
  xs.resize(total, 0x3c00);
  ys.resize(total, 0x3c00);
  ns.resize(total, 1);
  auto &program = be->load("math_half_pairs.cl");
  auto dx = be->upload(xs), dy = be->upload(ys), dn = be->upload(ns);
  auto dout = be->alloc(6 * total * sizeof(Half));
  program.run("half_pairs", NDRange::linear(total, 256), {dx, dy, dn, dout});
  const std::vector<Half> out = dout->read<Half>(6 * total);

  mpfr_t x, y, r;
  mpfr_init2(x, 11);
  mpfr_init2(y, 11);
  mpfr_init2(r, 128);
  for (int fn = 0; fn < 6; ++fn) {
    const Function &F = kFunctions[fn];
    const double bound = ulpBound(F.name, "half");
    ASSERT_GE(bound, 0) << F.name << " has no half bound in gen/math_functions.def";
    double worst = 0;
    size_t worstAt = 0, wrong = 0, viaMpfr = 0;
    int failures = 0;
    for (size_t i = 0; i < total; ++i) {
      const double xv = value(xs[i]), yv = value(ys[i]);
      const Half got = out[fn * total + i];
      bool ok, near = true;
      const double fast = F.fast(xv, yv, ns[i], &ok);
      Half want = 0;
      if (ok)
        want = roundHalf(fast, &near);
      double err;
      if (!near) {
        // Within 2^-20 of no midpoint: the rounded double is the answer, and
        // the error is measured from the double (a few double ulps off).
        // (The ulp of 0 is the least subnormal's; ilogb of 0 and of NaN is
        // INT_MIN, whose difference overflows.)
        const int e = !(std::fabs(fast) > 0) ? -24 : std::max(std::ilogb(fast) - 10, -24);
        err = isNan(got) || isNan(want) ? (isNan(got) && isNan(want) ? 0 : INFINITY)
                                        : std::fabs(value(got) - fast) / std::ldexp(1.0, e);
        if (std::isinf(value(got)) && std::fabs(fast) >= 65520)
          err = 0;
        if (got == want)
          err = std::min(err, 0.5);
      } else {
        ++viaMpfr;
        mpfr_set_d(x, xv, MPFR_RNDN);
        mpfr_set_d(y, yv, MPFR_RNDN);
        F.exact(r, x, y, ns[i]);
        err = ulpError(kHalf, value(got), r);
        const double w = roundTo(kHalf, r);
        want = std::isnan(w) ? Half(0x7e00) : roundHalf(w, &near);
        // Signed zeros exact.
        if (value(got) == 0 && w == 0 && std::signbit(value(got)) != std::signbit(w))
          err = INFINITY;
      }
      const bool same = isNan(got) || isNan(want) ? isNan(got) && isNan(want) : got == want;
      if (!same) {
        ++wrong;
        err = std::max(err, 0.5 + 0x1p-20);
      }
      if (err > worst || std::isnan(err))
        worst = err, worstAt = i;
      const bool pass = bound <= 0.5 ? same : err <= bound;
      if (!pass && ++failures <= 5)
        ADD_FAILURE() << F.name << "(" << std::hexfloat << xv << ", "
                      << (F.usesN ? double(ns[i]) : yv) << ") = " << value(got)
                      << ", correctly rounded " << value(want) << std::defaultfloat << ": " << err
                      << " ulp (bound " << bound << ")";
    }
    std::printf(
        "[ measured ] %s(half): max %.4f ulp at (%a, %a), %zu of %zu results not the correctly "
        "rounded half (%zu decided by MPFR)\n",
        F.name, worst, value(xs[worstAt]), F.usesN ? double(ns[worstAt]) : value(ys[worstAt]),
        wrong, total, viaMpfr);
  }
  mpfr_clear(x);
  mpfr_clear(y);
  mpfr_clear(r);
}

}  // namespace
}  // namespace clbtest
