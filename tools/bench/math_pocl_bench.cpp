// Math function throughput on the CPU (docs/performance.md, "Math
// functions"): the kernels of math_bench.cl (the functions of
// math_bench_list.h except native_*, float and double) on PoCL, built two
// ways from the same source:
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
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include "clbuiltins/Link.h"
#include "math_bench_common.h"
#include "math_bench_list.h"

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

constexpr size_t kN = size_t(1) << 22, kLocal = 256;

struct Fn {
  const char *name;
  int arity;
  bool hasDouble;
  double range[6];  // float x (lo, hi], double x (lo, hi], y (lo, hi]
};
// (The name is pasted and quoted in CLB_MATH_*, before any expansion.)
#define CLB_BENCH_ROW(entry, name, arity)                                      \
  CLB_BENCH_IF(entry)({name, arity, CLB_BENCH_HAS_DOUBLE(entry), {CLB_BENCH_RANGES(entry)}},)
#define CLB_MATH_1(name, ref, cudaf, cudad) CLB_BENCH_ROW(CLB_BENCH_##name, #name, 1)
#define CLB_MATH_2(name, ref, cudaf, cudad) CLB_BENCH_ROW(CLB_BENCH_##name, #name, 2)
const Fn kFns[] = {
#include "../accuracy/math_functions.def"
};

[[noreturn]] void fail(const std::string &what) {
  std::fprintf(stderr, "clb-bench-math-pocl: %s\n", what.c_str());
  std::exit(1);
}
void check(cl_int e, const std::string &what) {
  if (e != CL_SUCCESS)
    fail(what + " failed with OpenCL error " + std::to_string(e));
}

double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct Cl {
  cl_device_id dev;
  cl_context ctx;
  cl_command_queue q;

  cl_program build(cl_program p, const char *options, const char *who) {
    cl_int err = clBuildProgram(p, 1, &dev, options, nullptr, nullptr);
    if (err != CL_SUCCESS) {
      size_t n = 0;
      clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
      std::string log(n, '\0');
      clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
      fail(std::string("building the ") + who + " program: " + std::to_string(err) + "\n" + log);
    }
    return p;
  }
  cl_mem buffer(size_t bytes) {
    cl_int err;
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, nullptr, &err);
    check(err, "clCreateBuffer");
    return m;
  }
  // The medians of 5 timed runs of each kernel, the runs alternating so that
  // a change of the machine's load (it is shared) falls on both, after one
  // run of each that compiles (or loads from the cache) its work-group
  // function.
  std::pair<double, double> medianSeconds(cl_kernel a, cl_kernel b) {
    size_t global = kN, local = kLocal;
    auto run = [&](cl_kernel k) {
      double t0 = now();
      check(clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, &local, 0, nullptr, nullptr), "enqueue");
      check(clFinish(q), "clFinish");
      return now() - t0;
    };
    run(a);
    run(b);
    std::vector<double> ta, tb;
    for (int r = 0; r < 5; ++r) {
      ta.push_back(run(a));
      tb.push_back(run(b));
    }
    std::sort(ta.begin(), ta.end());
    std::sort(tb.begin(), tb.end());
    return {ta[ta.size() / 2], tb[tb.size() / 2]};
  }
};

struct Geomean {
  double logSum = 0;
  int n = 0;
  void add(double r) { logSum += std::log(r), ++n; }
};

