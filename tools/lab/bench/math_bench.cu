// Math function throughput on the GPU (docs/performance.md, "Math
// functions"): for each function gen/math_functions.def's bench column times, Gelem/s of
// y[i] = f(x[i]) (or f(x[i], z[i])) over 2^26 elements, median of 7 runs
// (median_time.h), in three columns on the same inputs:
//   clbuiltins  math_bench.cl linked by clb-link -O3 (math-clb.ptx)
//   libclc-15   the same source linked with libclc-15 (math-libclc.ptx)
//   CUDA        the same kernel in CUDA C++ with CUDA's function (the .def's
//               cudaf/cudad column), compiled by nvcc without fast math
// Built with CLB_BENCH_FAST_MATH (mbench_fast, gpu-check.sh math-bench-fast):
// the CUDA column compiled with -use_fast_math (sinf becomes __sinf, -ftz,
// approximate division and square roots), against clbuiltins' relaxed build
// (math-fast-clb.ptx: -cl-fast-relaxed-math -cl-denorms-are-zero, the same
// latitude), float only (neither option changes double); libclc's column
// stays its default build.
// with the speed ratios clb/libclc and clb/CUDA (> 1: clbuiltins faster) and
// their geomeans per type; then the same compute-bound (64 dependent calls
// per work-item, math_bench.cl's _chain kernels), in calls per second. Then the native_ functions
// (float) against CUDA's intrinsics. Each row also gives the largest ulp distance between
// clbuiltins' results and the others' on the same inputs: a check that the
// kernels compute the same function, not an accuracy measurement
// (docs/accuracy.md has those). Kernels and tables come from
// gen/math_functions.def, the rows its bench column times.
//
//   tools/lab/bench/build-ptx.sh build        # here: build/bench/math-{clb,libclc}.ptx
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target mbench build-gpu/tools-lab-gpu/mbench build/bench/math-clb.ptx
//   build/bench/math-libclc.ptx
#include "clb_ptx_module.h"
#include "math_bench_common.h"
#include "math_bench_list.h"
#include "median_time.h"

#include <cuda_runtime.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <string>
#include <vector>

