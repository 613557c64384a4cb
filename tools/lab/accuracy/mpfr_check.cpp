// The MPFR half of the GPU double accuracy run (tools/lab/accuracy/double_sample.cu
// writes the results): for every double entry of gen/math_functions.def,
// regenerates the 2^k inputs (sample_inputs.h), reads clbuiltins', libclc-15's
// and CUDA's results from SCRATCH/<name>.<impl>.bin (refusing a file whose
// input hash differs), computes the exact values with MPFR on every core
// and prints the Markdown table: max ulp per implementation, results over
// the spec's double bound, NaN / zero-sign / INF mismatches, and the worst
// input of each. Built fully static (the GPU machine has no MPFR).
//
//   mpfr_check SCRATCH [LOG2_COUNT=22] [THREADS=all cores]
#include "check_function.h"
#include "def_probe.h"
#include "error_stats.h"
#include "result_file.h"
#include "sample_inputs.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Entry {
  const char *name;
  int arity;
  bool cuda;  // CUDA has a double function for it
};
#define CLB_NONE ~, 1
#define CLB_CHECK_ROW(name, arity, none) {#name, arity, !none},
#define CLB_MATH_1(name, ref, cudaf, cudad, ...) CLB_CHECK_ROW(name, 1, CLB_PROBE(cudad))
#define CLB_MATH_2(name, ref, cudaf, cudad, ...) CLB_CHECK_ROW(name, 2, CLB_PROBE(cudad))
#define CLB_MATH_N(name, ref, cudaf, cudad, ...) CLB_CHECK_ROW(name, 3, CLB_PROBE(cudad))
const Entry kEntries[] = {
#include "../../../gen/math_functions.def"
};
#undef CLB_NONE

}  // namespace

int main(int argc, char **argv) {
  if (argc < 2 || argc > 4) {
    std::fprintf(stderr, "usage: %s SCRATCH [LOG2_COUNT=22] [THREADS]\n", argv[0]);
    return 2;
  }
  const int log2n = argc >= 3 ? std::atoi(argv[2]) : 22;
  if (log2n < 10 || log2n > 26) {
    std::fprintf(stderr, "mpfr_check: LOG2_COUNT must be in [10, 26], not %s\n", argv[2]);
    return 2;
  }
  unsigned threads = argc == 4 ? unsigned(std::atoi(argv[3])) : std::thread::hardware_concurrency();
  if (threads < 1 || threads > 1024) {
    std::fprintf(stderr, "mpfr_check: THREADS must be in [1, 1024]\n");
    return 2;
  }
  const size_t N = size_t(1) << log2n;
  const std::string dir = argv[1];
  std::vector<double> x(N), y(N);
  std::vector<int> n(N);
  std::vector<std::vector<double>> res(3, std::vector<double>(N));
  std::vector<clbacc::Row> rows;
  int status = 0, measured = 0;
  const auto start = std::chrono::steady_clock::now();
  for (const Entry &e : kEntries) {
    if (!std::strncmp(e.name, "native_", 7) || !std::strncmp(e.name, "half_", 5))
      continue;
    if (!clbacc::findFunction(e.name)) {
      std::fprintf(stderr, "mpfr_check: no MPFR reference for %s\n", e.name);
      status = 1;
      continue;
    }
    const int domain = sampleDomainOf(e.name);
    {
      std::vector<std::thread> pool;
      for (unsigned t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
          for (size_t i = t; i < N; i += threads)
            clb_sample(domain, e.arity, i, CLB_SAMPLE_DOUBLE, &x[i], &y[i], &n[i]);
        });
      for (auto &th : pool)
        th.join();
    }
    const uint64_t hash = clb_inputs_hash(x.data(), e.arity == 2 ? y.data() : nullptr,
                                          e.arity == 3 ? n.data() : nullptr, N);
    std::vector<const double *> have(3, nullptr);
    for (int k = 0; k < 3; ++k) {
      if (k == 2 && !e.cuda)
        continue;
      const std::string path = dir + "/" + e.name + "." + kClbImplNames[k] + ".bin";
      const char *why = "";
      const int r = readResultFile(path.c_str(), hash, res[k].data(), N, &why);
      if (r == 1)
        have[k] = res[k].data();
      else {
        std::printf("%s (%s): %s: %s\n", e.name, kClbImplNames[k], path.c_str(),
                    r == 0 ? "missing" : why);
        status = 1;
      }
    }
    if (!have[0] && !have[1] && !have[2])
      continue;
    const auto t0 = std::chrono::steady_clock::now();
    rows.push_back({e.name, clbacc::specBound(e.name, true),
                    clbacc::checkFunction(e.name, e.arity, clbtest::kDouble, N, x.data(), y.data(),
                                          n.data(), have, threads)});
    ++measured;
    std::fprintf(stderr, "mpfr_check: %s %.1f s\n", e.name,
                 std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());
  }
  if (measured == 0) {
    std::fprintf(stderr, "mpfr_check: no result files for 2^%d inputs in %s\n", log2n, dir.c_str());
    return 1;
  }
  char title[200];
  std::snprintf(
      title, sizeof title,
      "Double precision, 2^%d inputs per function (tools/lab/accuracy/sample_inputs.h), errors in "
      "ulps against MPFR (cells: max ulp; results over the spec bound; NaN, zero-sign, INF "
      "mismatches; - where there is no result)",
      log2n);
  clbacc::printTable(title, {"clbuiltins", "libclc-15", "CUDA"}, rows);
  std::printf("\nmpfr_check: %d functions, %.0f s on %u threads\n", measured,
              std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
              threads);
  return status;
}
