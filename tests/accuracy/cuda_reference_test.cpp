// The float sweep's reference helpers (tools/accuracy/cuda_reference.cuh),
// compiled for the host: powr and rootn against MPFR's (IEEE 754's powr and
// rootn, which the spec's edge-case lists follow) on every pair of special
// and ordinary values, nextafter against the C library's nextafterf on every
// pair, maxmag and minmag on the cases the spec's definition spells out.
// Prints each disagreement; exits non-zero if there is any.
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
      0.0f, -0.0f, 0x1p-149f, -0x1p-149f, 0x1.fffffcp-127f, FLT_MIN, -FLT_MIN, 0.25f, -0.25f,
      0.5f, -0.5f, 0x1.fffffep-1f, 1.0f, -1.0f, 0x1.000002p+0f, 1.5f, 2.0f, -2.0f, 3.0f, -3.0f,
      0x1p23f + 1, -(0x1p23f + 1), 1e10f, -1e10f, FLT_MAX, -FLT_MAX, INFINITY, -INFINITY, NAN};
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
  const int ns[] = {0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 7, 300, -300, INT_MIN, INT_MAX, INT_MIN + 1};
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
  const Case cases[] = {{-3, 2, -3, 2},           {2, -3, -3, 2},       {2, -2, 2, -2},
                        {-2, 2, 2, -2},           {-INFINITY, 1, -INFINITY, 1},
                        {NAN, -1, -1, -1},        {-1, NAN, -1, -1},   {0x1p-149, -0.0, 0x1p-149, -0.0},
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

}  // namespace

int main() {
  checkPowr();
  checkRootn();
  checkNextafter();
  checkMagnitudes();
  const size_t n = values().size();
  std::printf("cuda_reference: powr and nextafter on %zu pairs, rootn on %zu, maxmag/minmag on 10: "
              "%d disagreements\n",
              n * n, n * 17, failures);
  return failures ? 1 : 0;
}
