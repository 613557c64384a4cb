// The exact and near-exact math builtins (generic/math/) for float and double
// at every width, against MPFR rounded once at the destination's precision
// and exponent range (denormals included), or exact host arithmetic where no
// rounding is involved. Each builtin's bound is the one
// gen/math_functions.def's bound column states: 0 means bit for bit, signed
// zeros included; otherwise the error against the exact value, in ulp of
// that value, must stay within it. The largest error seen per builtin and
// type is printed with its input. The float cases run again with the
// kernels linked under -cl-clb-correctly-rounded-math (CorrectlyRounded/...),
// against float_cr's bounds.
#include "backend.h"
#include "math_modes.h"
#include "math_reference.h"
#include "sample_count.h"

#include <gtest/gtest.h>
#include <mpfr.h>

#include <climits>
#include <cmath>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <random>

namespace clbtest {
namespace {

double boundOf(const std::string &name, bool isDouble, MathMode mode) {
  const double b =
      ulpBound(name, isDouble ? "double" : "float", mode == MathMode::CorrectlyRounded);
  if (b < 0)
    ADD_FAILURE() << name << ": gen/math_functions.def states no bound";
  return b < 0 ? 0 : b;
}

template <class F>
struct Fmt;
template <>
struct Fmt<float> {
  using U = uint32_t;
  static constexpr int prec = 24, emin = -148, emax = 128;
  static constexpr const char *name = "float";
  static float get(mpfr_srcptr r) { return mpfr_get_flt(r, MPFR_RNDN); }
  static void set(mpfr_ptr r, float v) { mpfr_set_flt(r, v, MPFR_RNDN); }
};
template <>
struct Fmt<double> {
  using U = uint64_t;
  static constexpr int prec = 53, emin = -1073, emax = 1024;
  static constexpr const char *name = "double";
  static double get(mpfr_srcptr r) { return mpfr_get_d(r, MPFR_RNDN); }
  static void set(mpfr_ptr r, double v) { mpfr_set_d(r, v, MPFR_RNDN); }
};

// An input, held exactly.
template <class F>
struct Mp {
  mpfr_t v;
  explicit Mp(F x) {
    mpfr_init2(v, Fmt<F>::prec);
    Fmt<F>::set(v, x);
  }
  ~Mp() { mpfr_clear(v); }
};

using MpOp = std::function<int(mpfr_ptr)>;  // computes into its argument, RNDN

// op's result rounded once to F: MPFR computes at F's precision and, with the
// exponent range narrowed to F's, rounds denormal results at their own
// precision (mpfr_subnormalize).
template <class F>
F rounded(const MpOp &op) {
  const mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  mpfr_set_emin(Fmt<F>::emin);
  mpfr_set_emax(Fmt<F>::emax);
  mpfr_t r;
  mpfr_init2(r, Fmt<F>::prec);
  int t = op(r);
  t = mpfr_check_range(r, t, MPFR_RNDN);
  mpfr_subnormalize(r, t, MPFR_RNDN);
  F v = Fmt<F>::get(r);
  mpfr_clear(r);
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);
  return v;
}

// |got - exact| in ulp of the exact value (ulp of the smallest normal binade
// below it), the exact value taken at 256 bits.
template <class F>
double ulpError(F got, const MpOp &op) {
  mpfr_t e, d;
  mpfr_inits2(256, e, d, (mpfr_ptr)0);
  op(e);
  double err = INFINITY;
  if (mpfr_number_p(e) && std::isfinite(got)) {
    mpfr_exp_t ex = mpfr_zero_p(e) ? Fmt<F>::emin : mpfr_get_exp(e);
    ex = std::max<mpfr_exp_t>(ex, Fmt<F>::emin + Fmt<F>::prec - 1);
    mpfr_set_d(d, (double)got, MPFR_RNDN);
    mpfr_sub(d, d, e, MPFR_RNDN);
    mpfr_abs(d, d, MPFR_RNDN);
    mpfr_mul_2si(d, d, Fmt<F>::prec - ex, MPFR_RNDN);
    err = mpfr_get_d(d, MPFR_RNDU);
  }
  mpfr_clears(e, d, (mpfr_ptr)0);
  return err;
}

template <class F>
bool same(F a, F b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) && std::isnan(b);
  return std::memcmp(&a, &b, sizeof a) == 0;
}

