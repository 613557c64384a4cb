// Checks the float cores (generic/math/float/, compiled for this host by
// float-core-sweep.sh) on every float input: all 2^32 for a one-argument
// core, a grid of special values and 2^k random pairs for a two-argument one
// (and every n in [-70, 70] with sampled x for pown and rootn).
//
// Two references, so that 2^32 inputs take a minute, not a day: the host's
// glibc double function (long double for the pi-scaled ones), whose error,
// about 2^-29 float ulp, is far below what is measured; and, for every input
// where the core's result is more than 0.75 ulp from that or the two disagree
// in kind (NaN, infinity, zero sign), MPFR at 128 bits with the spec's special
// cases (tools/lab/accuracy/mpfr_reference.h), which has the last word. The
// largest error MPFR confirms, its input, and the share of results that are
// not correctly rounded (against the glibc reference) are printed; the exit
// status is 1 if an error exceeds the bound (default 1 ulp).
//
//   float_core_sweep NAME [--bound ULPS] [--pairs LOG2] [--from BITS --to BITS]
//                         [--stride N]
//
// --stride N tests every Nth bit pattern of [from, to) (a prime such as 61
// spreads them over every exponent and mantissa pattern): a quick check
// while a core is written, the whole range once it is done.
#include "float_ulp_error.h"
#include "mpfr_reference.h"

#include <clb/float_core_names.h>

#include <atomic>
#include <cfloat>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

// Weak: a core not yet written is a null pointer, reported by name.
extern "C" {
#define CLB_DECL1(name) __attribute__((weak)) float __clb_##name##f(float);
#define CLB_DECL2(name) __attribute__((weak)) float __clb_##name##f(float, float);
#define CLB_DECLN(name) __attribute__((weak)) float __clb_##name##f(float, int);
CLB_FLOAT_CORES_1(CLB_DECL1)
CLB_FLOAT_CORES_2(CLB_DECL2)
CLB_FLOAT_CORES_N(CLB_DECLN)
__attribute__((weak)) float __clb_lgamma_rf(float, int *);
__attribute__((weak)) float __clb_sincosf(float, float *);
}

