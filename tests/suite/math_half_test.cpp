// The half overloads of the exact and correctly rounded math builtins
// (generic/math/), every width, against references that do not share the
// library's code: MPFR rounded once to half (subnormals and overflow
// included) for sqrt, rsqrt, cbrt, hypot and fma, and exact host
// arithmetic elsewhere (every half is exact in double, and so are x - y,
// fmod, remainder, ceil, ... of halves; the reference rounds the exact
// value once). Each builtin's bound is gen/math_functions.def's half
// column: 0 and 0.5 mean bit for bit against the correctly rounded half
// (any NaN for a NaN; which zero fmin, fmax, minmag and maxmag return for
// -0 and +0 is unspecified); the largest error from the exact value is
// printed per builtin with its input.
//
// Inputs (tests/kernels/math_half.cl), at every width:
// - one argument: all 65,536 halves;
// - two arguments: every pair of specials and 2^24 random pairs (2^16 per
//   vector width), and for hypot every pair that can come near a half
//   midpoint up to scaling by a power of two: all x in [1, 2) with every y
//   in [2^-6, x] (y < 2^-6 x keeps hypot(x, y) below x + 2^-12, a quarter
//   ulp from any midpoint), and every pair of denormals, whose results
//   round on the denormal grid;
// - fma and mad: 2^24 random triples (2^16 per vector width) and
//   structured ones: products that are half midpoints with a tiny addend
//   of either sign, cancellation of the rounded product, denormal results,
//   addends near the product's binade.
// The pointer builtins (frexp, remquo) in the global, private, local and
// generic address spaces.
#include "backend.h"
#include "half_float.h"
#include "math_reference.h"
#include "sample_count.h"

#include <gtest/gtest.h>
#include <mpfr.h>

#include <chrono>
#include <climits>
#include <cmath>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <random>

namespace clbtest {
namespace {

using Half = uint16_t;

bool isNan(Half h) {
  return (h & 0x7fff) > 0x7c00;
}
double value(Half h) {
  return halfToFloat(h);
}
bool same(Half got, Half want) {
  return isNan(got) || isNan(want) ? isNan(got) && isNan(want) : got == want;
}
std::string hex(Half h) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%a", value(h));
  return buf;
}

// A double rounded once to half, to nearest even (denormals, overflow).
Half roundHalf(double d) {
  const Half sign = std::signbit(d) ? 0x8000 : 0;
  if (std::isnan(d))
    return sign | 0x7e00;
  const double a = std::fabs(d);
  if (a >= 65520.0)
    return sign | 0x7c00;
  int e;
  std::frexp(a, &e);  // a = m 2^e, m in [0.5, 1)
  int unit = std::max(e - 11, -24);
  double m = std::nearbyint(std::ldexp(a, -unit));  // <= 2048
  if (m == 0)
    return sign;
  if (m >= 2048) {
    m /= 2;
    ++unit;
  }
  if (m < 1024)
    return sign | Half(m);
  return sign | Half((unit + 25) << 10) | (Half(m) & 0x3ff);
}

// op's exact result (at 256 bits) and that rounded to half.
using MpOp = std::function<int(mpfr_ptr)>;
struct Exact {
  mpfr_t v;
  Exact() { mpfr_init2(v, 256); }
  ~Exact() { mpfr_clear(v); }
};
Half mpfrHalf(const mpfr_t exact) {
  return roundHalf(roundTo(kHalf, exact));  // roundTo's double is a half already
}

// An operand, held exactly.
struct Mp {
  mpfr_t v;
  explicit Mp(Half h) {
    mpfr_init2(v, 11);
    mpfr_set_d(v, value(h), MPFR_RNDN);
  }
  ~Mp() { mpfr_clear(v); }
};

double boundOf(const std::string &name) {
  const double b = ulpBound(name, "half");
  if (b < 0)
    ADD_FAILURE() << name << ": gen/math_functions.def states no half bound";
  return b;
}

// A builtin's operands, formatted only when a message needs them.
struct Args {
  Half v[3];
  int n;
  const char *where = "";
  std::string str() const {
    std::string s = "(";
    for (int i = 0; i < n; ++i)
      s += (i ? ", " : "") + hex(v[i]);
    return s + ")" + (*where ? std::string(" [") + where + "]" : "");
  }
};

struct Checker {
  const std::string type;
  struct Worst {
    double ulp = -1;
    std::string input;
  };
  std::map<std::string, Worst> worst;
  std::map<std::string, int> failures;
  std::map<std::string, size_t> checked;  // results of the rounded builtins
  std::map<std::string, double> bounds;
  std::map<std::string, Worst> closest;  // nearest approach to a midpoint
  std::map<std::string, size_t> ties;