template <class F>
std::string hex(F v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%a", (double)v);
  return buf;
}

// Specials and boundaries of F; every pair of them is an input.
template <class F>
std::vector<F> specials() {
  using L = std::numeric_limits<F>;
  const F p = std::ldexp(F(1), L::digits - 1);  // 2^(mant): from here on, integers
  std::vector<F> v = {F(0),
                      L::denorm_min(),
                      L::min() - L::denorm_min(),
                      L::min(),
                      F(1),
                      F(0.5),
                      F(1.5),
                      F(2.5),
                      F(3.5),
                      F(3),
                      F(7),
                      F(10),
                      F(0.1),
                      std::nextafter(F(0.5), F(0)),
                      std::nextafter(F(1), F(0)),
                      std::nextafter(F(1), F(2)),
                      p - F(0.5),
                      p - F(1),
                      p,
                      p + F(2),
                      2 * p,
                      std::ldexp(F(1), -30),
                      std::ldexp(F(1.75), 60),
                      F(3.14159265358979),
                      L::max(),
                      std::nextafter(L::max(), F(0)),
                      L::infinity()};
  const size_t positive = v.size();
  for (size_t i = 0; i < positive; ++i)
    v.push_back(-v[i]);
  v.push_back(L::quiet_NaN());
  v.push_back(-L::quiet_NaN());
  return v;
}

template <class F>
struct Inputs {
  std::vector<F> x, y, z;
  std::vector<int> n;
};

// Pairs of specials, then random bit patterns (every exponent equally
// often), then structured cases: exact multiples and half-multiples for
// fmod/remainder/remquo (ties), products cancelled by the addend for fma,
// halfway values for round/rint.
template <class F>
Inputs<F> makeInputs(size_t randoms, size_t structured, uint64_t seed) {
  using U = typename Fmt<F>::U;
  using L = std::numeric_limits<F>;
  Inputs<F> in;
  std::mt19937_64 rng(seed);
  auto bits = [&] {
    U u = U(rng());
    F f;
    std::memcpy(&f, &u, sizeof f);
    return f;
  };
  const int nmax = (L::max_exponent - L::min_exponent + L::digits) + 8;
  auto exponent = [&] { return int(rng() % (2 * nmax + 1)) - nmax; };
  const std::vector<F> sp = specials<F>();
  for (F a : sp)
    for (F b : sp) {
      in.x.push_back(a);
      in.y.push_back(b);
      in.z.push_back(sp[(in.x.size() * 7) % sp.size()]);
      in.n.push_back(in.x.size() % 5 == 0   ? INT_MIN + int(in.x.size() % 3)
                     : in.x.size() % 5 == 1 ? INT_MAX
                                            : exponent());
    }
  for (size_t i = 0; i < randoms; ++i) {
    in.x.push_back(bits());
    in.y.push_back(bits());
    in.z.push_back(bits());
    in.n.push_back(exponent());
  }
  const int shortBits = L::digits / 2;
  for (size_t i = 0; i < structured; ++i) {
    // y with a short significand, so that k*y and (k+1/2)*y are exact.
    F y = std::ldexp(F(int64_t(rng() % (1ull << shortBits)) | 1), int(rng() % 80) - 40);
    const int64_t k = int64_t(rng() % (1ull << (L::digits - shortBits - 2)));
    F x = (i % 2) ? F(k) * y : (F(k) + F(0.5)) * y;
    if (rng() % 2)
      x = -x;
    F a = bits(), b = bits();
    F c = -(a * b);  // the product rounded: fma keeps what it lost
    if (i % 4 == 3)
      x = F(k) + F(0.5);  // halfway between integers
    in.x.push_back(i % 3 == 2 ? a : x);
    in.y.push_back(i % 3 == 2 ? b : y);
    in.z.push_back(c);
    in.n.push_back(exponent());
  }
  return in;
}

