// Measures one function's results against MPFR on all threads: the exact
// value of each input once, then every implementation's result against it.
#ifndef CLB_ACCURACY_CHECK_FUNCTION_H
#define CLB_ACCURACY_CHECK_FUNCTION_H

#include "error_stats.h"
#include "mpfr_reference.h"

#include <algorithm>
#include <atomic>
#include <cstring>
#include <thread>
#include <vector>

namespace clbacc {

// results[k]: implementation k's count results, or null where it has none.
// Inputs and results are held as double (float ones converted exactly).
inline std::vector<Stats> checkFunction(const char *name, int arity,
                                        const clbtest::FloatFormat &format, size_t count,
                                        const double *x, const double *y, const int *n,
                                        const std::vector<const double *> &results,
                                        unsigned threads) {
  const Function *fn = findFunction(name);
  const double bound = specBound(name, format.precision == 53);
  const char *exact = exactName(name);
  const bool magnitude = !std::strcmp(exact, "fmax") || !std::strcmp(exact, "fmin") ||
                         !std::strcmp(exact, "maxmag") || !std::strcmp(exact, "minmag");
  std::vector<std::vector<Stats>> part(threads, std::vector<Stats>(results.size()));
  std::atomic<size_t> next{0};
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      Mpfr m;
      m.precision = format.precision;
      // Blocks handed out in turn: the expensive inputs (huge trigonometric
      // arguments, lgamma's) cluster in the sample's first part.
      for (;;) {
        const size_t lo = next.fetch_add(4096), hi = std::min(count, lo + 4096);
        if (lo >= count)
          break;
        for (size_t i = lo; i < hi; ++i) {
          Input in;
          in.arity = arity;
          in.x = x[i];
          if (arity == 2)
            in.y = y[i];
          if (arity == 3)
            in.n = n[i];
          fn->ref(m, in.x, in.y, in.n);
          const bool zeroFree = magnitude && in.x == 0 && in.y == 0;
          for (size_t k = 0; k < results.size(); ++k)
            if (results[k])
              part[t][k].add(format, i, in, results[k][i], m.r, bound, zeroFree);
        }
      }
    });
  for (auto &th : pool)
    th.join();
  std::vector<Stats> all(results.size());
  for (const auto &p : part)
    for (size_t k = 0; k < results.size(); ++k)
      all[k].merge(p[k]);
  return all;
}

}  // namespace clbacc

#endif
