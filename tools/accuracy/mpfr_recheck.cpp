// mpfr_recheck WORST_FILE: recomputes, on the host with MPFR, the error of
// every case the GPU's float sweep (float_sweep.cu) wrote to its worst-case
// file, and prints the sweep's tables again with MPFR's errors, then every
// case with both figures.
//
// The GPU's reference is the def's `ref` in double (about 2^-29 float ulp
// off, more where a composition such as acos(x) / pi or lgamma near its
// zeros loses bits); here each function is MPFR's, evaluated with 256 bits
// and rounded once to a pair of doubles, and the error is measured by the
// same definition (float_ulp_error.h) against the same bounds
// (spec_bounds.h). Cases whose two figures differ by more than 2^-20 ulp are
// flagged.
//
// The file: one case a line, '#' starts a comment:
//   max|special FUNCTION COLUMN X-BITS Y-BITS|N|- RESULT-BITS GPU-ERROR
// with X-BITS, Y-BITS and RESULT-BITS as 0x%08x float bit patterns, N a
// decimal int, "-" for a unary function, and GPU-ERROR the GPU's ulps (max)
// or its kind of special mismatch (nan-mismatch, zero-sign). The whole file
// is read and checked before anything is printed: a bad line is refused by
// its number, with nothing on stdout.
#include "float_ulp_error.h"
#include "spec_bounds.h"

#include <mpfr.h>

#include <cerrno>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace clbsweep;

enum Kind { kUnary, kBinary, kIntN };
const char *const kColumns[] = {"clbuiltins", "libclc-15", "CUDA"};

// MPFR's value of f(x, y, n) into r (256 bits), rounded to nearest.
using Reference = std::function<void(mpfr_t r, const mpfr_t x, const mpfr_t y, int n)>;
using Mpfr1 = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
using Mpfr2 = int (*)(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);

Reference unary(Mpfr1 f) {
  return [f](mpfr_t r, const mpfr_t x, const mpfr_t, int) { f(r, x, MPFR_RNDN); };
}
Reference binary(Mpfr2 f) {
  return [f](mpfr_t r, const mpfr_t x, const mpfr_t y, int) { f(r, x, y, MPFR_RNDN); };
}
// Exact results from the float operands, through the C library.
Reference exactFloat(float (*f)(float, float)) {
  return [f](mpfr_t r, const mpfr_t x, const mpfr_t y, int) {
    mpfr_set_flt(r, f(mpfr_get_flt(x, MPFR_RNDN), mpfr_get_flt(y, MPFR_RNDN)), MPFR_RNDN);
  };
}

void mpfrLgamma(mpfr_t r, const mpfr_t x, const mpfr_t, int) {
  int sign;
  mpfr_lgamma(r, &sign, x, MPFR_RNDN);
}
// logb: the exponent of x as frexp counts it, minus one; -inf at zero, +inf
// at infinities (C99 F.9.3.11).
void mpfrLogb(mpfr_t r, const mpfr_t x, const mpfr_t, int) {
  if (mpfr_nan_p(x))
    mpfr_set_nan(r);
  else if (mpfr_inf_p(x))
    mpfr_set_inf(r, 1);
  else if (mpfr_zero_p(x))
    mpfr_set_inf(r, -1);
  else
    mpfr_set_si(r, long(mpfr_get_exp(x)) - 1, MPFR_RNDN);
}
// rsqrt(+-0) is +-inf (1/sqrt(-0) = 1/-0); mpfr_rec_sqrt gives +inf for both.
void mpfrRsqrt(mpfr_t r, const mpfr_t x, const mpfr_t, int) {
  if (mpfr_zero_p(x))
    mpfr_set_inf(r, mpfr_signbit(x) ? -1 : 1);
  else
    mpfr_rec_sqrt(r, x, MPFR_RNDN);
}
void mpfrRecip(mpfr_t r, const mpfr_t x, const mpfr_t, int) { mpfr_ui_div(r, 1, x, MPFR_RNDN); }
// powr(x, NaN) is NaN for every x (mpfr_powr(1, NaN) is 1, as pow's).
void mpfrPowr(mpfr_t r, const mpfr_t x, const mpfr_t y, int) {
  if (mpfr_nan_p(y))
    mpfr_set_nan(r);
  else
    mpfr_powr(r, x, y, MPFR_RNDN);
}
float maxmag(float x, float y) {
  return std::fabs(x) > std::fabs(y) ? x : std::fabs(y) > std::fabs(x) ? y : std::fmax(x, y);
}
float minmag(float x, float y) {
  return std::fabs(x) < std::fabs(y) ? x : std::fabs(y) < std::fabs(x) ? y : std::fmin(x, y);
}
float nextafterFloat(float x, float y) { return std::nextafterf(x, y); }