// Output slots, as tests/kernels/math_exact.cl writes them.
enum Slot {
  FABS,
  CEIL,
  FLOOR,
  TRUNC,
  ROUND,
  RINT,
  SQRT,
  RSQRT,
  LOGB,
  NATIVE_SQRT,
  NATIVE_RECIP,
  NATIVE_RSQRT,
  HALF_SQRT,
  HALF_RECIP,
  HALF_RSQRT,
  NAN_CODE,
  COPYSIGN,
  FMIN,
  FMAX,
  FDIM,
  MAXMAG,
  MINMAG,
  NEXTAFTER,
  FMOD,
  REMAINDER,
  HYPOT,
  NATIVE_DIVIDE,
  HALF_DIVIDE,
  FMA,
  MAD,
  LDEXP,
  FMIN_SCALAR,
  FMAX_SCALAR,
  LDEXP_SCALAR,
  POINTERS,
  CBRT = POINTERS + 4 * 6,
  SLOTS
};
const char *const kSpaces[] = {"global", "private", "local", "generic"};
constexpr int kIntSlots = 1 + 4 * 2;

template <class F>
struct Checker {
  const std::string type;
  const MathMode mode;
  // A device without float denormals (CL_FP_DENORM absent): checkWidth
  // defers each input's failures, tries the operands with their subnormals
  // flushed to zero, and forgives a function what the spec's flush-to-zero
  // rules allow (math_reference.h, allowedWhenFlushing).
  const bool flushing = false;
  bool deferring = false, retrying = false;
  std::map<std::string, std::vector<std::string>> pending;  // this input's failures
  std::map<std::string, size_t> flushed;
  const bool isDouble = std::is_same_v<F, double>;
  struct Worst {
    double ulp = -1;
    std::string input;
  };
  std::map<std::string, Worst> worst;
  std::map<std::string, int> failures;
  std::map<std::string, size_t> denormals;  // results, to show they were exercised
  // The math mode's latitude (math_modes.h) and the operands of the input
  // being checked, which finite-math-only looks at.
  ModeRules rules = modeRules(mode);
  std::vector<double> args;
  size_t unchecked = 0;
  bool skipped(F want) {
    if (!modeSkips(rules, args, double(want)))
      return false;
    ++unchecked;
    return true;
  }
  bool zeroSignsAgree(F got, F want) const { return rules.zeroSignFree && got == 0 && want == 0; }

