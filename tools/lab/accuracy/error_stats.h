// What the accuracy tools record per function and implementation: the
// largest error with its input, how many results break the spec's bound,
// and the special-case mismatches (NaN-ness, the sign of a zero, infinities)
// with their first input; and the Markdown table both tools print.
#ifndef CLB_ACCURACY_ERROR_STATS_H
#define CLB_ACCURACY_ERROR_STATS_H

#include "mpfr_reference.h"

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

namespace clbacc {

struct Input {
  double x = 0, y = 0;
  int n = 0;
  int arity = 1;
  std::string text() const {
    char b[128];
    if (arity == 1)
      std::snprintf(b, sizeof b, "%a", x);
    else if (arity == 2)
      std::snprintf(b, sizeof b, "%a, %a", x, y);
    else
      std::snprintf(b, sizeof b, "%a, %d", x, n);
    return b;
  }
};

// One special-case kind: how many, and the first (lowest index) example.
struct Mismatch {
  uint64_t count = 0, index = UINT64_MAX;
  Input in;
  double got = 0, want = 0;
  void add(uint64_t i, const Input &at, double g, double w) {
    ++count;
    if (i < index)
      index = i, in = at, got = g, want = w;
  }
  void merge(const Mismatch &o) {
    count += o.count;
    if (o.index < index)
      index = o.index, in = o.in, got = o.got, want = o.want;
  }
};

struct Stats {
  bool present = false;  // results were measured
  uint64_t inputs = 0, over = 0;
  double worst = -1;
  uint64_t worstIndex = UINT64_MAX;
  Input worstIn;
  double worstGot = 0, worstWant = 0;
  Mismatch nan, zero, inf, overEx;

  // Records result `got` for input i (exact value `exact`, `bound` the
  // spec's or -1). zeroFree: the sign of a zero result is not specified
  // (fmax and fmin of two zeros, and maxmag, minmag).
  void add(const clbtest::FloatFormat &f, uint64_t i, const Input &in, double got,
           mpfr_srcptr exact, double bound, bool zeroFree) {
    present = true;
    ++inputs;
    const double want = clbtest::roundTo(f, exact);
    double err = ulpsAt(f, got, exact);
    if (std::isnan(want) != std::isnan(got))
      nan.add(i, in, got, want);
    else if (want == 0 && got == 0 && std::signbit(want) != std::signbit(got) && !zeroFree)
      zero.add(i, in, got, want);
    else if (!std::isnan(want) && (std::isinf(want) || std::isinf(got)) && want != got)
      inf.add(i, in, got, want);
    if (zeroFree && want == 0 && got == 0)
      err = 0;
    if (bound >= 0 && err > bound) {
      ++over;
      overEx.add(i, in, got, want);
    }
    if (err > worst || (err == worst && i < worstIndex))
      worst = err, worstIndex = i, worstIn = in, worstGot = got, worstWant = want;
  }
  void merge(const Stats &o) {
    if (!o.present)
      return;
    present = true;
    inputs += o.inputs;
    over += o.over;
    if (o.worst > worst || (o.worst == worst && o.worstIndex < worstIndex))
      worst = o.worst, worstIndex = o.worstIndex, worstIn = o.worstIn, worstGot = o.worstGot,
      worstWant = o.worstWant;
    nan.merge(o.nan);
    zero.merge(o.zero);
    inf.merge(o.inf);
    overEx.merge(o.overEx);
  }
  // The table cell: max ulp, then what broke the bound and the special cases.
  std::string cell() const {
    if (!present)
      return "-";
    char b[200];
    if (std::isinf(worst))
      std::snprintf(b, sizeof b, "inf");
    else if (worst >= 1e6)
      std::snprintf(b, sizeof b, "%.3g", worst);
    else
      std::snprintf(b, sizeof b, "%.3f", worst);
    std::string s = b;
    auto part = [&](const char *what, uint64_t n) {
      if (!n)
        return;
      std::snprintf(b, sizeof b, ", %llu %s", (unsigned long long)n, what);
      s += b;
    };
    part("over", over);
    part("NaN", nan.count);
    part("zero sign", zero.count);
    part("INF", inf.count);
    return s;
  }
};

inline std::string boundText(double b) {
  if (b < 0)
    return "none";
  if (b == 0.5)
    return "correctly rounded";
  char t[32];
  std::snprintf(t, sizeof t, "%g", b);
  return t;
}

struct Row {
  std::string function;
  double bound;
  std::vector<Stats> impl;
};

// The table (cells: max ulp, then the counts of results over the bound and
// of NaN, zero-sign and INF mismatches where there are any), then for each
// function and implementation its worst input and the first example of
// each kind of failure.
inline void printTable(const char *title, const std::vector<std::string> &impls,
                       const std::vector<Row> &rows) {
  std::printf("\n%s\n\n| function | spec bound |", title);
  for (const std::string &i : impls)
    std::printf(" %s |", i.c_str());
  std::printf("\n|:--|:--|");
  for (size_t i = 0; i < impls.size(); ++i)
    std::printf("--:|");
  std::printf("\n");
  for (const Row &r : rows) {
    std::printf("| %s | %s |", r.function.c_str(), boundText(r.bound).c_str());
    for (const Stats &s : r.impl)
      std::printf(" %s |", s.cell().c_str());
    std::printf("\n");
  }
  std::printf("\nWorst inputs and first failures:\n\n");
  for (const Row &r : rows)
    for (size_t k = 0; k < r.impl.size(); ++k) {
      const Stats &s = r.impl[k];
      if (!s.present)
        continue;
      std::printf("- %s, %s: max %.3g ulp at (%s): got %a, correctly rounded %a (%llu inputs)\n",
                  r.function.c_str(), impls[k].c_str(), s.worst, s.worstIn.text().c_str(),
                  s.worstGot, s.worstWant, (unsigned long long)s.inputs);
      auto ex = [&](const char *what, const Mismatch &m) {
        if (m.count)
          std::printf("  - %s: %llu, first at (%s): got %a, want %a\n", what,
                      (unsigned long long)m.count, m.in.text().c_str(), m.got, m.want);
      };
      ex("over the bound", s.overEx);
      ex("NaN mismatch", s.nan);
      ex("zero sign mismatch", s.zero);
      ex("INF mismatch", s.inf);
    }
}

}  // namespace clbacc

#endif