namespace {

constexpr size_t kN = size_t(1) << 26;
constexpr size_t kChainN = size_t(1) << 24;
constexpr unsigned kLocal = 256;

// The CUDA column: one kernel per listed function and type, the .def's
// expression in x (and y). CLB_NONE (CUDA has no such function) compiles to
// a store of 0 that is never launched: the table marks it from the entry's
// text.
#define CLB_NONE 0
// (The unary kernels take y too, unread, so that one pointer type holds
// every kernel.)
#define CLB_BENCH_CU1(kname, T, expr)                         \
  __global__ void kname(const T *xs, const T *, T *out) {     \
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; \
    [[maybe_unused]] T x = xs[i];                             \
    out[i] = expr;                                            \
  }
#define CLB_BENCH_CU2(kname, T, expr)                         \
  __global__ void kname(const T *xs, const T *ys, T *out) {   \
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; \
    [[maybe_unused]] T x = xs[i], y = ys[i];                  \
    out[i] = expr;                                            \
  }
// The compute-bound twins (math_bench.cl says why x + (v - v), and why
// under fast math one operand goes through an empty asm first).
constexpr int kChain = 64;
#ifdef CLB_BENCH_FAST_MATH
__device__ inline float benchZero(float v) {
  float w = v;
  asm("" : "+f"(w));
  return w - v;
}
__device__ inline double benchZero(double v) {
  double w = v;
  asm("" : "+d"(w));
  return w - v;
}
#define CLB_BENCH_ZERO(v) benchZero(v)
#else
#define CLB_BENCH_ZERO(v) ((v) - (v))
#endif
#define CLB_BENCH_CU1_CHAIN(kname, T, expr)                   \
  __global__ void kname(const T *xs, const T *, T *out) {     \
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; \
    const T x0 = xs[i];                                       \
    T v = x0;                                                 \
    for (int k = 0; k < kChain; ++k) {                        \
      [[maybe_unused]] T x = x0 + CLB_BENCH_ZERO(v);          \
      v = expr;                                               \
    }                                                         \
    out[i] = v;                                               \
  }
#define CLB_BENCH_CU2_CHAIN(kname, T, expr)                   \
  __global__ void kname(const T *xs, const T *ys, T *out) {   \
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x; \
    const T x0 = xs[i];                                       \
    [[maybe_unused]] const T y = ys[i];                       \
    T v = x0;                                                 \
    for (int k = 0; k < kChain; ++k) {                        \
      [[maybe_unused]] T x = x0 + CLB_BENCH_ZERO(v);          \
      v = expr;                                               \
    }                                                         \
    out[i] = v;                                               \
  }
#define CLB_MATH_1(name, ref, cudaf, cudad, spec, bound, worst, bench)                             \
  CLB_BENCH_IF(CLB_BENCH_TYPES(bench))                                                             \
  (CLB_BENCH_CU1(cu_##name##_float, float, cudaf) CLB_BENCH_CU1(cu_##name##_double, double, cudad) \
       CLB_BENCH_CU1_CHAIN(cu_##name##_float_chain, float, cudaf)                                  \
           CLB_BENCH_CU1_CHAIN(cu_##name##_double_chain, double, cudad))
#define CLB_MATH_2(name, ref, cudaf, cudad, spec, bound, worst, bench)                             \
  CLB_BENCH_IF(CLB_BENCH_TYPES(bench))                                                             \
  (CLB_BENCH_CU2(cu_##name##_float, float, cudaf) CLB_BENCH_CU2(cu_##name##_double, double, cudad) \
       CLB_BENCH_CU2_CHAIN(cu_##name##_float_chain, float, cudaf)                                  \
           CLB_BENCH_CU2_CHAIN(cu_##name##_double_chain, double, cudad))
#include "../../../gen/math_functions.def"

// What -use_fast_math makes of 1.0f / x and sqrtf(x) (nvcc -ptx shows these
// instructions), beside the correctly rounded intrinsics the .def names for
// native_recip and native_sqrt.
__global__ void cuRcpApprox(const float *xs, const float *, float *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  float r;
  asm("rcp.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(xs[i]));
  out[i] = r;
}
__global__ void cuSqrtApprox(const float *xs, const float *, float *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  float r;
  asm("sqrt.approx.ftz.f32 %0, %1;" : "=f"(r) : "f"(xs[i]));
  out[i] = r;
}

using CuKernelF = void (*)(const float *, const float *, float *);
using CuKernelD = void (*)(const double *, const double *, double *);

struct Fn {
  const char *name;
  int arity;
  bool hasDouble;
  double range[6];            // float x (lo, hi], double x (lo, hi], y (lo, hi]
  const char *cudaF, *cudaD;  // the .def's text; "CLB_NONE" where CUDA has none
  CuKernelF cuF;
  CuKernelD cuD;
  CuKernelF cuFChain;
  CuKernelD cuDChain;
};
// (Names and the .def's text are pasted and quoted in CLB_MATH_*, before
// any macro expansion: CLB_NONE is a macro in this file.)
#define CLB_BENCH_ROW(bench, name, arity, cudaf, cudad, k) \
  CLB_BENCH_IF(CLB_BENCH_TYPES(bench))                     \
  ({name,                                                  \
    arity,                                                 \
    CLB_BENCH_HAS_DOUBLE(CLB_BENCH_TYPES(bench)),          \
    {CLB_BENCH_RANGES(bench)},                             \
    cudaf,                                                 \
    cudad,                                                 \
    k##_float,                                             \
    k##_double,                                            \
    k##_float_chain,                                       \
    k##_double_chain}, )
#define CLB_MATH_1(name, ref, cudaf, cudad, spec, bound, worst, bench) \
  CLB_BENCH_ROW(bench, #name, 1, #cudaf, #cudad, cu_##name)
#define CLB_MATH_2(name, ref, cudaf, cudad, spec, bound, worst, bench) \
  CLB_BENCH_ROW(bench, #name, 2, #cudaf, #cudad, cu_##name)
const Fn kFns[] = {
#include "../../../gen/math_functions.def"
};

// The memory-bound ceiling of a row: y[i] = x[i].
template <class T>
__global__ void copy(const T *x, T *y) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  y[i] = x[i];
}

template <class T>
__global__ void fill(T *out, uint64_t seed, double lo, double hi) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  out[i] = T(clbBenchInput(seed, i, lo, hi));
}

// stat[0]: the largest distance; stat[1]: the first index that has it
// (second pass).
template <class T>
__global__ void maxUlps(const T *a, const T *b, unsigned long long *stat) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  atomicMax(&stat[0], (unsigned long long)clbBenchUlps(a[i], b[i]));
}
template <class T>
__global__ void whereUlps(const T *a, const T *b, unsigned long long *stat) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (clbBenchUlps(a[i], b[i]) == stat[0])
    atomicMin(&stat[1], (unsigned long long)i);
}

// A module that may be missing or fail to load: its column says so.
struct Module {
  std::unique_ptr<ClbPtxModule> m;
  std::string why;
  Module(const char *path) {
    FILE *f = std::fopen(path, "rb");
    if (!f) {
      why = std::string("cannot read ") + path;
      return;
    }
    std::string text;
    char buf[1 << 16];
    for (size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;)
      text.append(buf, n);
    std::fclose(f);
    CUmodule mod;
    CUresult r = cuModuleLoadData(&mod, text.c_str());
    if (r != CUDA_SUCCESS) {
      const char *s = "?";
      cuGetErrorString(r, &s);
      why = std::string("cannot load ") + path + ": " + s;
      std::fprintf(stderr, "%s\n", why.c_str());
      return;
    }
    m.reset(new ClbPtxModule(mod));
  }
  bool has(const std::string &kernel) const {
    CUfunction f;
    return m && cuModuleGetFunction(&f, m->module, kernel.c_str()) == CUDA_SUCCESS;
  }
};

void syncOrDie(const char *what) {
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    // A fault poisons the context: nothing after it can be measured.
    std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}

double gelems(float ms) {
  return double(kN) / (ms * 1e-3) / 1e9;
}

std::string hex(double v, bool isFloat) {
  char s[64];
  if (isFloat)
    std::snprintf(s, sizeof s, "%a", (double)(float)v);
  else
    std::snprintf(s, sizeof s, "%a", v);
  return s;
}

struct Buffers {
  void *x, *y, *clb, *clc, *cu;
  unsigned long long *stat;
};

struct Geomean {
  double logSum = 0;
  int n = 0;
  void add(double r) { logSum += std::log(r), ++n; }
  std::string str() const {
    if (!n)
      return "-";
    char s[32];
    std::snprintf(s, sizeof s, "%.2fx (%d)", std::exp(logSum / n), n);
    return s;
  }
};

// One row: times the three columns, compares clbuiltins' results with the
// others'. Returns the notes (worst inputs) to print under the table.
// calls: calls per element, 1 or kChain (the kernels NAME_TYPE_chain, on
// kChainN elements: 2^26 of them would take minutes for the slowest).
template <class T>
std::string row(const char *name, int arity, const double *xr, const double *yr, const Module &clb,
                const Module &clc, void (*cu)(const T *, const T *, T *), const char *cuText,
                const Buffers &b, Geomean &vsClc, Geomean &vsCu, int calls = 1) {
  const bool isFloat = sizeof(T) == 4;
  const char *type = isFloat ? "float" : "double";
  const std::string kernel = std::string(name) + "_" + type + (calls > 1 ? "_chain" : "");
  const size_t n = calls > 1 ? kChainN : kN;
  const uint64_t seed = clbBenchSeed(name, type);
  T *x = (T *)b.x, *y = (T *)b.y;
  fill<T><<<n / kLocal, kLocal>>>(x, 2 * seed + 1, xr[0], xr[1]);
  if (arity == 2)
    fill<T><<<n / kLocal, kLocal>>>(y, 2 * seed + 2, yr[0], yr[1]);
  syncOrDie("inputs");

  CUdeviceptr dx = (CUdeviceptr)x, dy = (CUdeviceptr)y;
  auto time = [&](const Module &m, void *out) {
    CUdeviceptr dOut = (CUdeviceptr)out;
    std::vector<void *> args = {&dx};
    if (arity == 2)
      args.push_back(&dy);
    args.push_back(&dOut);
    float ms = medianMilliseconds([&] { m.m->launch(kernel.c_str(), n, kLocal, args); });
    syncOrDie(kernel.c_str());
    return ms;
  };
  const bool haveClb = clb.has(kernel), haveClc = clc.has(kernel), haveCu = cu != nullptr;
  float tClb = haveClb ? time(clb, b.clb) : 0, tClc = haveClc ? time(clc, b.clc) : 0, tCu = 0;
  if (haveCu) {
    tCu = medianMilliseconds([&] { cu<<<n / kLocal, kLocal>>>(x, y, (T *)b.cu); });
    syncOrDie(cuText);
  }
  std::string notes;
  auto compare = [&](bool have, void *other, const char *who) -> std::string {
    if (!haveClb || !have)
      return "-";
    cudaMemset(b.stat, 0, 8);
    cudaMemset(b.stat + 1, 0xff, 8);
    maxUlps<T><<<n / kLocal, kLocal>>>((const T *)b.clb, (const T *)other, b.stat);
    whereUlps<T><<<n / kLocal, kLocal>>>((const T *)b.clb, (const T *)other, b.stat);
    unsigned long long stat[2];
    cudaMemcpy(stat, b.stat, sizeof stat, cudaMemcpyDeviceToHost);
    syncOrDie("compare");
    if (stat[0] > 1) {
      T in[2], out[2];
      cudaMemcpy(&in[0], x + stat[1], sizeof(T), cudaMemcpyDeviceToHost);
      cudaMemcpy(&in[1], y + stat[1], sizeof(T), cudaMemcpyDeviceToHost);
      cudaMemcpy(&out[0], (T *)b.clb + stat[1], sizeof(T), cudaMemcpyDeviceToHost);
      cudaMemcpy(&out[1], (T *)other + stat[1], sizeof(T), cudaMemcpyDeviceToHost);
      notes += std::string("- ") + name + " " + type + ": clbuiltins and " + who +
               " differ most at x = " + hex(in[0], isFloat) +
               (arity == 2 ? ", y = " + hex(in[1], isFloat) : std::string()) + ": " +
               hex(out[0], isFloat) + " against " + hex(out[1], isFloat) + "\n";
    }
    return stat[0] == ~0ull ? "NaN vs number" : std::to_string(stat[0]);
  };
  const std::string uClc = compare(haveClc, b.clc, "libclc-15"),
                    uCu = compare(haveCu, b.cu, cuText);

  char range[128];
  if (arity == 2)
    std::snprintf(range, sizeof range, "x in (%g, %g], y in (%g, %g]", xr[0], xr[1], yr[0], yr[1]);
  else
    std::snprintf(range, sizeof range, "(%g, %g]", xr[0], xr[1]);
  auto rate = [&](bool have, float ms) {
    char s[32] = "missing";
    if (have)
      std::snprintf(s, sizeof s, "%.1f", gelems(ms) * calls * double(n) / double(kN));
    return std::string(s);
  };
  auto ratio = [&](bool have, float ms, Geomean &g) {
    if (!haveClb || !have)
      return std::string("-");
    char s[32];
    std::snprintf(s, sizeof s, "%.2fx", ms / tClb);
    g.add(ms / tClb);
    return std::string(s);
  };
  std::string cuName = haveCu ? std::string("`") + cuText + "`" : "none";
  std::printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", name, range,
              rate(haveClb, tClb).c_str(), rate(haveClc, tClc).c_str(), rate(haveCu, tCu).c_str(),
              cuName.c_str(), ratio(haveClc, tClc, vsClc).c_str(), ratio(haveCu, tCu, vsCu).c_str(),
              uClc.c_str(), uCu.c_str());
  std::fflush(stdout);
  return notes;
}

void header(const char *title, const std::string &note = "", const char *unit = "Gelem/s") {
  std::printf(
      "\n%s\n\n%s| function | inputs | clbuiltins %s | libclc-15 %s | CUDA %s | CUDA function "
      "| clb / libclc | clb / CUDA | max ulps clb-libclc | max ulps clb-CUDA |\n"
      "|:--|:--|--:|--:|--:|:--|--:|--:|--:|--:|\n",
      title, note.c_str(), unit, unit, unit);
}

void footer(const Geomean &vsClc, const Geomean &vsCu, const std::string &notes) {
  std::printf("| geomean (functions) | | | | | | %s | %s | | |\n", vsClc.str().c_str(),
              vsCu.str().c_str());
  if (!notes.empty())
    std::printf("\nLargest differences above 1 ulp:\n%s", notes.c_str());
}

// One table's rows: every listed function but the native_ ones, float or
// double, memory-bound (calls 1) or compute-bound (kChain), with geomeans.
void typeTable(bool isFloat, int calls, const Module &clb, const Module &clc, const Buffers &b) {
  Geomean g1, g2;
  std::string notes;
  for (const Fn &f : kFns) {
    if (!std::strncmp(f.name, "native_", 7) || (!isFloat && !f.hasDouble))
      continue;
    if (isFloat)
      notes +=
          row<float>(f.name, f.arity, f.range, f.range + 4, clb, clc,
                     std::strcmp(f.cudaF, "CLB_NONE") ? (calls > 1 ? f.cuFChain : f.cuF) : nullptr,
                     f.cudaF, b, g1, g2, calls);
    else
      notes +=
          row<double>(f.name, f.arity, f.range + 2, f.range + 4, clb, clc,
                      std::strcmp(f.cudaD, "CLB_NONE") ? (calls > 1 ? f.cuDChain : f.cuD) : nullptr,
                      f.cudaD, b, g1, g2, calls);
  }
  footer(g1, g2, notes);
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s math-clb.ptx math-libclc.ptx\n", argv[0]);
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  CLB_CU_CHECK(cuInit(0));
  cudaFree(nullptr);  // the runtime's primary context, which the modules load into
  Module clb(argv[1]), clc(argv[2]);
  if (!clb.m)
    return 1;

  Buffers b;
  for (void **p : {&b.x, &b.y, &b.clb, &b.clc, &b.cu})
    if (cudaMalloc(p, kN * sizeof(double)) != cudaSuccess) {
      std::fprintf(stderr, "cannot allocate %zu bytes\n", kN * sizeof(double));
      return 1;
    }
  cudaMalloc(&b.stat, 16);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  std::printf(
      "# Math functions on %s: 2^26 elements, median of 7 runs; ratios are speed (> 1: clbuiltins "
      "faster)\n",
      prop.name);
#ifdef CLB_BENCH_FAST_MATH
  std::printf(
      "\nRelaxed builds: clbuiltins linked with -cl-fast-relaxed-math -cl-denorms-are-zero, CUDA "
      "compiled with -use_fast_math; libclc-15 its default build. Float only.\n");
  const std::initializer_list<bool> types = {true};
#else
  const std::initializer_list<bool> types = {true, false};
#endif
  if (!clc.m)
    std::printf("\nlibclc-15 column empty: %s\n", clc.why.c_str());

  for (bool isFloat : types) {
    float copyMs = isFloat ? medianMilliseconds([&] {
      copy<<<kN / kLocal, kLocal>>>((float *)b.x, (float *)b.cu);
    })
                           : medianMilliseconds([&] {
                               copy<<<kN / kLocal, kLocal>>>((double *)b.x, (double *)b.cu);
                             });
    syncOrDie("copy");
    char note[160];
    std::snprintf(
        note, sizeof note,
        "A copy (y[i] = x[i], CUDA) runs at %.1f Gelem/s: rows near that are memory-bound.\n\n",
        gelems(copyMs));
    header(isFloat ? "## float" : "## double", note);
    typeTable(isFloat, 1, clb, clc, b);
  }

  // Compute-bound: kChain dependent calls per work-item on its own input.
  for (bool isFloat : types) {
    char note[200];
    std::snprintf(
        note, sizeof note,
        "Each work-item calls the function %d times in a dependent chain on its own input "
        "(x + (v - v)), 2^24 work-items: the rate is calls per second, compute-bound.\n\n",
        kChain);
    header(isFloat ? "## float, compute-bound" : "## double, compute-bound", note, "Gcall/s");
    typeTable(isFloat, kChain, clb, clc, b);
  }

#ifdef CLB_BENCH_FAST_MATH
  std::fprintf(stderr, "math_bench (fast math): %.0f s\n",
               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return 0;
#endif
  header("## native_ (float) against CUDA's intrinsics (goal: clb / CUDA >= 0.95x)");
  Geomean g1, g2;
  std::string notes;
  for (const Fn &f : kFns)
    if (!std::strncmp(f.name, "native_", 7))
      notes += row<float>(f.name, f.arity, f.range, f.range + 4, clb, clc,
                          std::strcmp(f.cudaF, "CLB_NONE") ? f.cuF : nullptr, f.cudaF, b, g1, g2);
  // The approximate instructions of -use_fast_math, as extra rows (not in
  // the geomean): clbuiltins' native_recip and native_sqrt are correctly
  // rounded today, like the intrinsics in the rows above.
  Geomean none1, none2;
  for (const Fn &f : kFns) {
    if (!std::strcmp(f.name, "native_recip"))
      notes += row<float>(f.name, 1, f.range, f.range + 4, clb, clc, cuRcpApprox,
                          "rcp.approx.ftz.f32", b, none1, none2);
    if (!std::strcmp(f.name, "native_sqrt"))
      notes += row<float>(f.name, 1, f.range, f.range + 4, clb, clc, cuSqrtApprox,
                          "sqrt.approx.ftz.f32", b, none1, none2);
  }
  footer(g1, g2, notes);
  std::fprintf(stderr, "math_bench: %.0f s\n",
               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return 0;
}