// Every name of math_functions.def; the native_ and half_ functions are
// measured against the exact functions, as on the GPU.
const std::map<std::string, Reference> &references() {
  static const std::map<std::string, Reference> table = [] {
    std::map<std::string, Reference> t = {
        {"acos", unary(mpfr_acos)},   {"acosh", unary(mpfr_acosh)}, {"acospi", unary(mpfr_acospi)},
        {"asin", unary(mpfr_asin)},   {"asinh", unary(mpfr_asinh)}, {"asinpi", unary(mpfr_asinpi)},
        {"atan", unary(mpfr_atan)},   {"atanh", unary(mpfr_atanh)}, {"atanpi", unary(mpfr_atanpi)},
        {"cbrt", unary(mpfr_cbrt)},   {"ceil", unary(mpfr_rint_ceil)},
        {"cos", unary(mpfr_cos)},     {"cosh", unary(mpfr_cosh)},   {"cospi", unary(mpfr_cospi)},
        {"erf", unary(mpfr_erf)},     {"erfc", unary(mpfr_erfc)},   {"exp", unary(mpfr_exp)},
        {"exp2", unary(mpfr_exp2)},   {"exp10", unary(mpfr_exp10)}, {"expm1", unary(mpfr_expm1)},
        {"fabs", unary(mpfr_abs)},    {"floor", unary(mpfr_rint_floor)},
        {"lgamma", mpfrLgamma},       {"log", unary(mpfr_log)},     {"log2", unary(mpfr_log2)},
        {"log10", unary(mpfr_log10)}, {"log1p", unary(mpfr_log1p)}, {"logb", mpfrLogb},
        {"rint", unary(mpfr_rint)},   {"round", unary(mpfr_rint_round)},
        {"rsqrt", mpfrRsqrt},         {"sin", unary(mpfr_sin)},     {"sinh", unary(mpfr_sinh)},
        {"sinpi", unary(mpfr_sinpi)}, {"sqrt", unary(mpfr_sqrt)},   {"tan", unary(mpfr_tan)},
        {"tanh", unary(mpfr_tanh)},   {"tanpi", unary(mpfr_tanpi)}, {"tgamma", unary(mpfr_gamma)},
        {"trunc", unary(mpfr_rint_trunc)},
        {"atan2", binary(mpfr_atan2)}, {"atan2pi", binary(mpfr_atan2pi)},
        {"copysign", binary(mpfr_copysign)}, {"fdim", binary(mpfr_dim)},
        {"fmax", exactFloat(fmaxf)},  {"fmin", exactFloat(fminf)},  {"fmod", binary(mpfr_fmod)},
        {"hypot", binary(mpfr_hypot)}, {"maxmag", exactFloat(maxmag)},
        {"minmag", exactFloat(minmag)}, {"nextafter", exactFloat(nextafterFloat)},
        {"pow", binary(mpfr_pow)},    {"powr", mpfrPowr},           {"remainder", binary(mpfr_remainder)},
        {"ldexp", [](mpfr_t r, const mpfr_t x, const mpfr_t, int n) { mpfr_mul_2si(r, x, n, MPFR_RNDN); }},
        {"pown", [](mpfr_t r, const mpfr_t x, const mpfr_t, int n) { mpfr_pow_si(r, x, n, MPFR_RNDN); }},
        {"rootn", [](mpfr_t r, const mpfr_t x, const mpfr_t, int n) { mpfr_rootn_si(r, x, n, MPFR_RNDN); }},
        {"divide", binary(mpfr_div)}, {"recip", mpfrRecip},
    };
    for (const char *f : {"cos", "exp", "exp2", "exp10", "log", "log2", "log10", "recip", "rsqrt",
                          "sin", "sqrt", "tan", "divide", "powr"}) {
      t["native_" + std::string(f)] = t.at(f);
      t["half_" + std::string(f)] = t.at(f);
    }
    t.erase("divide");
    t.erase("recip");
    return t;
  }();
  return table;
}

struct DefEntry {
  const char *name;
  Kind kind;
};
const DefEntry kDef[] = {
#define CLB_MATH_1(name, ref, cudaf, cudad) {#name, kUnary},
#define CLB_MATH_2(name, ref, cudaf, cudad) {#name, kBinary},
#define CLB_MATH_N(name, ref, cudaf, cudad) {#name, kIntN},
#include "math_functions.def"
};