  void fail(const std::string &name, const Args &input, const std::string &what) {
    if (++failures[name] <= 4)
      ADD_FAILURE() << type << " " << name << input.str() << ": " << what;
  }
  void exact(const std::string &name, const Args &input, Half got, Half want) {
    if (!same(got, want))
      fail(name, input, "got " + hex(got) + ", want " + hex(want));
  }
  // A rounded builtin: bit for bit against the correctly rounded half where
  // the bound is 0 or 0.5, else within the bound of the exact value; the
  // distance from the exact value is recorded either way.
  // For the builtins that run a float core (rsqrt, cbrt, hypot; sqrt too),
  // `margin` also records how close the exact value comes to a half
  // midpoint, in float ulps (a half ulp is 2^13 of them, or more for
  // denormals): where it never comes within 1, every float result within
  // 1 ulp of the exact value (the float cores' contract, on any target)
  // rounds to the correctly rounded half. Exact midpoints count as ties:
  // there the float result must be the exact value.
  void rounded(const std::string &name, const Args &input, Half got, const MpOp &op,
               bool margin = false) {
    ++checked[name];
    Exact e;
    op(e.v);
    const Half want = mpfrHalf(e.v);
    if (margin && mpfr_regular_p(e.v) && (want & 0x7c00) != 0x7c00) {
      const double d = (0.5 - ulpError(kHalf, value(want), e.v)) * 8192;
      Worst &m = closest[name];
      if (d == 0)
        ++ties[name];
      else if (m.ulp < 0 || d < m.ulp)
        m = {d, input.str()};
    }
    auto b = bounds.find(name);
    const double bound = b != bounds.end() ? b->second : (bounds[name] = boundOf(name));
    const double err = ulpError(kHalf, value(got), e.v);
    Worst &w = worst[name];
    if (err > w.ulp)
      w = {err, input.str()};
    const bool ok = bound <= 0.5 ? same(got, want) : err <= bound;
    if (!ok)
      fail(name, input,
           "got " + hex(got) + ", want " + hex(want) + " (" + std::to_string(err) + " ulp)");
  }
  void integer(const std::string &name, const Args &input, int got, int want) {
    if (got != want)
      fail(name, input, "got " + std::to_string(got) + ", want " + std::to_string(want));
  }
  void report() {
    for (auto &[name, w] : worst)
      std::cout << "[max ulp] " << name << " " << type << ": max " << w.ulp << " ulp at" << w.input
                << " (" << checked[name] << " results)\n";
    for (auto &[name, m] : closest)
      std::cout << "[midpoint] " << name << " " << type << ": exact values come no closer than "
                << m.ulp << " float ulp to a half midpoint (at" << m.input << "), " << ties[name]
                << " exactly on one\n";
  }
};

std::string typeName(unsigned width) {
  return "half" + (width > 1 ? std::to_string(width) : std::string());
}

// Lays n inputs out as vectors of `width` (3 stored as 4), nv vectors padded
// to whole work-groups of 64; m(e) is element e's place.
struct Layout {
  unsigned width, stride;
  size_t count, nvec, nv, mem;
  Layout(unsigned w, size_t n) : width(w), stride(w == 3 ? 4 : w), count(n), nvec((n + w - 1) / w) {
    nv = (nvec + 63) / 64 * 64;
    mem = nv * stride;
  }
  size_t m(size_t e) const { return e / width * stride + e % width; }
  template <class T>
  std::vector<T> spread(const std::vector<T> &in, T pad) const {
    std::vector<T> out(mem, pad);
    for (size_t e = 0; e < count; ++e)
      out[m(e)] = in[e];
    return out;
  }
};

// ---- One argument: all 65,536 halves ----

const char *const kSpaces[] = {"global", "private", "local", "generic"};

class MathHalf : public ::testing::TestWithParam<unsigned> {};

TEST_P(MathHalf, OneArgumentAllHalves) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "half");
  const unsigned width = GetParam();
  std::vector<Half> in(65536);
  for (unsigned i = 0; i < 65536; ++i)
    in[i] = Half(i);
  const Layout lay(width, in.size());
  auto &program = be->load("math_half.cl");
  auto dx = be->upload(lay.spread(in, Half(0x3c00)));
  auto dout = be->alloc(15 * lay.mem * 2), diout = be->alloc(5 * lay.mem * 4);
  program.run("half_unary_" + typeName(width), NDRange::linear(lay.nv, 64),
              {dx, dout, diout, int(lay.nv)});
  const std::vector<Half> out = dout->read<Half>(15 * lay.mem);
  const std::vector<int> iout = diout->read<int>(5 * lay.mem);

  Checker ck{typeName(width)};
  for (size_t e = 0; e < in.size(); ++e) {
    const size_t m = lay.m(e);
    auto got = [&](int slot) { return out[slot * lay.mem + m]; };
    auto igot = [&](int slot) { return iout[slot * lay.mem + m]; };
    const Half h = in[e];
    const double a = value(h);
    const Args in1{{h}, 1};
    Mp A(h);
    auto op1 = [&](int (*f)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t)) {
      return MpOp([&, f](mpfr_ptr r) { return f(r, A.v, MPFR_RNDN); });
    };
    // rsqrt(+-0) = +-INF (MPFR's rec_sqrt gives +INF for -0).
    const MpOp rsqrtOp = [&](mpfr_ptr r) {
      if (a == 0) {
        mpfr_set_inf(r, std::signbit(a) ? -1 : 1);
        return 0;
      }
      return mpfr_rec_sqrt(r, A.v, MPFR_RNDN);
    };
    ck.exact("fabs", in1, got(0), Half(h & 0x7fff));
    ck.exact("ceil", in1, got(1), roundHalf(std::ceil(a)));
    ck.exact("floor", in1, got(2), roundHalf(std::floor(a)));
    ck.exact("trunc", in1, got(3), roundHalf(std::trunc(a)));
    ck.exact("round", in1, got(4), roundHalf(std::round(a)));
    ck.exact("rint", in1, got(5), roundHalf(std::nearbyint(a)));
    ck.rounded("sqrt", in1, got(6), op1(mpfr_sqrt), width == 1);
    ck.rounded("rsqrt", in1, got(7), rsqrtOp, width == 1);
    ck.rounded("cbrt", in1, got(8), op1(mpfr_cbrt), width == 1);
    ck.exact("logb", in1, got(9), roundHalf(std::logb(a)));
    if (!isNan(got(10)))
      ck.fail("nan", in1, "not a NaN: " + hex(got(10)));
    // FP_ILOGB0 and FP_ILOGBNAN are OpenCL's (INT_MIN, INT_MAX).
    ck.integer("ilogb", in1, igot(0),
               a == 0              ? INT_MIN
               : !std::isfinite(a) ? INT_MAX
                                   : std::ilogb(a));
    int fe = 0;
    const double fm = std::frexp(a, &fe);
    for (int sp = 0; sp < 4; ++sp) {
      const Args where{{h}, 1, kSpaces[sp]};
      ck.exact("frexp", where, got(11 + sp), roundHalf(fm));
      ck.integer("frexp exponent", where, igot(1 + sp), std::isfinite(a) ? fe : 0);
    }
  }
  ck.report();
}

