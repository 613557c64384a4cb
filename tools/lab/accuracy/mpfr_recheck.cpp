// mpfr_recheck WORST_FILE: recomputes, on the host with MPFR, the error of
// every case the GPU's float sweep (float_sweep.cu) wrote to its worst-case
// file, and prints the sweep's tables again with MPFR's errors, then every
// case with both figures.
//
// The GPU's reference is the def's `ref` in double (about 2^-29 float ulp
// off, more where a composition such as acos(x) / pi or lgamma near its
// zeros loses bits); here each function is the MPFR reference of the double
// and CPU checkers (mpfr_reference.h, the OpenCL special cases), evaluated
// with 256 bits and rounded once to a pair of doubles, and the error is
// measured by the same definition (float_ulp_error.h) against the same
// bounds (spec_bounds.h). Cases whose two figures differ by more than 2^-20
// ulp are flagged.
//
// The file: one case a line, '#' starts a comment:
//   max|special FUNCTION COLUMN X-BITS Y-BITS|N|- RESULT-BITS GPU-ERROR
// with X-BITS, Y-BITS and RESULT-BITS as 0x%08x float bit patterns, N a
// decimal int, "-" for a unary function, and GPU-ERROR the GPU's ulps (max)
// or its kind of special mismatch (nan-mismatch, zero-sign). The whole file
// is read and checked before anything is printed: a bad line is refused by
// its number, with nothing on stdout.
#include "float_ulp_error.h"
#include "mpfr_reference.h"
#include "spec_bounds.h"

#include <mpfr.h>

#include <cerrno>
#include <cinttypes>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

using namespace clbsweep;

enum Kind { kUnary, kBinary, kIntN };
const char *const kColumns[] = {"clbuiltins", "libclc-15", "CUDA"};

struct DefEntry {
  const char *name;
  Kind kind;
};
const DefEntry kDef[] = {
#define CLB_MATH_1(name, ref, cudaf, cudad, ...) {#name, kUnary},
#define CLB_MATH_2(name, ref, cudaf, cudad, ...) {#name, kBinary},
#define CLB_MATH_N(name, ref, cudaf, cudad, ...) {#name, kIntN},
#include "../../../gen/math_functions.def"
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
    return "'" + c.function + "' is not a function of gen/math_functions.def";
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

// The exact value (mpfr_reference.h at 256 bits, for float) as a pair of
// doubles, then the sweep's error definition.
FloatError recheck(const Case &c) {
  clbacc::Mpfr m(256);
  m.precision = 24;
  const double x = fromBits(c.x), y = c.kind == kBinary ? fromBits(c.y) : 0.0;
  clbacc::findFunction(c.function.c_str())->ref(m, x, y, int32_t(c.y));
  const double hi = mpfr_get_d(m.r, MPFR_RNDN);
  double rest = 0;
  if (std::isfinite(hi)) {
    mpfr_t lo;
    mpfr_init2(lo, 256);
    mpfr_sub_d(lo, m.r, hi, MPFR_RNDN);
    rest = mpfr_get_d(lo, MPFR_RNDN);
    mpfr_clear(lo);
  }
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
    if (!clbacc::findFunction(e.name) || !specBound(e.name)) {
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
          cell += errorText(c.mpfr) + " " +
                  (c.kind == kUnary ? "(" + inputText(c) + ")" : inputText(c));
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
        std::printf(
            "\n### %s (MPFR)\n\n| function | spec bound | clbuiltins max ulp (input) | "
            "libclc-15 | CUDA |\n|:--|:--|:--|:--|:--|\n",
            kind == kUnary    ? "Unary float functions"
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

  std::printf(
      "\n### Every case\n\n| what | function | column | input | result | GPU | MPFR |\n"
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
  std::printf(
      "\nmpfr_recheck: %zu cases, %d where MPFR's figure differs from the GPU's by more "
      "than 2^-20 ulp or in kind\n",
      cases.size(), differing);
  return 0;
}