  // Functions the runtime computes itself (Backend::computesItself): their
  // departures from the library's contract are counted and reported, not
  // failed: the library's code never ran.
  std::map<std::string, size_t> runtimeOwned;
  void fail(const std::string &name, const std::string &input, const std::string &what) {
    if (deferring) {
      pending[name].push_back(input + ": " + what);
      return;
    }
    if (!backend()->computesItself(name, type).empty())
      ++runtimeOwned[name];
    else if (++failures[name] <= 4)
      ADD_FAILURE() << type << " " << name << input << ": " << what;
  }
  // The deferred failures of the functions still failing; the others were
  // allowed by flushing.
  void settle(const std::map<std::string, std::vector<std::string>> &failing) {
    for (auto &[name, what] : pending) {
      if (!failing.count(name)) {
        ++flushed[name];
        continue;
      }
      for (const std::string &w : what)
        if (!backend()->computesItself(name, type).empty())
          ++runtimeOwned[name];
        else if (++failures[name] <= 4)
          ADD_FAILURE() << type << " " << name << w;
    }
    pending.clear();
  }
  // A zero for a result that is subnormal: the spec's flushed result.
  bool flushedResult(F got, F want) const {
    return flushing && got == 0 && std::fpclassify(want) == FP_SUBNORMAL;
  }
  // got must equal want bit for bit (any NaN for a NaN).
  void exact(const std::string &name, const std::string &input, F got, F want) {
    if (skipped(want))
      return;
    if (!same(got, want) && !flushedResult(got, want) && !zeroSignsAgree(got, want))
      fail(name, input, "got " + hex(got) + ", want " + hex(want));
  }
  // Within the builtin's published bound of the exact value op computes.
  void bounded(const std::string &name, const std::string &input, F got, const MpOp &op) {
    double bound = boundOf(name, isDouble, mode);
    const F want = rounded<F>(op);
    if (skipped(want))
      return;
    if (std::fpclassify(want) == FP_SUBNORMAL && !retrying)
      ++denormals[name];
    // Under the relaxed modes, float cbrt and rsqrt are held to their
    // relaxed rows (the fraction of the bound used, against 1).
    if (rules.relaxedFloat && !isDouble && hasRelaxedBound(name)) {
      mpfr_t r;
      mpfr_init2(r, 256);
      op(r);
      const RelaxedVerdict v = judgeRelaxed(name, {args[0]}, double(got), r);
      mpfr_clear(r);
      if (!v.checked) {
        ++unchecked;
        return;
      }
      const double err = v.err == 0 ? 0 : v.err / v.limit;
      Worst &w = worst[name];
      if (err > w.ulp && !retrying)
        w = {err, input};
      if (err > 1 && !flushedResult(got, want))
        fail(name, input,
             "got " + hex(got) + ", want " + hex(want) + " (" + std::to_string(err) +
                 " of the relaxed bound " + relaxedBoundText(name) + ")");
      return;
    }
    // Exact builtins: bit for bit. The others: their distance from the exact
    // value (so a correctly rounded result measures up to 0.5).
    double err = 0;
    if (bound > 0 && std::isfinite(want) && want != 0)
      err = ulpError<F>(got, op);
    else if (!same(got, want))
      err = std::isfinite(want) && want != 0 ? ulpError<F>(got, op) : INFINITY;
    if (err > bound && (flushedResult(got, want) || zeroSignsAgree(got, want)))
      err = 0;
    Worst &w = worst[name];
    if (err > w.ulp && !retrying)
      w = {err, input};
    if (err > bound)
      fail(name, input,
           "got " + hex(got) + ", want " + hex(want) + " (" + std::to_string(err) + " ulp > " +
               std::to_string(bound) + ")");
  }
  void report() {
    for (auto &[name, w] : worst)
      std::cout << "[max ulp] " << name << " " << type
                << (mode == MathMode::Default ? "" : std::string(" ") + mathModeName(mode))
                << ": max " << w.ulp
                << (rules.relaxedFloat && !isDouble && hasRelaxedBound(name)
                        ? " of the relaxed bound " + relaxedBoundText(name)
                        : std::string(" ulp"))
                << " at" << w.input << "; " << denormals[name] << " denormal results\n";
    if (unchecked)
      std::cout << "[unchecked] " << type << " " << mathModeName(mode) << ": " << unchecked
                << " results the mode leaves free (math_modes.h)\n";
    for (auto &[name, n] : runtimeOwned)
      std::cout << "[ RUNTIME  ] " << name << " " << type << ": " << n
                << " results off the library's contract, not counted as failures: "
                << backend()->computesItself(name, type) << "\n";
    for (auto &[name, n] : flushed)
      std::cout << "[ FLUSHED  ] " << name << " " << type << ": " << n
                << " inputs accepted only by the spec's flush-to-zero rules: the device has no "
                   "float denormals (CL_DEVICE_SINGLE_FP_CONFIG lacks CL_FP_DENORM)\n";
  }
};

template <class F>
F fminRef(F a, F b, bool max) {
  if (std::isnan(a))
    return b;
  if (std::isnan(b))
    return a;
  return max ? std::fmax(a, b) : std::fmin(a, b);
}

