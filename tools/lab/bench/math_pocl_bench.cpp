// Math function throughput on the CPU (docs/performance.md, "Math
// functions"): the kernels of math_bench.cl (the functions
// gen/math_functions.def's bench column times, except native_*, float and double) on PoCL, built
// two ways from the same source:
//   PoCL        the source handed to PoCL, which compiles it with its own
//               builtins (no layer: OPENCL_LAYERS is cleared);
//   clbuiltins  the source linked by clb-link for spir64 and loaded as a
//               binary, as the test suite does (tests/support/compile.cpp).
// 2^22 elements on the same inputs (math_bench_common.h), work-groups of 256,
// median of 5 runs (the two columns' runs alternating) after a warm-up
// launch that fills PoCL's kernel cache;
// the ratio is speed (> 1: clbuiltins faster), with geomeans per type. The
// largest ulp distance between the two results is a check that both compute
// the same function, not an accuracy measurement (docs/accuracy.md).
//
// Usage: clb-bench-math-pocl [NAME...]   (prints a Markdown table; NAMEs
// restrict it to those functions)
//
// clb-bench-math-pocl --half [NAME...]: half against float instead, both
// clbuiltins (PoCL's builtins have no half): each function timed in float
// and double, NAME_float against NAME_half on the float kernel's inputs
// rounded to half (math_bench.cl's half twins), memory-bound (2^22
// elements) and compute-bound (the _chain kernels, 64 dependent calls per
// work-item, 2^16 work-items); the ratio is half's speed over float's.
// Also the largest distance, in half ulps, between the half result and the
// float result rounded to half: a check that both compute the function.
#include "math_bench_common.h"
#include "math_bench_fns.h"
#include "math_bench_list.h"
#include "pocl_harness.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace {

using namespace clbbench;

constexpr size_t kN = size_t(1) << 22, kLocal = 256;

using Fn = clbbench::BenchFn;
const auto &kFns = clbbench::kBenchFns;

// PoCL's session, with the benchmark's buffers and its 1-D NDRange.
struct Cl : PoclSession {
  cl_mem buffer(size_t bytes) {
    cl_int err;
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, nullptr, &err);
    check(err, "clCreateBuffer");
    return m;
  }
  std::pair<double, double> medianSeconds(cl_kernel a, cl_kernel b) {
    const size_t global = kN, local = kLocal;
    return PoclSession::medianSeconds(a, b, 1, &global, &local);
  }
};

struct Geomean {
  double logSum = 0;
  int n = 0;
  void add(double r) { logSum += std::log(r), ++n; }
};