// ---- Two arguments ----

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

double fminRef(double a, double b, bool max) {
  if (std::isnan(a))
    return b;
  if (std::isnan(b))
    return a;
  return max ? std::fmax(a, b) : std::fmin(a, b);
}

Half nextafterRef(Half x, Half y) {
  const double a = value(x), b = value(y);
  if (std::isnan(a) || std::isnan(b))
    return 0x7e00;
  if (a == b)
    return y;
  if (a == 0)
    return Half((y & 0x8000) | 1);
  return (a < b) == (a > 0) ? Half(x + 1) : Half(x - 1);
}

// remquo's quotient bits: k = x/y rounded to nearest even, exactly, on the
// integer significands (every finite half is a multiple of 2^-24 below
// 2^16, so |x| 2^24 < 2^40); its low 7 bits with the sign of x/y.
int quoRef(double a, double b) {
  if (!std::isfinite(a) || std::isnan(b) || b == 0 || std::isinf(b))
    return 0;
  const int64_t X = int64_t(std::ldexp(std::fabs(a), 24)),
                Y = int64_t(std::ldexp(std::fabs(b), 24));
  int64_t k = X / Y, r = X % Y;
  if (2 * r > Y || (2 * r == Y && (k & 1)))
    ++k;
  const int low = int(k & 127);
  return std::signbit(a) != std::signbit(b) ? -low : low;
}