struct Case {
  bool isMax;
  std::string function, column;
  Kind kind;
  uint32_t x, y;  // y: bits (binary) or n (intN)
  uint32_t result;
  std::string gpu;  // as written: ulps or a special kind
  FloatError mpfr;
};

float fromBits(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

bool parseBits(const std::string &s, uint32_t &out) {
  if (s.size() != 10 || s[0] != '0' || s[1] != 'x')
    return false;
  char *end = nullptr;
  errno = 0;
  const unsigned long v = std::strtoul(s.c_str() + 2, &end, 16);
  if (*end || errno)
    return false;
  out = uint32_t(v);
  return true;
}

// The line's case, or an error message.
std::string parseLine(const std::string &line, Case &c) {
  std::istringstream in(line.substr(0, line.find('#')));
  std::string what, xs, ys, rs, extra;
  if (!(in >> what >> c.function >> c.column >> xs >> ys >> rs >> c.gpu))
    return "expected: max|special FUNCTION COLUMN X-BITS Y-BITS|N|- RESULT-BITS GPU-ERROR";
  if (in >> extra)
    return "unexpected '" + extra + "' after the GPU error";
  if (what != "max" && what != "special")
    return "'" + what + "' is neither max nor special";
  c.isMax = what == "max";
  const DefEntry *entry = nullptr;
  for (const DefEntry &e : kDef)
    if (c.function == e.name)
      entry = &e;
  if (!entry)
    return "'" + c.function + "' is not a function of math_functions.def";
  c.kind = entry->kind;
  bool column = false;
  for (const char *k : kColumns)
    column |= c.column == k;
  if (!column)
    return "'" + c.column + "' is not a column (clbuiltins, libclc-15, CUDA)";
  if (!parseBits(xs, c.x))
    return "x '" + xs + "' is not a 0x%08x bit pattern";
  if (!parseBits(rs, c.result))
    return "result '" + rs + "' is not a 0x%08x bit pattern";
  if (c.kind == kUnary && ys != "-")
    return c.function + " is unary: '-' expected for y, not '" + ys + "'";
  if (c.kind == kBinary && !parseBits(ys, c.y))
    return "y '" + ys + "' is not a 0x%08x bit pattern";
  if (c.kind == kIntN) {
    char *end = nullptr;
    errno = 0;
    const long n = std::strtol(ys.c_str(), &end, 10);
    if (ys.empty() || *end || errno || n < INT32_MIN || n > INT32_MAX)
      return "n '" + ys + "' is not an int";
    c.y = uint32_t(int32_t(n));
  }
  if (c.isMax) {
    char *end = nullptr;
    std::strtod(c.gpu.c_str(), &end);
    if (*end)
      return "GPU error '" + c.gpu + "' is not a number";
  } else if (c.gpu != "nan-mismatch" && c.gpu != "zero-sign") {
    return "special kind '" + c.gpu + "' is neither nan-mismatch nor zero-sign";
  }
  return "";
}

FloatError recheck(const Case &c) {
  mpfr_t x, y, r, lo;
  mpfr_inits2(256, x, y, r, lo, (mpfr_ptr) nullptr);
  mpfr_set_flt(x, fromBits(c.x), MPFR_RNDN);
  mpfr_set_flt(y, c.kind == kBinary ? fromBits(c.y) : 0.0f, MPFR_RNDN);
  references().at(c.function)(r, x, y, int32_t(c.y));
  const double hi = mpfr_get_d(r, MPFR_RNDN);
  double rest = 0;
  if (std::isfinite(hi)) {
    mpfr_sub_d(lo, r, hi, MPFR_RNDN);
    rest = mpfr_get_d(lo, MPFR_RNDN);
  }
  mpfr_clears(x, y, r, lo, (mpfr_ptr) nullptr);
  return floatError(fromBits(c.result), hi, rest);
}

std::string hexFloat(float f) {
  char b[48];
  std::snprintf(b, sizeof b, "%a", double(f));
  return b;
}
std::string inputText(const Case &c) {
  if (c.kind == kUnary)
    return hexFloat(fromBits(c.x));
  if (c.kind == kBinary)
    return "(" + hexFloat(fromBits(c.x)) + ", " + hexFloat(fromBits(c.y)) + ")";
  return "(" + hexFloat(fromBits(c.x)) + ", " + std::to_string(int32_t(c.y)) + ")";
}
const char *specialText(int s) {
  return s == kNanMismatch ? "nan-mismatch" : s == kZeroSign ? "zero-sign" : "not special";
}
std::string errorText(const FloatError &e) {
  if (e.special)
    return specialText(e.special);
  char b[48];
  std::snprintf(b, sizeof b, e.ulps > 1e6 ? "%.4g" : "%.6f", e.ulps);
  return b;
}
// Whether MPFR's figure departs from the GPU's.
bool disagrees(const Case &c) {
  if (!c.isMax)
    return c.gpu != specialText(c.mpfr.special);
  if (c.mpfr.special)
    return true;
  const double g = std::strtod(c.gpu.c_str(), nullptr);
  if (std::isinf(g) || std::isinf(c.mpfr.ulps))
    return g != c.mpfr.ulps;
  return std::fabs(g - c.mpfr.ulps) > kBoundSlack;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: mpfr_recheck WORST_FILE (float_sweep's --worst output)\n");
    return 2;
  }
  for (const DefEntry &e : kDef) {
    if (!references().count(e.name) || !specBound(e.name)) {
      std::fprintf(stderr, "mpfr_recheck: %s has no MPFR reference or no spec bound\n", e.name);
      return 2;
    }
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "mpfr_recheck: cannot read %s\n", argv[1]);
    return 2;
  }
  std::vector<Case> cases;
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    const size_t first = line.find_first_not_of(" \t\r");
    if (first == std::string::npos || line[first] == '#')
      continue;
    Case c;
    const std::string error = parseLine(line, c);
    if (!error.empty()) {
      std::fprintf(stderr, "mpfr_recheck: %s:%d: %s\n", argv[1], number, error.c_str());
      return 2;
    }
    cases.push_back(c);
  }
  if (cases.empty()) {
    std::fprintf(stderr, "mpfr_recheck: %s holds no case\n", argv[1]);
    return 2;
  }
  for (Case &c : cases)
    c.mpfr = recheck(c);

  // The sweep's tables, by kind, in the def's order, with MPFR's figures.
  for (Kind kind : {kUnary, kBinary, kIntN}) {
    bool header = false;
    for (const DefEntry &e : kDef) {
      if (e.kind != kind)
        continue;
      std::string cells[3];
      bool any = false;
      for (const Case &c : cases) {
        if (c.function != e.name)
          continue;
        int k = 0;
        while (c.column != kColumns[k])
          ++k;
        std::string &cell = cells[k];
        if (!cell.empty())
          cell += "; ";
        const SpecBound &b = *specBound(e.name);
        if (c.isMax) {
          cell += errorText(c.mpfr) + " " + (c.kind == kUnary ? "(" + inputText(c) + ")" : inputText(c));
          if (!c.mpfr.special && aboveBound(b, c.mpfr.ulps, fromBits(c.x)))
            cell += " above bound";
        } else {
          cell += "special " + inputText(c) + " -> " + hexFloat(fromBits(c.result)) + " (" +
                  specialText(c.mpfr.special) + ")";
        }
        if (disagrees(c))
          cell += " [GPU: " + c.gpu + "]";
        any = true;
      }
      if (!any)
        continue;
      if (!header) {
        std::printf("\n### %s (MPFR)\n\n| function | spec bound | clbuiltins max ulp (input) | "
                    "libclc-15 | CUDA |\n|:--|:--|:--|:--|:--|\n",
                    kind == kUnary ? "Unary float functions"
                                   : kind == kBinary ? "Binary (x, y) float functions"
                                                     : "(x, int n) float functions");
        header = true;
      }
      std::printf("| %s | %s", e.name, specBound(e.name)->text);
      for (const std::string &cell : cells)
        std::printf(" | %s", cell.empty() ? "—" : cell.c_str());
      std::printf(" |\n");
    }
  }

  std::printf("\n### Every case\n\n| what | function | column | input | result | GPU | MPFR |\n"
              "|:--|:--|:--|:--|:--|:--|:--|\n");
  int differing = 0;
  for (const Case &c : cases) {
    const bool d = disagrees(c);
    differing += d;
    std::printf("| %s | %s | %s | %s | %s | %s | %s%s |\n", c.isMax ? "max" : "special",
                c.function.c_str(), c.column.c_str(), inputText(c).c_str(),
                hexFloat(fromBits(c.result)).c_str(), c.gpu.c_str(), errorText(c.mpfr).c_str(),
                d ? " (differs)" : "");
  }
  std::printf("\nmpfr_recheck: %zu cases, %d where MPFR's figure differs from the GPU's by more "
              "than 2^-20 ulp or in kind\n",
              cases.size(), differing);
  return 0;
}