template <class T>
void row(Cl &cl, cl_program pocl, cl_program clb, const Fn &f, cl_mem mx, cl_mem my, cl_mem mo1,
         cl_mem mo2, Geomean &g, std::string &notes) {
  const bool isFloat = sizeof(T) == 4;
  const char *type = isFloat ? "float" : "double";
  const double *xr = f.range + (isFloat ? 0 : 2), *yr = f.range + 4;
  const uint64_t seed = clbBenchSeed(f.name, type);
  std::vector<T> x(kN), y(f.arity == 2 ? kN : 0), o1(kN), o2(kN);
  for (size_t i = 0; i < kN; ++i)
    x[i] = T(clbBenchInput(2 * seed + 1, i, xr[0], xr[1]));
  for (size_t i = 0; i < y.size(); ++i)
    y[i] = T(clbBenchInput(2 * seed + 2, i, yr[0], yr[1]));
  check(clEnqueueWriteBuffer(cl.q, mx, CL_TRUE, 0, kN * sizeof(T), x.data(), 0, nullptr, nullptr),
        "write");
  if (f.arity == 2)
    check(clEnqueueWriteBuffer(cl.q, my, CL_TRUE, 0, kN * sizeof(T), y.data(), 0, nullptr, nullptr),
          "write");

  const std::string name = std::string(f.name) + "_" + type;
  auto kernel = [&](cl_program p, cl_mem out) {
    cl_int err;
    cl_kernel k = clCreateKernel(p, name.c_str(), &err);
    check(err, "clCreateKernel " + name);
    cl_uint a = 0;
    clSetKernelArg(k, a++, sizeof mx, &mx);
    if (f.arity == 2)
      clSetKernelArg(k, a++, sizeof my, &my);
    clSetKernelArg(k, a++, sizeof out, &out);
    return k;
  };
  cl_kernel kPocl = kernel(pocl, mo1), kClb = kernel(clb, mo2);
  const auto [tPocl, tClb] = cl.medianSeconds(kPocl, kClb);
  clReleaseKernel(kPocl);
  clReleaseKernel(kClb);
  check(clEnqueueReadBuffer(cl.q, mo1, CL_TRUE, 0, kN * sizeof(T), o1.data(), 0, nullptr, nullptr),
        "read");
  check(clEnqueueReadBuffer(cl.q, mo2, CL_TRUE, 0, kN * sizeof(T), o2.data(), 0, nullptr, nullptr),
        "read");

  uint64_t worst = 0;
  size_t at = 0;
  for (size_t i = 0; i < kN; ++i) {
    uint64_t d = clbBenchUlps(o1[i], o2[i]);
    if (d > worst)
      worst = d, at = i;
  }
  if (worst > 1) {
    char s[256], ys[64] = "";
    if (f.arity == 2)
      std::snprintf(ys, sizeof ys, ", y = %a", (double)y[at]);
    std::snprintf(s, sizeof s, "- %s %s: most different at x = %a%s: PoCL %a, clbuiltins %a\n",
                  f.name, type, (double)x[at], ys, (double)o1[at], (double)o2[at]);
    notes += s;
  }
  char range[96];
  if (f.arity == 2)
    std::snprintf(range, sizeof range, "x in (%g, %g], y in (%g, %g]", xr[0], xr[1], yr[0], yr[1]);
  else
    std::snprintf(range, sizeof range, "(%g, %g]", xr[0], xr[1]);
  g.add(tPocl / tClb);
  std::printf("| %s | %s | %s | %.1f | %.1f | %.2fx | %s |\n", f.name, type, range,
              kN / tPocl / 1e6, kN / tClb / 1e6, tPocl / tClb,
              worst == ~0ull ? "NaN vs number" : std::to_string(worst).c_str());
  std::fflush(stdout);
}

// A float rounded to half (nearest even; the host's _Float16), as bits, and
// back.
uint16_t toHalf(float f) {
  const _Float16 h = (_Float16)f;
  uint16_t b;
  std::memcpy(&b, &h, 2);
  return b;
}
float fromHalf(uint16_t b) {
  _Float16 h;
  std::memcpy(&h, &b, 2);
  return (float)h;
}
// Distance between two halves in representable values (NaNs agree).
uint64_t halfUlps(uint16_t a, uint16_t b) {
  const bool na = (a & 0x7fff) > 0x7c00, nb = (b & 0x7fff) > 0x7c00;
  if (na || nb)
    return na && nb ? 0 : ~0ull;
  const uint64_t ma = a & 0x7fff, mb = b & 0x7fff;
  if ((a ^ b) & 0x8000)
    return ma + mb;
  return ma > mb ? ma - mb : mb - ma;
}

constexpr size_t kChainN = size_t(1) << 16;