template <class F>
void checkWidth(Backend *be, unsigned width, size_t randoms, size_t structured, MathMode mode) {
  const bool isDouble = std::is_same_v<F, double>;
  const unsigned stride = width == 3 ? 4 : width;
  Inputs<F> in = makeInputs<F>(randoms, structured, 1000 * width + isDouble);
  const size_t count = in.x.size();
  const size_t nvec = (count + width - 1) / width, groups = (nvec + 63) / 64;
  const size_t nv = groups * 64, mem = nv * stride;
  std::vector<F> x(mem, F(1)), y(mem, F(1)), z(mem, F(1)), s(nv, F(2));
  std::vector<int> n(mem, 0), sn(nv, 3);
  std::mt19937 rng(width);
  for (size_t e = 0; e < count; ++e) {
    const size_t m = e / width * stride + e % width;
    x[m] = in.x[e], y[m] = in.y[e], z[m] = in.z[e], n[m] = in.n[e];
  }
  for (size_t j = 0; j < nvec; ++j) {
    s[j] = in.y[rng() % count];
    sn[j] = in.n[rng() % count];
  }
  auto &program = be->load("math_exact.cl", mode);
  auto dx = be->upload(x), dy = be->upload(y), dz = be->upload(z), ds = be->upload(s);
  auto dn = be->upload(n), dsn = be->upload(sn);
  auto dout = be->alloc(SLOTS * mem * sizeof(F)), diout = be->alloc(kIntSlots * mem * sizeof(int));
  const std::string type = std::string(Fmt<F>::name) + (width > 1 ? std::to_string(width) : "");
  program.run("math_" + type, NDRange::linear(nv, 64),
              {dx, dy, dz, dn, ds, dsn, dout, diout, int(nv)});
  const std::vector<F> out = dout->read<F>(SLOTS * mem);
  const std::vector<int> iout = diout->read<int>(kIntSlots * mem);

  Checker<F> ck{
      type, mode,
      (std::is_same_v<F, float> && be->flushesFloatDenormals()) || modeRules(mode).mayFlush};
  const F belowOne = std::nextafter(F(1), F(0));
  for (size_t e = 0; e < count; ++e) {
    const size_t j = e / width, m = j * stride + e % width;
    const int k = n[m];
    auto got = [&](int slot) { return out[slot * mem + m]; };
    auto igot = [&](int slot) { return iout[slot * mem + m]; };
    // Every check of this input, against the references for operands
    // (a, b, c) and the vector's scalar operand ss.
    auto checkInput = [&](const F a, const F b, const F c, const F ss) {
      ck.args = {double(a), double(b), double(c)};
      const std::string in1 = "(" + hex(a) + ")";
      const std::string in2 = "(" + hex(a) + ", " + hex(b) + ")";
      Mp<F> A(a), B(b), C(c);
      auto op1 = [&](int (*f)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t)) {
        return MpOp([&, f](mpfr_ptr r) { return f(r, A.v, MPFR_RNDN); });
      };
      auto op2 = [&](int (*f)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t)) {
        return MpOp([&, f](mpfr_ptr r) { return f(r, A.v, B.v, MPFR_RNDN); });
      };
      auto roundTo = [&](int (*f)(mpfr_ptr, mpfr_srcptr)) {
        return rounded<F>([&, f](mpfr_ptr r) { return f(r, A.v); });
      };
      // rsqrt(+-0) is 1/sqrt(+-0) = +-INF, as the conformance suite's
      // reference has it (MPFR's rec_sqrt gives +INF for -0).
      const MpOp rsqrtOp = [&](mpfr_ptr r) {
        if (mpfr_zero_p(A.v)) {
          mpfr_set_inf(r, mpfr_signbit(A.v) ? -1 : 1);
          return 0;
        }
        return mpfr_rec_sqrt(r, A.v, MPFR_RNDN);
      };
      const MpOp recipOp = [&](mpfr_ptr r) { return mpfr_ui_div(r, 1, A.v, MPFR_RNDN); };

      ck.exact("fabs", in1, got(FABS), std::fabs(a));
      ck.exact("ceil", in1, got(CEIL), roundTo(mpfr_ceil));
      ck.exact("floor", in1, got(FLOOR), roundTo(mpfr_floor));
      ck.exact("trunc", in1, got(TRUNC), roundTo(mpfr_trunc));
      ck.exact("round", in1, got(ROUND), roundTo(mpfr_round));
      ck.bounded("rint", in1, got(RINT), op1(mpfr_rint));
      ck.bounded("sqrt", in1, got(SQRT), op1(mpfr_sqrt));
      ck.bounded("rsqrt", in1, got(RSQRT), rsqrtOp);
      ck.exact("logb", in1, got(LOGB), std::logb(a));
      if (!isDouble) {
        ck.bounded("native_sqrt", in1, got(NATIVE_SQRT), op1(mpfr_sqrt));
        ck.bounded("native_recip", in1, got(NATIVE_RECIP), recipOp);
        ck.bounded("native_rsqrt", in1, got(NATIVE_RSQRT), rsqrtOp);
        ck.bounded("half_sqrt", in1, got(HALF_SQRT), op1(mpfr_sqrt));
        ck.bounded("half_recip", in1, got(HALF_RECIP), recipOp);
        ck.bounded("half_rsqrt", in1, got(HALF_RSQRT), rsqrtOp);
        ck.bounded("native_divide", in2, got(NATIVE_DIVIDE), op2(mpfr_div));
        ck.bounded("half_divide", in2, got(HALF_DIVIDE), op2(mpfr_div));
      }
      if (!std::isnan(got(NAN_CODE)))
        ck.fail("nan", in1, "not a NaN: " + hex(got(NAN_CODE)));
      ck.exact("copysign", in2, got(COPYSIGN), std::copysign(a, b));
      // Which zero fmin/fmax/minmag/maxmag return for -0 and +0 is unspecified.
      auto zeros = [&](F g, F w) { return g == 0 && w == 0 ? w : g; };
      ck.exact("fmin", in2, zeros(got(FMIN), fminRef(a, b, false)), fminRef(a, b, false));
      ck.exact("fmax", in2, zeros(got(FMAX), fminRef(a, b, true)), fminRef(a, b, true));
      const std::string ins = "(" + hex(a) + ", " + hex(ss) + ")";
      ck.exact("fmin", ins, zeros(got(FMIN_SCALAR), fminRef(a, ss, false)), fminRef(a, ss, false));
      ck.exact("fmax", ins, zeros(got(FMAX_SCALAR), fminRef(a, ss, true)), fminRef(a, ss, true));
      const F mag[2] = {std::fabs(a) > std::fabs(b)   ? a
                        : std::fabs(b) > std::fabs(a) ? b
                                                      : fminRef(a, b, true),
                        std::fabs(a) < std::fabs(b)   ? a
                        : std::fabs(b) < std::fabs(a) ? b
                                                      : fminRef(a, b, false)};
      ck.exact("maxmag", in2, zeros(got(MAXMAG), mag[0]), mag[0]);
      ck.exact("minmag", in2, zeros(got(MINMAG), mag[1]), mag[1]);
      ck.bounded("fdim", in2, got(FDIM), op2(mpfr_dim));
      ck.exact("nextafter", in2, got(NEXTAFTER), std::nextafter(a, b));
      ck.bounded("fmod", in2, got(FMOD), op2(mpfr_fmod));
      ck.bounded("remainder", in2, got(REMAINDER), op2(mpfr_remainder));
      ck.bounded("hypot", in2, got(HYPOT), op2(mpfr_hypot));
      ck.bounded("cbrt", in1, got(CBRT), op1(mpfr_cbrt));
      const std::string in3 = "(" + hex(a) + ", " + hex(b) + ", " + hex(c) + ")";
      const MpOp fmaOp = [&](mpfr_ptr r) { return mpfr_fma(r, A.v, B.v, C.v, MPFR_RNDN); };
      ck.bounded("fma", in3, got(FMA), fmaOp);
      {
        // mad: a correctly rounded fma, or a rounded product then a rounded sum.
        volatile F product = a * b;
        volatile F twice = product + c;
        const F g = got(MAD);
        if (!same(g, F(twice)))
          ck.bounded("mad", in3, g, fmaOp);
      }
      auto ldexpOp = [&](long e) {
        return MpOp([&, e](mpfr_ptr r) { return mpfr_mul_2si(r, A.v, e, MPFR_RNDN); });
      };
      ck.bounded("ldexp", "(" + hex(a) + ", " + std::to_string(k) + ")", got(LDEXP), ldexpOp(k));
      ck.bounded("ldexp", "(" + hex(a) + ", " + std::to_string(sn[j]) + ")", got(LDEXP_SCALAR),
                 ldexpOp(sn[j]));
      // FP_ILOGB0 and FP_ILOGBNAN are OpenCL's (INT_MIN, INT_MAX), not the host's.
      const int wantIlogb = a == 0 ? INT_MIN : !std::isfinite(a) ? INT_MAX : std::ilogb(a);
      if (igot(0) != wantIlogb)
        ck.fail("ilogb", in1, std::to_string(igot(0)) + ", want " + std::to_string(wantIlogb));

      // The pointer builtins, once per address space.
      int fe = 0;
      const F fm = std::frexp(a, &fe);
      const int wantExp = std::isfinite(a) ? fe : 0;
      F ip = 0;
      const F mf = std::modf(a, &ip);
      F fl, fr;
      if (std::isnan(a))
        fl = fr = a;
      else if (std::isinf(a))
        fl = a, fr = std::copysign(F(0), a);
      else if (a == 0)
        fl = fr = a;
      else {
        fl = std::floor(a);
        Mp<F> FL(fl);
        fr = std::min(rounded<F>([&](mpfr_ptr r) { return mpfr_sub(r, A.v, FL.v, MPFR_RNDN); }),
                      belowOne);
      }
      long q = 0;
      F rq = rounded<F>([&](mpfr_ptr r) { return mpfr_remquo(r, &q, A.v, B.v, MPFR_RNDN); });
      const int wantQuo = std::isnan(rq) ? 0 : int(q < 0 ? -(-q & 127) : (q & 127));
      for (int sp = 0; sp < 4; ++sp) {
        const int base = POINTERS + 6 * sp, ibase = 1 + 2 * sp;
        const std::string where = std::string(" [") + kSpaces[sp] + "]";
        ck.exact("frexp", in1 + where, got(base + 0), fm);
        if (igot(ibase) != wantExp)
          ck.fail("frexp", in1 + where,
                  "exponent " + std::to_string(igot(ibase)) + ", want " + std::to_string(wantExp));
        ck.exact("modf", in1 + where, got(base + 1), mf);
        ck.exact("modf", in1 + where + " *iptr", got(base + 2), ip);
        ck.exact("fract", in1 + where, got(base + 3), fr);
        ck.exact("fract", in1 + where + " *iptr", got(base + 4), fl);
        ck.exact("remquo", in2 + where, got(base + 5), rq);
        if (igot(ibase + 1) != wantQuo)
          ck.fail("remquo", in2 + where,
                  "quo " + std::to_string(igot(ibase + 1)) + ", want " + std::to_string(wantQuo));
      }
    };
    const F ops[4] = {x[m], y[m], z[m], s[j]};
    if (!ck.flushing) {
      checkInput(ops[0], ops[1], ops[2], ops[3]);
      continue;
    }
    ck.deferring = true;
    checkInput(ops[0], ops[1], ops[2], ops[3]);
    std::map<std::string, std::vector<std::string>> failing = ck.pending;
    // Each choice of subnormal operands flushed to zero: a function that
    // passes with one of them is allowed.
    for (unsigned mask = 1; mask < 16 && !failing.empty(); ++mask) {
      F f[4] = {ops[0], ops[1], ops[2], ops[3]};
      bool valid = true;
      for (int o = 0; o < 4; ++o)
        if (mask & (1u << o)) {
          valid = valid && std::fpclassify(f[o]) == FP_SUBNORMAL;
          f[o] = std::copysign(F(0), f[o]);
        }
      if (!valid)
        continue;
      auto kept = std::move(ck.pending);
      ck.pending.clear();
      ck.retrying = true;
      checkInput(f[0], f[1], f[2], f[3]);
      ck.retrying = false;
      for (auto it = failing.begin(); it != failing.end();)
        it = ck.pending.count(it->first) ? std::next(it) : failing.erase(it);
      ck.pending = std::move(kept);
    }
    ck.deferring = false;
    ck.settle(failing);
  }
  ck.report();
}

