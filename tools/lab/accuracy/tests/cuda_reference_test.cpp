// The float sweep's reference helpers (tools/lab/accuracy/cuda_reference.cuh),
// compiled for the host: powr and rootn against MPFR's (IEEE 754's powr and
// rootn, which the spec's edge-case lists follow) on every pair of special
// and ordinary values, nextafter against the C library's nextafterf on every
// pair, maxmag and minmag on the cases the spec's definition spells out.
// The results of the builtins with a second result, on the special and
// ordinary values and every 65537th float bit pattern: fract against MPFR's
// x - floor(x) and the spec's list, modf and frexp against the C library's
// float functions, ilogb against the exponent read from the bits, lgamma_r's
// sign against MPFR's. Prints each disagreement; exits non-zero if there is
// any.
#include "cuda_reference.cuh"

#include <mpfr.h>

#include <cfloat>
#include <climits>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <vector>

namespace {

int failures = 0;

// Same NaN-ness; equal infinities and zeros (with their signs); otherwise
// within rel of each other.
bool close(double got, double want, double rel) {
  if (std::isnan(got) || std::isnan(want))
    return std::isnan(got) && std::isnan(want);
  if (std::isinf(want) || want == 0)
    return got == want && std::signbit(got) == std::signbit(want);
  return std::fabs(got - want) <= rel * std::fabs(want);
}

void report(const char *what, double x, double y, double got, double want) {
  std::printf("FAIL %s(%a, %a): %a, want %a\n", what, x, y, got, want);
  ++failures;
}

const std::vector<float> &values() {
  static const std::vector<float> v = {
      0.0f,        -0.0f,          0x1p-149f, -0x1p-149f, 0x1.fffffcp-127f,
      FLT_MIN,     -FLT_MIN,       0.25f,     -0.25f,     0.5f,
      -0.5f,       0x1.fffffep-1f, 1.0f,      -1.0f,      0x1.000002p+0f,
      1.5f,        2.0f,           -2.0f,     3.0f,       -3.0f,
      0x1p23f + 1, -(0x1p23f + 1), 1e10f,     -1e10f,     FLT_MAX,
      -FLT_MAX,    INFINITY,       -INFINITY, NAN};
  return v;
}

void checkPowr() {
  mpfr_t mx, my, mr;
  mpfr_inits2(128, mx, my, mr, (mpfr_ptr) nullptr);
  for (float x : values())
    for (float y : values()) {
      double want;
      if (std::isnan(y)) {
        want = NAN;  // powr(x, NaN) is NaN for every x, 1 included
      } else {
        mpfr_set_flt(mx, x, MPFR_RNDN);
        mpfr_set_flt(my, y, MPFR_RNDN);
        mpfr_powr(mr, mx, my, MPFR_RNDN);
        want = mpfr_get_d(mr, MPFR_RNDN);
      }
      const double got = clb_powr(x, y);
      if (!close(got, want, 0x1p-50))
        report("powr", x, y, got, want);
    }
  mpfr_clears(mx, my, mr, (mpfr_ptr) nullptr);
}

void checkRootn() {
  const int ns[] = {0, 1,  -1, 2,   -2,   3,       -3,      4,          -4,
                    5, -5, 7,  300, -300, INT_MIN, INT_MAX, INT_MIN + 1};
  mpfr_t mx, mr;
  mpfr_inits2(128, mx, mr, (mpfr_ptr) nullptr);
  for (float x : values())
    for (int n : ns) {
      mpfr_set_flt(mx, x, MPFR_RNDN);
      mpfr_rootn_si(mr, mx, n, MPFR_RNDN);
      const double want = mpfr_get_d(mr, MPFR_RNDN), got = clb_rootn(x, n);
      // 1/n rounded to double: relative error up to 103 * 2^-53 (header).
      if (!close(got, want, 0x1p-45))
        report("rootn", x, n, got, want);
    }
  mpfr_clears(mx, mr, (mpfr_ptr) nullptr);
}

void checkNextafter() {
  for (float x : values())
    for (float y : values()) {
      const float want = std::nextafterf(x, y);
      const float got = float(clb_nextafter(x, y));
      uint32_t g, w;
      std::memcpy(&g, &got, 4);
      std::memcpy(&w, &want, 4);
      if (!(std::isnan(got) && std::isnan(want)) && g != w)
        report("nextafter", x, y, got, want);
    }
}

void checkMagnitudes() {
  struct Case {
    double x, y, maxmag, minmag;
  };
  // |x| > |y| picks x, |y| > |x| picks y, equal magnitudes and NaN fall to
  // fmax/fmin (which return the number against a NaN).
  const Case cases[] = {{-3, 2, -3, 2},
                        {2, -3, -3, 2},
                        {2, -2, 2, -2},
                        {-2, 2, 2, -2},
                        {-INFINITY, 1, -INFINITY, 1},
                        {NAN, -1, -1, -1},
                        {-1, NAN, -1, -1},
                        {0x1p-149, -0.0, 0x1p-149, -0.0},
                        {-INFINITY, INFINITY, INFINITY, -INFINITY}};
  for (const Case &c : cases) {
    if (!close(clb_maxmag(c.x, c.y), c.maxmag, 0))
      report("maxmag", c.x, c.y, clb_maxmag(c.x, c.y), c.maxmag);
    if (!close(clb_minmag(c.x, c.y), c.minmag, 0))
      report("minmag", c.x, c.y, clb_minmag(c.x, c.y), c.minmag);
  }
  if (!std::isnan(clb_maxmag(NAN, NAN)) || !std::isnan(clb_minmag(NAN, NAN)))
    report("maxmag/minmag", NAN, NAN, clb_maxmag(NAN, NAN), NAN);
}

// The special and ordinary values, negative non-integers on both sides of
// -1 ... -4 (lgamma_r's sign changes there), tiny negatives (fract's bound
// below 1), and every 65537th bit pattern (all exponents, NaNs included).
std::vector<float> unaryInputs() {
  std::vector<float> v = values();
  for (float f : {-0.5f, -1.5f, -2.5f, -3.5f, -0x1.000002p+0f, -0x1.fffffep+0f, -0x1.fffffep+1f,
                  -0x1p-149f, -0x1p-30f, -0x1p-25f, -0x1p-24f, -0x1.8p-24f, -0x1p-23f, -0x1p23f,
                  -0x1.fffffep+22f, 0x1.fffffep+22f, 1e-30f, -1e-30f})
    v.push_back(f);
  for (uint64_t b = 0; b <= 0xffffffffull; b += 65537) {
    float f;
    const uint32_t u = uint32_t(b);
    std::memcpy(&f, &u, 4);
    v.push_back(f);
  }
  return v;
}

// Same bits, or both NaN.
bool same(double got, double want) {
  return (std::isnan(got) && std::isnan(want)) ||
         (got == want && std::signbit(got) == std::signbit(want));
}

void checkFract(const std::vector<float> &in) {
  // The spec's list, then fmin(x - floor(x), 0x1.fffffep-1) from MPFR.
  const double cases[][2] = {{0.0, 0.0},
                             {-0.0, -0.0},
                             {INFINITY, 0.0},
                             {-INFINITY, -0.0},
                             {-0x1p-149, 0x1.fffffep-1},
                             {-1.5, 0.5},
                             {-3.0, 0.0},
                             {0x1.fffffep-1, 0x1.fffffep-1}};
  for (const auto &c : cases)
    if (!same(clb_fract(c[0]), c[1]))
      report("fract", c[0], 0, clb_fract(c[0]), c[1]);
  if (!std::isnan(clb_fract(NAN)))
    report("fract", NAN, 0, clb_fract(NAN), NAN);
  mpfr_t mx, mf, mr;
  mpfr_inits2(256, mx, mf, mr, (mpfr_ptr) nullptr);
  for (float x : in) {
    if (!std::isfinite(x) || x == 0)
      continue;
    mpfr_set_flt(mx, x, MPFR_RNDN);
    mpfr_floor(mf, mx);
    mpfr_sub(mr, mx, mf, MPFR_RNDN);  // exact: 1 + x needs at most 173 bits
    const double want =
        mpfr_cmp_d(mr, 0x1.fffffep-1) > 0 ? 0x1.fffffep-1 : mpfr_get_d(mr, MPFR_RNDN);
    if (!same(clb_fract(x), want))
      report("fract", x, 0, clb_fract(x), want);
  }
  mpfr_clears(mx, mf, mr, (mpfr_ptr) nullptr);
}

void checkModfFrexp(const std::vector<float> &in) {
  for (float x : in) {
    float ip;
    const float frac = std::modf(x, &ip);  // C99 F.9.3.12 is the spec's definition
    if (!same(clb_modf(x), frac))
      report("modf", x, 0, clb_modf(x), frac);
    int e = 0;
    const float m = std::frexp(x, &e);
    if (!same(clb_frexp_mantissa(x), m))
      report("frexp mantissa", x, 0, clb_frexp_mantissa(x), m);
    const int wantE = std::isfinite(x) && x != 0 ? e : 0;  // the spec: 0 for INF, NaN
    if (clb_frexp_exponent(x) != wantE)
      report("frexp exponent", x, 0, clb_frexp_exponent(x), wantE);
  }
}

void checkIlogb(const std::vector<float> &in) {
  for (float x : in) {
    uint32_t b;
    std::memcpy(&b, &x, 4);
    const int field = int(b >> 23 & 0xff);
    const uint32_t mant = b & 0x7fffff;
    int want;
    if (field == 0xff)
      want = INT_MAX;  // FP_ILOGBNAN; INF too
    else if (field == 0 && mant == 0)
      want = INT_MIN;  // FP_ILOGB0
    else if (field == 0) {
      int top = 22;
      while (!(mant >> top & 1))
        --top;
      want = -149 + top;
    } else
      want = field - 127;
    if (clb_ilogb(x) != want)
      report("ilogb", x, 0, clb_ilogb(x), want);
  }
}

void checkLgammaSign(const std::vector<float> &in) {
  mpfr_t mx, mr;
  mpfr_inits2(64, mx, mr, (mpfr_ptr) nullptr);
  for (float x : in) {
    int want = 0;  // NaN, zeros, negative integers and -INF
    if (!std::isnan(x) && !(x <= 0 && x == std::floor(x))) {
      mpfr_set_flt(mx, x, MPFR_RNDN);
      mpfr_lgamma(mr, &want, mx, MPFR_RNDN);
    }
    if (clb_lgamma_sign(x) != want)
      report("lgamma_r sign", x, 0, clb_lgamma_sign(x), want);
  }
  mpfr_clears(mx, mr, (mpfr_ptr) nullptr);
}

}  // namespace

int main() {
  checkPowr();
  checkRootn();
  checkNextafter();
  checkMagnitudes();
  const std::vector<float> in = unaryInputs();
  checkFract(in);
  checkModfFrexp(in);
  checkIlogb(in);
  checkLgammaSign(in);
  const size_t n = values().size();
  std::printf(
      "cuda_reference: powr and nextafter on %zu pairs, rootn on %zu, maxmag/minmag on 10, "
      "fract, modf, frexp, ilogb and lgamma_r's sign on %zu values: %d disagreements\n",
      n * n, n * 17, in.size(), failures);
  return failures ? 1 : 0;
}
