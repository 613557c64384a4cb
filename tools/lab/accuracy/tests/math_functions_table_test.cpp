// gen/math_functions.def, the one table of the math functions' facts, checked
// against itself and against what uses it: every row names a builtin of
// generic/overloads.txt (or one result of one), every row the accuracy tools
// measure has an MPFR reference (tools/lab/accuracy/mpfr_reference.h), no stated
// bound is looser than the spec's, no measured worst case exceeds the
// stated bound, and every timed row has sane input ranges. With
// docs/accuracy.md, its tables of measured worst cases (float by default,
// double) must show the table's figures and inputs, and the double table's
// last column the stated bound: the docs copy the table, they do not add
// to it. A row added without its facts, a measurement that outgrew its
// claim or a doc that drifted fails here, before any GPU run.
//
//   clb-math-table-test generic/overloads.txt [docs/accuracy.md]
#include "mpfr_reference.h"

#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <set>
#include <string>
#include <vector>

namespace {

struct Row {
  const char *kind;  // "1", "2", "N" (measured by the accuracy tools), "X" (suites only)
  const char *name;
  double specF, specD, domain;
  const char *specText;
  double boundD, boundF, boundFcr, boundH;
  const char *same;
  double worstF;
  const char *worstFAt;
  double worstD;
  const char *worstDAt;
  std::vector<double> bench;  // empty: not timed; else flo, fhi, dlo, dhi, ylo, yhi
  bool benchDouble;
};

#define CLB_ROW(kind, name, spec, bound, worst, bench) \
  {kind, #name, CLB_MF(spec), CLB_MF(bound), CLB_MF(worst), CLB_ROW_BENCH(CLB_MF(bench))},
// bench(NONE) gives no ranges; bench(FD, ...) six, and whether double is timed.
#define CLB_ROW_BENCH(...) CLB_ROW_BENCH_(__VA_ARGS__, 0, 0, 0, 0, 0, 0)
#define CLB_ROW_BENCH_(types, a, b, c, d, e, f, ...)                                  \
  (#types[0] == 'N' ? std::vector<double>{} : std::vector<double>{a, b, c, d, e, f}), \
      #types[1] == 'D'
const Row kRows[] = {
#define CLB_MATH_1(name, ref, cudaf, cudad, spec, bound, worst, bench) \
  CLB_ROW("1", name, spec, bound, worst, bench)
#define CLB_MATH_2(name, ref, cudaf, cudad, spec, bound, worst, bench) \
  CLB_ROW("2", name, spec, bound, worst, bench)
#define CLB_MATH_N(name, ref, cudaf, cudad, spec, bound, worst, bench) \
  CLB_ROW("N", name, spec, bound, worst, bench)
#define CLB_MATH_X(name, ref, cudaf, cudad, spec, bound, worst, bench) \
  CLB_ROW("X", name, spec, bound, worst, bench)
#include "../../../gen/math_functions.def"
};

int failures = 0;
void fail(const Row &r, const std::string &what) {
  std::fprintf(stderr, "gen/math_functions.def: %s: %s\n", r.name, what.c_str());
  ++failures;
}

const Row *find(const char *name) {
  for (const Row &r : kRows)
    if (std::strcmp(r.name, name) == 0)
      return &r;
  return nullptr;
}

// A stated bound of 0 means "the correctly rounded result, bit for bit"
// (tests/suite/math_exact_test.cpp), which is within half an ulp of the exact
// value: the measured error such a function may show.
double allowed(double bound) {
  return bound == 0 ? 0.5 : bound;
}

// The builtin a row belongs to: fract_value and fract_iptr are fract's results.
std::string builtinOf(const std::string &name) {
  for (const char *suffix : {"_value", "_iptr", "_exp", "_cosval", "_signp"}) {
    const size_t n = std::strlen(suffix);
    if (name.size() > n && name.compare(name.size() - n, n, suffix) == 0 &&
        (name.rfind("fract", 0) == 0 || name.rfind("modf", 0) == 0 || name.rfind("frexp", 0) == 0 ||
         name.rfind("sincos", 0) == 0 || name.rfind("lgamma_r", 0) == 0))
      return name.substr(0, name.size() - n);
  }
  return name;
}

}  // namespace

std::vector<std::string> cells(const std::string &line) {
  std::vector<std::string> out;
  std::string cur;
  for (size_t i = 1; i < line.size(); ++i) {
    if (line[i] == '|' && line[i - 1] != '\\') {
      const size_t b = cur.find_first_not_of(' '), e = cur.find_last_not_of(' ');
      out.push_back(b == std::string::npos ? "" : cur.substr(b, e - b + 1));
      cur.clear();
    } else {
      cur += line[i];
    }
  }
  return out;
}

std::string fixed(double v, int digits) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", digits, v);
  return buf;
}

// A row's stated bound as the suites read it (clbtest::ulpBound: a row
// naming another function's core takes that one's float bound), or for
// one result of a builtin (sincos_value) the builtin's; -1 if neither
// states one.
double statedBound(const Row &r, const char *type) {
  const double b = clbtest::ulpBound(r.name, type);
  return b >= 0 || builtinOf(r.name) == r.name ? b : clbtest::ulpBound(builtinOf(r.name), type);
}
double doubleBound(const Row &r) {
  return statedBound(r, "double");
}
double floatBound(const Row &r) {
  return statedBound(r, "float");
}

// docs/accuracy.md's two tables of measured worst cases against the rows.
int checkDocs(const char *path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path);
    return 2;
  }
  enum { None, Float, Double } section = None;
  int floatRows = 0, doubleRows = 0;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) == 0 || line.rfind("### ", 0) == 0) {
      section = line.rfind("## Float: the float cores by default", 0) == 0 ? Float
                : line.rfind("## Double (current", 0) == 0                 ? Double
                                                                           : None;
      continue;
    }
    if (section == None || line.rfind("| ", 0) != 0)
      continue;
    const std::vector<std::string> c = cells(line);
    const Row *r = c.empty() ? nullptr : find(c[0].c_str());
    if (!r)
      continue;  // the header, or a row the table has not
    if (section == Float && c.size() >= 2) {
      ++floatRows;
      const std::string want = fixed(r->worstF, 4) + " (" + r->worstFAt + ")";
      if (c[1] != want)
        fail(*r, std::string(path) + " float shows \"" + c[1] + "\", the table " + want);
    } else if (section == Double && c.size() >= 4 && c[2].find("relative") == std::string::npos) {
      ++doubleRows;
      const std::string want =
          fixed(r->worstD, 3) + " (" + (r->worstD == 0 ? "exact" : r->worstDAt) + ")";
      if (c[2] != want)
        fail(*r, std::string(path) + " double shows \"" + c[2] + "\", the table " + want);
      char bound[32];
      std::snprintf(bound, sizeof bound, "%g", doubleBound(*r));
      if (doubleBound(*r) >= 0 && c[3] != bound && !(c[3] == "exact" && doubleBound(*r) == 0))
        fail(*r, std::string(path) + " double enforces \"" + c[3] + "\", the table " + bound);
    }
  }
  if (floatRows < 30 || doubleRows < 30) {
    std::fprintf(stderr, "%s: found %d float and %d double rows: its tables moved\n", path,
                 floatRows, doubleRows);
    return 2;
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc != 2 && argc != 3) {
    std::fprintf(stderr, "usage: %s generic/overloads.txt [docs/accuracy.md]\n", argv[0]);
    return 2;
  }
  std::ifstream in(argv[1]);
  if (!in) {
    std::fprintf(stderr, "%s: cannot read %s\n", argv[0], argv[1]);
    return 2;
  }
  std::set<std::string> builtins;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line[0] == '#')
      continue;
    const size_t slash = line.find('/'), end = line.find(' ');
    if (slash != std::string::npos)
      builtins.insert(line.substr(slash + 1, end == std::string::npos ? end : end - slash - 1));
  }
  if (builtins.size() < 100) {
    std::fprintf(stderr, "%s: %s lists %zu builtins: not the overload table\n", argv[0], argv[1],
                 builtins.size());
    return 2;
  }

  std::set<std::string> seen;
  for (const Row &r : kRows) {
    if (!seen.insert(r.name).second)
      fail(r, "two rows");
    if (!builtins.count(builtinOf(r.name)))
      fail(r, "no builtin " + builtinOf(r.name) + " in generic/overloads.txt");
    const bool measured = std::strcmp(r.kind, "X") != 0;
    if (measured && !clbacc::findFunction(r.name))
      fail(r, "no MPFR reference in tools/lab/accuracy/mpfr_reference.h");
    if (!measured && (r.worstF >= 0 || r.worstD >= 0))
      fail(r, "a worst case for a row the accuracy tools do not measure");

    if (*r.same) {
      if (!find(r.same))
        fail(r, std::string("names \"") + r.same + "\", which has no row");
      else if (r.boundF >= 0)
        fail(r, std::string("states a float bound and names \"") + r.same + "\" too");
    }
    const double boundF = floatBound(r), boundD = doubleBound(r);
    // Stated against the spec (the spec's none, -1, leaves any claim free).
    if (r.specF >= 0 && boundF > r.specF)
      fail(r, "states float " + std::to_string(boundF) + " above the spec's " +
                  std::to_string(r.specF));
    if (r.specD >= 0 && boundD > r.specD)
      fail(r, "states double " + std::to_string(boundD) + " above the spec's " +
                  std::to_string(r.specD));
    if (r.boundFcr >= 0 && boundF >= 0 && r.boundFcr > boundF)
      fail(r, "float_cr looser than float");
    // Measured against stated, where the row states one for a function the
    // spec bounds (native_ measure the GPU's approximations, lgamma's double
    // figure is relative beside a zero).
    if (r.specF >= 0 && r.worstF >= 0 && boundF >= 0 && r.worstF > allowed(boundF))
      fail(r, "measured float " + std::to_string(r.worstF) + " at " + r.worstFAt +
                  " above its stated " + std::to_string(boundF));
    if (r.specD >= 0 && r.worstD >= 0 && boundD >= 0 && r.worstD > allowed(boundD))
      fail(r, "measured double " + std::to_string(r.worstD) + " at " + r.worstDAt +
                  " above its stated " + std::to_string(boundD));
    if ((r.worstF >= 0) != (*r.worstFAt != 0) || (r.worstD >= 0) != (*r.worstDAt != 0))
      fail(r, "a worst case without its input, or an input without its figure");
    if (!r.bench.empty()) {
      const bool binary = std::strcmp(r.kind, "2") == 0;
      if (!(r.bench[0] < r.bench[1]))
        fail(r, "empty float range");
      if (r.benchDouble && !(r.bench[2] < r.bench[3]))
        fail(r, "empty double range");
      if (binary != (r.bench[4] < r.bench[5]))
        fail(r, binary ? "no y range for a binary function" : "a y range for a unary one");
      if (std::strcmp(r.kind, "N") == 0 || std::strcmp(r.kind, "X") == 0)
        fail(r, "timed, but the benchmarks time x and (x, y) functions only");
    }
  }
  if (argc == 3)
    if (int rc = checkDocs(argv[2]))
      return rc;
  std::printf("gen/math_functions.def: %zu rows, %d problem(s)\n", sizeof kRows / sizeof kRows[0],
              failures);
  return failures ? 1 : 0;
}