// One function's half-against-float row: memory-bound and compute-bound.
void halfRow(Cl &cl, cl_program clb, const Fn &f, cl_mem mx, cl_mem my, cl_mem mo1, cl_mem mo2,
             cl_mem hx, cl_mem hy, Geomean g[2], std::string &notes) {
  const uint64_t seed = clbBenchSeed(f.name, "float");
  std::vector<float> x(kN), y(kN, 0.0f), o(kN);
  std::vector<uint16_t> xh(kN), yh(kN, 0), oh(kN);
  for (size_t i = 0; i < kN; ++i) {
    x[i] = float(clbBenchInput(2 * seed + 1, i, f.range[0], f.range[1]));
    xh[i] = toHalf(x[i]);
    if (f.arity == 2) {
      y[i] = float(clbBenchInput(2 * seed + 2, i, f.range[4], f.range[5]));
      yh[i] = toHalf(y[i]);
    }
  }
  // The float kernel reads the same values as the half one: the inputs
  // rounded to half.
  for (size_t i = 0; i < kN; ++i) {
    x[i] = fromHalf(xh[i]);
    y[i] = fromHalf(yh[i]);
  }
  auto write = [&](cl_mem m, const void *p, size_t bytes) {
    check(clEnqueueWriteBuffer(cl.q, m, CL_TRUE, 0, bytes, p, 0, nullptr, nullptr), "write");
  };
  write(mx, x.data(), kN * 4);
  write(my, y.data(), kN * 4);
  write(hx, xh.data(), kN * 2);
  write(hy, yh.data(), kN * 2);
  double ratio[2];
  double rate[2][2];
  for (int chain = 0; chain < 2; ++chain) {
    auto kernel = [&](const char *type, cl_mem in, cl_mem in2, cl_mem out) {
      const std::string name = std::string(f.name) + "_" + type + (chain ? "_chain" : "");
      cl_int err;
      cl_kernel k = clCreateKernel(clb, name.c_str(), &err);
      check(err, "clCreateKernel " + name);
      cl_uint a = 0;
      clSetKernelArg(k, a++, sizeof in, &in);
      if (f.arity == 2)
        clSetKernelArg(k, a++, sizeof in2, &in2);
      clSetKernelArg(k, a++, sizeof out, &out);
      return k;
    };
    cl_kernel kf = kernel("float", mx, my, mo1), kh = kernel("half", hx, hy, mo2);
    const size_t global = chain ? kChainN : kN, local = kLocal;
    const auto [tf, th] = cl.PoclSession::medianSeconds(kf, kh, 1, &global, &local);
    clReleaseKernel(kf);
    clReleaseKernel(kh);
    ratio[chain] = tf / th;
    const double calls = double(global) * (chain ? 64 : 1);
    rate[chain][0] = calls / tf / 1e6;
    rate[chain][1] = calls / th / 1e6;
    g[chain].add(tf / th);
    // The memory-bound results, read before the chain kernels overwrite
    // their first 2^16 (where a result overflows, a chain's x + (v - v) is
    // NaN).
    if (!chain) {
      check(clEnqueueReadBuffer(cl.q, mo1, CL_TRUE, 0, kN * 4, o.data(), 0, nullptr, nullptr),
            "read");
      check(clEnqueueReadBuffer(cl.q, mo2, CL_TRUE, 0, kN * 2, oh.data(), 0, nullptr, nullptr),
            "read");
    }
  }
  uint64_t worst = 0;
  size_t at = 0;
  for (size_t i = 0; i < kN; ++i) {
    const uint64_t d = halfUlps(toHalf(o[i]), oh[i]);
    if (d > worst)
      worst = d, at = i;
  }
  if (worst > 1) {
    char s[256], ys[64] = "";
    if (f.arity == 2)
      std::snprintf(ys, sizeof ys, ", y = %a", (double)y[at]);
    std::snprintf(s, sizeof s, "- %s: most different at x = %a%s: float %a, half %a\n", f.name,
                  (double)x[at], ys, (double)o[at], (double)fromHalf(oh[at]));
    notes += s;
  }
  char range[96];
  if (f.arity == 2)
    std::snprintf(range, sizeof range, "x in (%g, %g], y in (%g, %g]", f.range[0], f.range[1],
                  f.range[4], f.range[5]);
  else
    std::snprintf(range, sizeof range, "(%g, %g]", f.range[0], f.range[1]);
  std::printf("| %s | %s | %.1f | %.1f | %.2fx | %.1f | %.1f | %.2fx | %s |\n", f.name, range,
              rate[0][0], rate[0][1], ratio[0], rate[1][0], rate[1][1], ratio[1],
              worst == ~0ull ? "NaN vs number" : std::to_string(worst).c_str());
  std::fflush(stdout);
}