void checkPairs(Backend *be, unsigned width, const std::vector<Half> &x, const std::vector<Half> &y,
                Checker &ck) {
  const Layout lay(width, x.size());
  std::mt19937 rng(width);
  std::vector<Half> s(lay.nv);
  for (Half &v : s)
    v = y[rng() % y.size()];
  auto &program = be->load("math_half.cl");
  auto dx = be->upload(lay.spread(x, Half(0x3c00))), dy = be->upload(lay.spread(y, Half(0x3c00)));
  auto ds = be->upload(s);
  auto dout = be->alloc(16 * lay.mem * 2), diout = be->alloc(4 * lay.mem * 4);
  program.run("half_binary_" + typeName(width), NDRange::linear(lay.nv, 64),
              {dx, dy, ds, dout, diout, int(lay.nv)});
  const std::vector<Half> out = dout->read<Half>(16 * lay.mem);
  const std::vector<int> iout = diout->read<int>(4 * lay.mem);
  for (size_t e = 0; e < x.size(); ++e) {
    const size_t m = lay.m(e);
    auto got = [&](int slot) { return out[slot * lay.mem + m]; };
    auto igot = [&](int slot) { return iout[slot * lay.mem + m]; };
    const Half hx = x[e], hy = y[e], hs = s[e / width];
    const double a = value(hx), b = value(hy), sv = value(hs);
    const Args in2{{hx, hy}, 2};
    ck.exact("copysign", in2, got(0), Half((hx & 0x7fff) | (hy & 0x8000)));
    // Which zero fmin/fmax/minmag/maxmag return for -0 and +0 is unspecified.
    auto zeros = [](Half g, Half w) { return (g & 0x7fff) == 0 && (w & 0x7fff) == 0 ? w : g; };
    const Half mn = roundHalf(fminRef(a, b, false)), mx = roundHalf(fminRef(a, b, true));
    ck.exact("fmin", in2, zeros(got(1), mn), mn);
    ck.exact("fmax", in2, zeros(got(2), mx), mx);
    const Args ins{{hx, hs}, 2};
    const Half smn = roundHalf(fminRef(a, sv, false)), smx = roundHalf(fminRef(a, sv, true));
    ck.exact("fmin", ins, zeros(got(10), smn), smn);
    ck.exact("fmax", ins, zeros(got(11), smx), smx);
    // fdim: x - y is exact in double (the halves span 2^-24 .. 2^16).
    const Half fd = std::isnan(a) || std::isnan(b) ? Half(0x7e00) : a > b ? roundHalf(a - b) : 0;
    ck.exact("fdim", in2, got(3), fd);
    const double minmag = std::fabs(a) < std::fabs(b)   ? a
                          : std::fabs(b) < std::fabs(a) ? b
                                                        : fminRef(a, b, false);
    const double maxmag = std::fabs(a) > std::fabs(b)   ? a
                          : std::fabs(b) > std::fabs(a) ? b
                                                        : fminRef(a, b, true);
    ck.exact("minmag", in2, zeros(got(4), roundHalf(minmag)), roundHalf(minmag));
    ck.exact("maxmag", in2, zeros(got(5), roundHalf(maxmag)), roundHalf(maxmag));
    ck.exact("nextafter", in2, got(6), nextafterRef(hx, hy));
    Mp A(hx), B(hy);
    ck.rounded(
        "hypot", in2, got(7), [&](mpfr_ptr r) { return mpfr_hypot(r, A.v, B.v, MPFR_RNDN); },
        width == 1);
    // fmod and remainder of doubles are exact, and of halves are halves.
    ck.exact("fmod", in2, got(8), roundHalf(std::fmod(a, b)));
    const Half rem = roundHalf(std::remainder(a, b));
    ck.exact("remainder", in2, got(9), rem);
    const int quo = quoRef(a, b);
    for (int sp = 0; sp < 4; ++sp) {
      const Args where{{hx, hy}, 2, kSpaces[sp]};
      ck.exact("remquo", where, got(12 + sp), rem);
      ck.integer("remquo quo", where, igot(sp), quo);
    }
  }
}