struct Case {
  bool isDouble;
  unsigned width;
  MathMode mode = MathMode::Default;
  friend void PrintTo(const Case &c, std::ostream *os) {
    *os << (c.isDouble ? "double" : "float") << c.width;
  }
};

class MathExact : public ::testing::TestWithParam<Case> {};

// Scalars carry the bulk (2^16 random inputs and more); each vector width
// gets the specials and a smaller sample, enough to see every lane work.
TEST_P(MathExact, MatchesMpfr) {
  CLBTEST_BACKEND_OR_SKIP(be);
  const Case c = GetParam();
  CLBTEST_SKIP_WITHOUT_TYPE(be, c.isDouble ? "double" : "float");
  CLBTEST_SKIP_WITHOUT_MODE(be, c.mode);
  const bool full = c.mode == MathMode::Default;
  const size_t randoms = c.width == 1 ? randomSamples(full ? 65536 : 4096) : 1024,
               structured = c.width == 1 ? (full ? 8192 : 1024) : 512;
  if (c.isDouble)
    checkWidth<double>(be, c.width, randoms, structured, c.mode);
  else
    checkWidth<float>(be, c.width, randoms, structured, c.mode);
}

// The correctly rounded mode's cases are float's alone (the option changes
// the float functions).
// The correctly rounded mode's scalars draw 2^12 random inputs and 2^10 structured ones (its
// functions, the double-based ones, are swept exhaustively on the GPU:
// docs/accuracy.md); every special value and threshold stays.
std::vector<Case> allCases(MathMode mode) {
  std::vector<Case> cases;
  for (bool d : {false, true})
    if (!d || mode == MathMode::Default)
      for (unsigned w : {1u, 2u, 3u, 4u, 8u, 16u})
        cases.push_back({d, w, mode});
  return cases;
}