template <class T>
void row(Cl &cl, cl_program pocl, cl_program clb, const Fn &f, cl_mem mx, cl_mem my, cl_mem mo1, cl_mem mo2,
         Geomean &g, std::string &notes) {
  const bool isFloat = sizeof(T) == 4;
  const char *type = isFloat ? "float" : "double";
  const double *xr = f.range + (isFloat ? 0 : 2), *yr = f.range + 4;
  const uint64_t seed = clbBenchSeed(f.name, type);
  std::vector<T> x(kN), y(f.arity == 2 ? kN : 0), o1(kN), o2(kN);
  for (size_t i = 0; i < kN; ++i)
    x[i] = T(clbBenchInput(2 * seed + 1, i, xr[0], xr[1]));
  for (size_t i = 0; i < y.size(); ++i)
    y[i] = T(clbBenchInput(2 * seed + 2, i, yr[0], yr[1]));
  check(clEnqueueWriteBuffer(cl.q, mx, CL_TRUE, 0, kN * sizeof(T), x.data(), 0, nullptr, nullptr), "write");
  if (f.arity == 2)
    check(clEnqueueWriteBuffer(cl.q, my, CL_TRUE, 0, kN * sizeof(T), y.data(), 0, nullptr, nullptr), "write");

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
  check(clEnqueueReadBuffer(cl.q, mo1, CL_TRUE, 0, kN * sizeof(T), o1.data(), 0, nullptr, nullptr), "read");
  check(clEnqueueReadBuffer(cl.q, mo2, CL_TRUE, 0, kN * sizeof(T), o2.data(), 0, nullptr, nullptr), "read");

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
    std::snprintf(s, sizeof s, "- %s %s: most different at x = %a%s: PoCL %a, clbuiltins %a\n", f.name, type,
                  (double)x[at], ys, (double)o1[at], (double)o2[at]);
    notes += s;
  }
  char range[96];
  if (f.arity == 2)
    std::snprintf(range, sizeof range, "x in (%g, %g], y in (%g, %g]", xr[0], xr[1], yr[0], yr[1]);
  else
    std::snprintf(range, sizeof range, "(%g, %g]", xr[0], xr[1]);
  g.add(tPocl / tClb);
  std::printf("| %s | %s | %s | %.1f | %.1f | %.2fx | %s |\n", f.name, type, range, kN / tPocl / 1e6,
              kN / tClb / 1e6, tPocl / tClb, worst == ~0ull ? "NaN vs number" : std::to_string(worst).c_str());
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char **argv) {
  // PoCL's column is PoCL's own builtins: no layer in between.
  unsetenv("OPENCL_LAYERS");
  const std::string dir = CLB_BENCH_SOURCE_DIR;
  std::ifstream in(dir + "/math_bench.cl");
  if (!in)
    fail("cannot read " + dir + "/math_bench.cl");
  std::stringstream text;
  text << in.rdbuf();
  const std::string source = text.str();
  std::vector<std::string> only(argv + 1, argv + argc);
  for (const std::string &n : only)
    if (std::none_of(std::begin(kFns), std::end(kFns), [&](const Fn &f) { return n == f.name; }))
      fail("unknown function " + n + " (see tools/bench/math_bench_list.h)");

  Cl cl;
  cl_uint nPlatforms = 0;
  check(clGetPlatformIDs(0, nullptr, &nPlatforms), "clGetPlatformIDs");
  std::vector<cl_platform_id> platforms(nPlatforms);
  check(clGetPlatformIDs(nPlatforms, platforms.data(), nullptr), "clGetPlatformIDs");
  cl_platform_id platform = nullptr;
  for (cl_platform_id p : platforms) {
    char name[256] = "";
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, nullptr);
    if (std::strstr(name, "Portable Computing Language"))
      platform = p;
  }
  if (!platform)
    fail("no PoCL platform");
  check(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &cl.dev, nullptr), "clGetDeviceIDs");
  cl_int err;
  cl.ctx = clCreateContext(nullptr, 1, &cl.dev, nullptr, nullptr, &err);
  check(err, "clCreateContext");
  cl.q = clCreateCommandQueueWithProperties(cl.ctx, cl.dev, nullptr, &err);
  check(err, "clCreateCommandQueue");

  const std::string include = "-I " + dir;
  const char *src = source.c_str();
  cl_program pocl = clCreateProgramWithSource(cl.ctx, 1, &src, nullptr, &err);
  check(err, "clCreateProgramWithSource");
  cl.build(pocl, include.c_str(), "PoCL");

  clb::LinkRequest req;
  req.target = "spir64";
  req.sources.emplace_back(dir + "/math_bench.cl", source);
  req.clangArgs = {"-I", dir};
  req.libraryDir = CLB_BENCH_LIBRARY_DIR;
  req.inlineLaneWiseOverloads = true;  // as the layer and the test suite link
  auto spir = clb::link(req);
  if (!spir)
    fail("clb-link: " + llvm::toString(spir.takeError()));
  const unsigned char *bin = reinterpret_cast<const unsigned char *>(spir->data());
  size_t binSize = spir->size();
  cl_program clb = clCreateProgramWithBinary(cl.ctx, 1, &cl.dev, &binSize, &bin, nullptr, &err);
  check(err, "clCreateProgramWithBinary");
  cl.build(clb, "", "clbuiltins");

  char devName[256] = "";
  clGetDeviceInfo(cl.dev, CL_DEVICE_NAME, sizeof devName, devName, nullptr);
  cl_uint units = 0;
  clGetDeviceInfo(cl.dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, nullptr);
  std::printf("# Math functions on PoCL (%s, %u compute units): 2^22 elements, work-groups of 256, median of "
              "5 warm runs; ratio is speed (> 1: clbuiltins faster)\n\n",
              devName, units);
  std::printf("| function | type | inputs | PoCL Melem/s | clbuiltins Melem/s | clb / PoCL | max ulps "
              "PoCL-clb |\n|:--|:--|:--|--:|--:|--:|--:|\n");
  cl_mem mx = cl.buffer(kN * 8), my = cl.buffer(kN * 8), mo1 = cl.buffer(kN * 8), mo2 = cl.buffer(kN * 8);
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
      std::printf("| geomean | %s | | | | %.2fx (%d) | |\n", t ? "double" : "float", std::exp(g[t].logSum / g[t].n),
                  g[t].n);
  if (!notes.empty())
    std::printf("\nLargest differences above 1 ulp:\n%s", notes.c_str());
  return 0;
}