// Every pair of specials, then random bit patterns (every exponent equally
// often): 2^24 for scalars, 2^16 per vector width.
TEST_P(MathHalf, TwoArgumentsSampled) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "half");
  const unsigned width = GetParam();
  const std::vector<Half> sp = specials();
  std::vector<Half> x, y;
  for (Half a : sp)
    for (Half b : sp)
      x.push_back(a), y.push_back(b);
  const size_t randoms = width == 1 ? randomSamples(size_t(1) << 24) : randomSamples(65536);
  std::mt19937 rng(100 + width);
  Checker ck{typeName(width)};
  // In chunks, to keep the device buffers small.
  const size_t chunk = size_t(1) << 21;
  for (size_t done = 0; done < randoms; done += chunk) {
    for (size_t i = done; i < std::min(randoms, done + chunk); ++i)
      x.push_back(Half(rng())), y.push_back(Half(rng()));
    checkPairs(be, width, x, y, ck);
    x.clear(), y.clear();
  }
  ck.report();
}

// hypot wherever it can come near a half midpoint (the file's comment):
// x in [1, 2) with every y in [2^-6, x], both signs spread over the pairs,
// and every pair of positive denormals. Scalars only.
TEST(MathHalfPairs, HypotNearMidpoints) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "half");
  std::vector<Half> x, y;
  Checker ck{"half"};
  auto flush = [&] {
    checkPairs(be, 1, x, y, ck);
    x.clear(), y.clear();
  };
  for (Half a = 0x3c00; a < 0x4000; ++a) {
    for (Half b = 0x2400; b <= a; ++b) {  // 0x2400 = 2^-6
      const unsigned k = x.size();
      x.push_back(Half(a | (k & 1 ? 0x8000 : 0)));
      y.push_back(Half(b | (k & 2 ? 0x8000 : 0)));
    }
    if (x.size() >= (size_t(1) << 21))
      flush();
  }
  for (Half a = 1; a < 0x400; ++a)
    for (Half b = 1; b <= a; ++b)
      x.push_back(a), y.push_back(b);
  flush();
  ck.report();
}

// ---- fma and mad ----

// Structured triples, where a rounding to float first would go wrong or
// the result is delicate.
void structuredTriples(size_t n, uint64_t seed, std::vector<Half> &x, std::vector<Half> &y,
                       std::vector<Half> &z) {
  std::mt19937_64 rng(seed);
  auto finite = [&] {
    Half h;
    do
      h = Half(rng());
    while ((h & 0x7c00) == 0x7c00);
    return h;
  };
  // A normal half with the given exponent (unbiased) and a random significand.
  auto withExp = [&](int e) {
    e = std::max(-14, std::min(15, e));
    return Half(((e + 15) << 10) | (rng() & 0x3ff) | (rng() & 1 ? 0x8000 : 0));
  };
  size_t made = 0;
  while (made < n) {
    const Half a = finite(), b = finite();
    const double p = value(a) * value(b);  // exact
    const unsigned kind = made % 4;
    Half c;
    if (kind == 0) {
      // The product a half midpoint (12 significant bits, odd last), with
      // an addend far below it of either sign, or zero.
      if (p == 0 || !std::isfinite(p) || std::fabs(p) >= 65520)
        continue;
      int e;
      std::frexp(p, &e);
      const double scaled = std::ldexp(std::fabs(p), 12 - e);  // 12 bits above the point
      if (scaled != std::floor(scaled) || (int64_t(scaled) & 1) == 0 || std::fabs(p) < 0x1p-14)
        continue;
      const int ce = e - 12 - 1 - int(rng() % 14);
      c = rng() % 8 == 0 ? Half(rng() & 0x8000) : ce < -14 ? Half(rng() & 0x83ff) : withExp(ce);
    } else if (kind == 1) {
      // Cancellation: the product rounded, negated, maybe moved a step.
      Half r = roundHalf(-p);
      if ((r & 0x7c00) == 0x7c00)
        continue;
      const int step = int(rng() % 3) - 1;
      c = (r & 0x7fff) == 0 ? r : Half(r + step);
    } else if (kind == 2) {
      // Denormal results: a product near or below 2^-14 and a small addend.
      const Half a2 = withExp(-7 - int(rng() % 10)), b2 = withExp(-7 - int(rng() % 10));
      x.push_back(a2), y.push_back(b2), z.push_back(Half(rng() & 0x87ff));
      ++made;
      continue;
    } else {
      // An addend near the product's binade.
      if (p == 0 || !std::isfinite(p))
        continue;
      int e;
      std::frexp(p, &e);
      c = withExp(e - 1 + int(rng() % 25) - 12);
    }
    x.push_back(a), y.push_back(b), z.push_back(c);
    ++made;
  }
}