namespace {

const long double kPi = 3.141592653589793238462643383279502884L;

// x - 2 round(x / 2), exact for a float x: sinpi's argument in [-1, 1].
long double reduce2(double x) {
  return (long double)x - 2.0L * nearbyintl((long double)x / 2);
}
long double sinpiRef(double x) {
  if (std::isinf(x))
    return NAN;
  long double r = reduce2(x);
  if (r == 0)
    return copysignl(0.0L, x);  // sinpi(n) = +-0 by the sign of x
  return sinl(kPi * r);
}
long double cospiRef(double x) {
  if (std::isinf(x))
    return NAN;
  long double r = fabsl(reduce2(x));
  if (r == 0.5L)
    return 0.0L;
  return cosl(kPi * r);
}
long double tanpiRef(double x) {
  long double s = sinpiRef(x), c = cospiRef(x);
  if (c == 0)
    return std::fmod(std::fabs(x) - 0.5, 2.0) == 0 ? copysignl(INFINITY, x)
                                                   : -copysignl(INFINITY, x);
  return s / c;
}

struct Core {
  const char *name;
  int arity;  // 1, 2, or 3 for (float, int)
  float (*f1)(float);
  float (*f2)(float, float);
  float (*fn)(float, int);
  long double (*r1)(double);
  long double (*r2)(double, double);
  long double (*rn)(double, int);
};

long double lgammaRef(double x) {
  return lgamma(x);
}
long double sincosCosRef(double x) {
  return cos(x);
}
float sincosCos(float x) {
  float c;
  (void)__clb_sincosf(x, &c);
  return c;
}
float sincosSin(float x) {
  float c;
  return __clb_sincosf(x, &c);
}
float lgammaR(float x) {
  int s;
  return __clb_lgamma_rf(x, &s);
}
long double powrRef(double x, double y) {
  // powr: x < 0 NaN; the rest as pow but for the special cases MPFR settles.
  if (x < 0)
    return NAN;
  return powl(x, y);
}
long double rootnRef(double x, int n) {
  if (n == 0)
    return NAN;
  if (x < 0 && n % 2 == 0)
    return NAN;
  long double r = powl(fabsl(x), 1.0L / n);
  return x < 0 ? -r : (x == 0 ? (n > 0 ? copysignl(0.0L, x) : copysignl(INFINITY, x)) : r);
}
long double pownRef(double x, int n) {
  return powl(x, n);
}

#define R1(name, expr)                                                 \
  {                                                                    \
#name, 1, __clb_##name##f, nullptr, nullptr,                       \
        [](double x) -> long double { return expr; }, nullptr, nullptr \
  }
#define R2(name, expr)                                                  \
  {                                                                     \
#name, 2, nullptr, __clb_##name##f, nullptr, nullptr,               \
        [](double x, double y) -> long double { return expr; }, nullptr \
  }
#define RN(name, expr)                                             \
  {                                                                \
#name, 3, nullptr, nullptr, __clb_##name##f, nullptr, nullptr, \
        [](double x, int n) -> long double { return expr; }        \
  }
const Core kCores[] = {
    R1(acos, acos(x)),
    R1(acosh, acosh(x)),
    R1(acospi, acosl(x) / kPi),
    R1(asin, asin(x)),
    R1(asinh, asinh(x)),
    R1(asinpi, asinl(x) / kPi),
    R1(atan, atan(x)),
    R1(atanh, atanh(x)),
    R1(atanpi, atanl(x) / kPi),
    R1(cbrt, cbrt(x)),
    R1(cos, cos(x)),
    R1(cosh, cosh(x)),
    R1(cospi, cospiRef(x)),
    R1(erf, erf(x)),
    R1(erfc, erfc(x)),
    R1(exp, exp(x)),
    R1(exp10, exp10(x)),
    R1(exp2, exp2(x)),
    R1(expm1, expm1(x)),
    R1(lgamma, lgammaRef(x)),
    R1(log, log(x)),
    R1(log10, log10(x)),
    R1(log1p, log1p(x)),
    R1(log2, log2(x)),
    R1(rsqrt, x == 0 ? copysignl(INFINITY, x) : 1.0L / sqrtl(x)),
    R1(sin, sin(x)),
    R1(sinh, sinh(x)),
    R1(sinpi, sinpiRef(x)),
    R1(tan, tan(x)),
    R1(tanh, tanh(x)),
    R1(tanpi, tanpiRef(x)),
    R1(tgamma, tgamma(x)),
    R2(atan2, atan2(x, y)),
    R2(atan2pi, atan2l(x, y) / kPi),
    R2(hypot, hypot(x, y)),
    R2(pow, powl(x, y)),
    R2(powr, powrRef(x, y)),
    RN(pown, pownRef(x, n)),
    RN(rootn, rootnRef(x, n)),
    // The cores with a second result, each result its own entry.
    {"sincos_sin", 1, sincosSin, nullptr, nullptr, [](double x) -> long double { return sin(x); },
     nullptr, nullptr},
    {"sincos_cos", 1, sincosCos, nullptr, nullptr, sincosCosRef, nullptr, nullptr},
    {"lgamma_r", 1, lgammaR, nullptr, nullptr, lgammaRef, nullptr, nullptr},
};

// The MPFR reference's name for a core's entry.
const char *mpfrName(const std::string &name) {
  if (name == "sincos_sin")
    return "sin";
  if (name == "sincos_cos")
    return "cos";
  if (name == "lgamma_r")
    return "lgamma";
  return nullptr;
}

struct Worst {
  double ulps = 0;
  float x = 0, y = 0;
  int n = 0;
  float got = 0;
  double want = 0;
};

// The error of got at (x, y, n): the fast reference first, MPFR where it
// matters. Returns the error in ulps (INFINITY for a special mismatch).
double measure(const Core &c, clbacc::Mpfr &m, const clbacc::Function *exact, float x, float y,
               int n, float got, bool *notCr, double *want) {
  long double ref = c.arity == 1 ? c.r1(x) : c.arity == 2 ? c.r2(x, y) : c.rn(x, n);
  double hi = (double)ref, lo = (double)(ref - (long double)hi);
  clbsweep::FloatError e = clbsweep::floatError(got, hi, lo);
  *want = hi;
  *notCr = e.special || e.ulps > 0.5;
  // Settled here: a finite result close to the reference, or the same
  // special value as the reference's (NaN, an infinity, a zero of the same
  // sign; glibc is exact for those). The rest goes to MPFR.
  if (!e.special && e.ulps <= 0.75 && std::isfinite(hi) && hi != 0)
    return e.ulps;
  const float hf = (float)hi;
  if ((std::isnan(got) && std::isnan(hi)) ||
      ((std::isinf(hi) || hi == 0) && got == hf && std::signbit(got) == std::signbit(hf)))
    return 0;
  exact->ref(m, x, y, n);
  double u = clbacc::ulpsAt(clbtest::kFloat, got, m.r);
  // A zero of the wrong sign is an error however small, also where the
  // exact value is a tiny non-zero one that rounds to zero (tgamma's first
  // core gave -0 for +tiny results, which 0 ulp let through).
  if (got == 0 && !mpfr_nan_p(m.r) && std::signbit(got) != (mpfr_signbit(m.r) != 0))
    u = INFINITY;
  *want = mpfr_get_d(m.r, MPFR_RNDN);
  *notCr = u > 0.5;
  return u;
}

// One thread's tally, merged at the end.
struct Partial {
  uint64_t count = 0, notCr = 0, over = 0, specials = 0;
  Worst worst;
  bool haveOver = false;
  float ox = 0, oy = 0;
  int on = 0;
  void add(double u, bool nc, double bound, float x, float y, int n, float got, double want) {
    ++count;
    notCr += nc;
    if (u > bound) {
      if (!haveOver) {
        haveOver = true;
        ox = x;
        oy = y;
        on = n;
      }
      ++over;
    }
    if (std::isinf(u))
      ++specials;
    if (u > worst.ulps)
      worst = {u, x, y, n, got, want};
  }
};

float bitsToFloat(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr,
                 "usage: float_core_sweep NAME|--list [--bound ULPS] [--pairs LOG2] [--from BITS "
                 "--to BITS] [--stride N]\n");
    return 2;
  }
  std::string name = argv[1];
  if (name == "--list") {  // the entries whose cores are built
    for (const Core &c : kCores) {
      const std::string n = c.name;
      const bool wrapped = n == "lgamma_r"              ? __clb_lgamma_rf != nullptr
                           : n.rfind("sincos_", 0) == 0 ? __clb_sincosf != nullptr
                                                        : true;
      if (wrapped && (c.f1 || c.f2 || c.fn))
        std::printf("%s\n", c.name);
    }
    return 0;
  }
  double bound = 1.0;
  int pairsLog2 = 26;
  uint64_t from = 0, to = 0x100000000ull, stride = 1;
  for (int i = 2; i < argc; ++i) {
    if (!std::strcmp(argv[i], "--bound") && i + 1 < argc)
      bound = std::atof(argv[++i]);
    else if (!std::strcmp(argv[i], "--pairs") && i + 1 < argc)
      pairsLog2 = std::atoi(argv[++i]);
    else if (!std::strcmp(argv[i], "--from") && i + 1 < argc)
      from = std::strtoull(argv[++i], nullptr, 0);
    else if (!std::strcmp(argv[i], "--to") && i + 1 < argc)
      to = std::strtoull(argv[++i], nullptr, 0);
    else if (!std::strcmp(argv[i], "--stride") && i + 1 < argc)
      stride = std::strtoull(argv[++i], nullptr, 0);
    else {
      std::fprintf(stderr, "float_core_sweep: unknown argument '%s'\n", argv[i]);
      return 2;
    }
  }
  const Core *core = nullptr;
  for (const Core &c : kCores)
    if (name == c.name)
      core = &c;
  if (!core) {
    std::fprintf(stderr, "float_core_sweep: no float core named '%s'\n", name.c_str());
    return 2;
  }
  // The entries of the two-result cores call them through wrappers.
  const bool wrapped = name == "lgamma_r"              ? __clb_lgamma_rf != nullptr
                       : name.rfind("sincos_", 0) == 0 ? __clb_sincosf != nullptr
                                                       : true;
  if (!wrapped || (core->arity == 1 && !core->f1) || (core->arity == 2 && !core->f2) ||
      (core->arity == 3 && !core->fn)) {
    std::fprintf(stderr, "float_core_sweep: the core of '%s' is not built (generic/math/float/)\n",
                 name.c_str());
    return 2;
  }
  const char *mn = mpfrName(name);
  const clbacc::Function *exact = clbacc::findFunction(mn ? mn : name.c_str());
  if (!exact) {
    std::fprintf(stderr, "float_core_sweep: no MPFR reference for '%s'\n", name.c_str());
    return 2;
  }
  unsigned threads = std::thread::hardware_concurrency();
  if (threads == 0)
    threads = 2;
  std::vector<Partial> parts(threads);
  std::atomic<uint64_t> next{0};
  std::vector<std::thread> pool;
  const Core &c = *core;
  if (c.arity == 1) {
    next = from;
    for (unsigned t = 0; t < threads; ++t)
      pool.emplace_back([&, t] {
        clbacc::Mpfr m;
        m.precision = 24;
        Partial &p = parts[t];
        for (;;) {
          uint64_t lo = next.fetch_add(1 << 16), hi = std::min<uint64_t>(to, lo + (1 << 16));
          if (lo >= to)
            break;
          for (uint64_t b = lo; b < hi; ++b) {
            if (stride > 1 && (b - from) % stride)
              continue;
            float x = bitsToFloat((uint32_t)b);
            float got = c.f1(x);
            bool nc;
            double want;
            double u = measure(c, m, exact, x, 0, 0, got, &nc, &want);
            p.add(u, nc, bound, x, 0, 0, got, want);
          }
        }
      });
  } else {
    // The special values and their neighbours against each other, then
    // random pairs: uniform bit patterns (every exponent alike) and pairs
    // near 1 (pow's hardest region), a third each.
    std::vector<float> grid;
    const float specials[] = {0.0f,  1.0f,    2.0f,    0.5f,         3.0f,     10.0f, 1e-10f,
                              1e10f, FLT_MIN, FLT_MAX, FLT_TRUE_MIN, INFINITY, NAN,   1.5f,
                              0.25f, 100.0f,  1e-38f,  126.5f,       149.5f};
    for (float s : specials)
      for (float v : {s, std::nextafter(s, 0.0f), std::nextafter(s, INFINITY)}) {
        grid.push_back(v);
        grid.push_back(-v);
      }
    const uint64_t total = (uint64_t)grid.size() * grid.size() + (1ull << pairsLog2);
    for (unsigned t = 0; t < threads; ++t)
      pool.emplace_back([&, t] {
        clbacc::Mpfr m;
        m.precision = 24;
        Partial &p = parts[t];
        std::mt19937_64 rng(0x5eed + t);
        for (;;) {
          uint64_t lo = next.fetch_add(1 << 12), hi = std::min<uint64_t>(total, lo + (1 << 12));
          if (lo >= total)
            break;
          for (uint64_t i = lo; i < hi; ++i) {
            float x, y;
            int n = 0;
            if (i < grid.size() * grid.size()) {
              x = grid[i / grid.size()];
              y = grid[i % grid.size()];
            } else {
              uint64_t r = rng();
              x = bitsToFloat((uint32_t)r);
              y = bitsToFloat((uint32_t)(r >> 32));
              if (i % 3 == 1)
                x = 1.0f + (float)((int32_t)(r & 0xfffff) - 0x80000) * 0x1p-23f;
              if (i % 3 == 2) {
                y = (float)((int64_t)(r >> 40) - 0x800000) * 0x1p-10f;  // moderate exponents
              }
            }
            if (c.arity == 3) {
              n = (int)(i % 141) - 70;
              if (i % 7 == 0)
                n = (int)(rng() & 0x7fffffff) * ((i & 8) ? -1 : 1);
            }
            float got = c.arity == 2 ? c.f2(x, y) : c.fn(x, n);
            bool nc;
            double want;
            double u = measure(c, m, exact, x, y, n, got, &nc, &want);
            p.add(u, nc, bound, x, y, n, got, want);
          }
        }
      });
  }
  for (std::thread &t : pool)
    t.join();
  Partial all;
  for (const Partial &p : parts) {
    all.count += p.count;
    all.notCr += p.notCr;
    all.specials += p.specials;
    if (p.over && !all.haveOver) {
      all.haveOver = true;
      all.ox = p.ox;
      all.oy = p.oy;
      all.on = p.on;
    }
    all.over += p.over;
    if (p.worst.ulps > all.worst.ulps)
      all.worst = p.worst;
  }
  const Worst &w = all.worst;
  std::printf("%s: %" PRIu64 " inputs, max %.4f ulp at x = %a", name.c_str(), all.count, w.ulps,
              w.x);
  if (c.arity == 2)
    std::printf(" y = %a", w.y);
  if (c.arity == 3)
    std::printf(" n = %d", w.n);
  std::printf(" (got %a, exact %a); not correctly rounded: %" PRIu64
              " (%.3g%%); over %.3g ulp: %" PRIu64 " (special mismatches %" PRIu64 ")\n",
              w.got, w.want, all.notCr, 100.0 * all.notCr / (double)all.count, bound, all.over,
              all.specials);
  if (all.over) {
    std::printf("%s: FAIL, first input over the bound: x = %a", name.c_str(), all.ox);
    if (c.arity == 2)
      std::printf(" y = %a", all.oy);
    if (c.arity == 3)
      std::printf(" n = %d", all.on);
    std::printf("\n");
    return 1;
  }
  return 0;
}