// The option modes (math_modes.h): float scalars and float4 (the relaxed
// modes' cbrt and rsqrt; every other builtin here keeps its bound), double
// scalars, which the options must leave as they are.
std::vector<Case> optionModeCases() {
  std::vector<Case> cases;
  for (MathMode mode : kOptionMathModes) {
    cases.push_back({false, 1, mode});
    if (mode == MathMode::UnsafeMath || mode == MathMode::FastRelaxed)
      cases.push_back({false, 4, mode});
    if (mode != MathMode::FastRelaxed)
      cases.push_back({true, 1, mode});
  }
  return cases;
}

std::string caseName(const ::testing::TestParamInfo<Case> &info) {
  const MathMode m = info.param.mode;
  const std::string prefix = m == MathMode::Default || m == MathMode::CorrectlyRounded
                                 ? ""
                                 : std::string(mathModePrefix(m)) + "_";
  return prefix + (info.param.isDouble ? "double" : "float") + std::to_string(info.param.width);
}
INSTANTIATE_TEST_SUITE_P(Types, MathExact, ::testing::ValuesIn(allCases(MathMode::Default)),
                         caseName);
INSTANTIATE_TEST_SUITE_P(CorrectlyRounded, MathExact,
                         ::testing::ValuesIn(allCases(MathMode::CorrectlyRounded)), caseName);
INSTANTIATE_TEST_SUITE_P(Modes, MathExact, ::testing::ValuesIn(optionModeCases()), caseName);

}  // namespace
}  // namespace clbtest