TEST_P(MathHalf, FmaMad) {
  CLBTEST_BACKEND_OR_SKIP(be);
  CLBTEST_SKIP_WITHOUT_TYPE(be, "half");
  const unsigned width = GetParam();
  const size_t randoms = width == 1 ? randomSamples(size_t(1) << 24) : randomSamples(65536);
  const size_t structured = width == 1 ? randomSamples(size_t(1) << 20) : randomSamples(16384);
  std::vector<Half> x, y, z;
  const std::vector<Half> sp = specials();
  for (size_t i = 0; i < sp.size() * sp.size(); ++i)
    x.push_back(sp[i % sp.size()]), y.push_back(sp[i / sp.size()]),
        z.push_back(sp[(i * 7) % sp.size()]);
  structuredTriples(structured, 200 + width, x, y, z);
  std::mt19937 rng(300 + width);
  Checker ck{typeName(width)};
  const size_t chunk = size_t(1) << 22;
  size_t left = randoms;
  while (true) {
    const Layout lay(width, x.size());
    auto &program = be->load("math_half.cl");
    auto dx = be->upload(lay.spread(x, Half(0x3c00)));
    auto dy = be->upload(lay.spread(y, Half(0x3c00)));
    auto dz = be->upload(lay.spread(z, Half(0x3c00)));
    auto dout = be->alloc(2 * lay.mem * 2);
    program.run("half_ternary_" + typeName(width), NDRange::linear(lay.nv, 64),
                {dx, dy, dz, dout, int(lay.nv)});
    const std::vector<Half> out = dout->read<Half>(2 * lay.mem);
    for (size_t e = 0; e < x.size(); ++e) {
      const size_t m = lay.m(e);
      const Args in3{{x[e], y[e], z[e]}, 3};
      Mp A(x[e]), B(y[e]), C(z[e]);
      const MpOp fmaOp = [&](mpfr_ptr r) { return mpfr_fma(r, A.v, B.v, C.v, MPFR_RNDN); };
      ck.rounded("fma", in3, out[m], fmaOp);
      // mad: fma, or the product rounded and then the sum rounded.
      const Half twice = roundHalf(value(roundHalf(value(x[e]) * value(y[e]))) + value(z[e]));
      if (!same(out[lay.mem + m], twice))
        ck.rounded("mad", in3, out[lay.mem + m], fmaOp);
    }
    if (left == 0)
      break;
    x.clear(), y.clear(), z.clear();
    for (size_t i = 0; i < std::min(left, chunk); ++i)
      x.push_back(Half(rng())), y.push_back(Half(rng())), z.push_back(Half(rng()));
    left -= std::min(left, chunk);
  }
  ck.report();
}

INSTANTIATE_TEST_SUITE_P(Widths, MathHalf, ::testing::Values(1u, 2u, 3u, 4u, 8u, 16u),
                         [](const ::testing::TestParamInfo<unsigned> &info) {
                           return typeName(info.param);
                         });

}  // namespace
}  // namespace clbtest