int halfMain(const std::vector<std::string> &only) {
  const std::string dir = CLB_BENCH_SOURCE_DIR;
  const std::string source = readSource(dir + "/math_bench.cl");
  Cl cl;
  cl_program clb = cl.clbuiltins(dir + "/math_bench.cl", source, {"-I", dir, "-DCLB_BENCH_HALF"},
                                 CLB_BENCH_LIBRARY_DIR);
  std::printf(
      "# Half against float, clbuiltins on PoCL (%s): the float kernels' inputs rounded to half, "
      "work-groups of 256, median of 5 warm runs; ratio is half's speed over float's\n\n",
      cl.describe().c_str());
  std::printf(
      "| function | inputs | float Mcall/s | half Mcall/s | half / float | float Mcall/s (64 "
      "dependent) | half Mcall/s (64 dependent) | half / float | max half ulps half-(half)float "
      "|\n|:--|:--|--:|--:|--:|--:|--:|--:|--:|\n");
  cl_mem mx = cl.buffer(kN * 4), my = cl.buffer(kN * 4), mo1 = cl.buffer(kN * 4),
         mo2 = cl.buffer(kN * 2), hx = cl.buffer(kN * 2), hy = cl.buffer(kN * 2);
  Geomean g[2];
  std::string notes;
  for (const Fn &f : kFns) {
    if (!std::strncmp(f.name, "native_", 7) || !f.hasDouble)
      continue;
    if (!only.empty() && std::find(only.begin(), only.end(), f.name) == only.end())
      continue;
    halfRow(cl, clb, f, mx, my, mo1, mo2, hx, hy, g, notes);
  }
  if (g[0].n)
    std::printf("| geomean | | | | %.2fx (%d) | | | %.2fx (%d) | |\n",
                std::exp(g[0].logSum / g[0].n), g[0].n, std::exp(g[1].logSum / g[1].n), g[1].n);
  if (!notes.empty())
    std::printf("\nLargest differences above 1 half ulp:\n%s", notes.c_str());
  return 0;
}

}  // namespace

int main(int argc, char **argv) {
  toolName = "clb-bench-math-pocl";
  std::vector<std::string> only(argv + 1, argv + argc);
  const bool half = !only.empty() && only[0] == "--half";
  if (half)
    only.erase(only.begin());
  for (const std::string &n : only)
    if (std::none_of(std::begin(kFns), std::end(kFns), [&](const Fn &f) { return n == f.name; }))
      fail("unknown function " + n + " (see tools/lab/bench/math_bench_list.h)");
  if (half)
    return halfMain(only);

  const std::string dir = CLB_BENCH_SOURCE_DIR;
  const std::string source = readSource(dir + "/math_bench.cl");
  Cl cl;
  cl_program pocl = cl.pocl(source, "-I " + dir);
  cl_program clb =
      cl.clbuiltins(dir + "/math_bench.cl", source, {"-I", dir}, CLB_BENCH_LIBRARY_DIR);

  std::printf(
      "# Math functions on PoCL (%s): 2^22 elements, work-groups of 256, median of "
      "5 warm runs; ratio is speed (> 1: clbuiltins faster)\n\n",
      cl.describe().c_str());
  std::printf(
      "| function | type | inputs | PoCL Melem/s | clbuiltins Melem/s | clb / PoCL | max ulps "
      "PoCL-clb |\n|:--|:--|:--|--:|--:|--:|--:|\n");
  cl_mem mx = cl.buffer(kN * 8), my = cl.buffer(kN * 8), mo1 = cl.buffer(kN * 8),
         mo2 = cl.buffer(kN * 8);
  std::string notes;
  Geomean g[2];
  for (bool isFloat : {true, false})
    for (const Fn &f : kFns) {
      if (!std::strncmp(f.name, "native_", 7) || (!isFloat && !f.hasDouble))
        continue;
      if (!only.empty() && std::find(only.begin(), only.end(), f.name) == only.end())
        continue;
      if (isFloat)
        row<float>(cl, pocl, clb, f, mx, my, mo1, mo2, g[0], notes);
      else
        row<double>(cl, pocl, clb, f, mx, my, mo1, mo2, g[1], notes);
    }
  for (int t = 0; t < 2; ++t)
    if (g[t].n)
      std::printf("| geomean | %s | | | | %.2fx (%d) | |\n", t ? "double" : "float",
                  std::exp(g[t].logSum / g[t].n), g[t].n);
  if (!notes.empty())
    std::printf("\nLargest differences above 1 ulp:\n%s", notes.c_str());
  return 0;
}
