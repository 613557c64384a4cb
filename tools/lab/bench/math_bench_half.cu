// Half against float on the GPU (docs/performance.md, "Half against
// float"): for each function gen/math_functions.def's bench column times in
// float and double, clbuiltins' NAME_half against its NAME_float
// (math_bench.cl's half twins, linked with -DCLB_BENCH_HALF into
// math-half-clb.ptx), on the same inputs (the float kernel's, rounded to
// half, which both read) and the same kernel shapes: memory-bound (2^26
// elements) and compute-bound (64 dependent calls per work-item, 2^24
// work-items); median of 7 runs (median_time.h). The ratio is half's speed
// over float's; the geomeans are over all rows. The last column is the
// largest distance, in half ulps, between the half result and the float
// result rounded to half: a check that both compute the function.
//
//   tools/lab/bench/build-ptx.sh build   # here: build/bench/math-half-clb.ptx
//   mbench_half build/bench/math-half-clb.ptx   # on the GPU machine
#include "clb_ptx_module.h"
#include "math_bench_common.h"
#include "math_bench_fns.h"
#include "math_bench_list.h"
#include "median_time.h"

#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <string>
#include <vector>

namespace {

constexpr size_t kN = size_t(1) << 26;
constexpr size_t kChainN = size_t(1) << 24;
constexpr unsigned kLocal = 256;
constexpr int kChain = 64;

using Fn = clbbench::BenchFn;
const auto &kFns = clbbench::kBenchFns;

// Stream `seed`'s inputs rounded to half: as halves and as the floats they
// are.
__global__ void fill(__half *h, float *f, uint64_t seed, double lo, double hi) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  const __half v = __float2half_rn(float(clbBenchInput(seed, i, lo, hi)));
  h[i] = v;
  f[i] = __half2float(v);
}

// The largest distance in half ulps between half results and float ones
// rounded to half (two NaNs agree; a NaN against a number is ~0).
__device__ unsigned long long halfUlps(unsigned short a, unsigned short b) {
  const bool na = (a & 0x7fff) > 0x7c00, nb = (b & 0x7fff) > 0x7c00;
  if (na || nb)
    return na && nb ? 0 : ~0ull;
  const unsigned long long ma = a & 0x7fff, mb = b & 0x7fff;
  if ((a ^ b) & 0x8000)
    return ma + mb;
  return ma > mb ? ma - mb : mb - ma;
}
__global__ void maxUlps(const float *f, const __half *h, unsigned long long *stat) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  atomicMax(stat, halfUlps(__half_as_ushort(__float2half_rn(f[i])), __half_as_ushort(h[i])));
}

void syncOrDie(const char *what) {
  cudaError_t e = cudaDeviceSynchronize();
  if (e != cudaSuccess) {
    std::fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(e));
    std::exit(1);
  }
}

struct Geomean {
  double logSum = 0;
  int n = 0;
  void add(double r) { logSum += std::log(r), ++n; }
};

struct Buffers {
  float *xf, *yf, *of;
  __half *xh, *yh, *oh;
  unsigned long long *stat;
};

// One function's row: both kernel shapes, float then half.
void row(const ClbPtxModule &m, const Fn &f, const Buffers &b, Geomean g[2]) {
  const uint64_t seed = clbBenchSeed(f.name, "float");
  fill<<<kN / kLocal, kLocal>>>(b.xh, b.xf, 2 * seed + 1, f.range[0], f.range[1]);
  if (f.arity == 2)
    fill<<<kN / kLocal, kLocal>>>(b.yh, b.yf, 2 * seed + 2, f.range[4], f.range[5]);
  syncOrDie("inputs");
  double rate[2][2];
  unsigned long long worst = 0;
  for (int chain = 0; chain < 2; ++chain) {
    const size_t n = chain ? kChainN : kN;
    float ms[2];
    for (int h = 0; h < 2; ++h) {
      const std::string kernel =
          std::string(f.name) + (h ? "_half" : "_float") + (chain ? "_chain" : "");
      CUdeviceptr dx = (CUdeviceptr)(h ? (void *)b.xh : (void *)b.xf),
                  dy = (CUdeviceptr)(h ? (void *)b.yh : (void *)b.yf),
                  dout = (CUdeviceptr)(h ? (void *)b.oh : (void *)b.of);
      std::vector<void *> args = {&dx};
      if (f.arity == 2)
        args.push_back(&dy);
      args.push_back(&dout);
      ms[h] = medianMilliseconds([&] { m.launch(kernel.c_str(), n, kLocal, args); });
      syncOrDie(kernel.c_str());
      rate[chain][h] = double(n) * (chain ? kChain : 1) / (ms[h] * 1e-3) / 1e9;
    }
    g[chain].add(ms[0] / ms[1]);  // half's speed over float's
    if (!chain) {
      cudaMemset(b.stat, 0, 8);
      maxUlps<<<kN / kLocal, kLocal>>>(b.of, b.oh, b.stat);
      cudaMemcpy(&worst, b.stat, 8, cudaMemcpyDeviceToHost);
      syncOrDie("compare");
    }
  }
  char range[96];
  if (f.arity == 2)
    std::snprintf(range, sizeof range, "x in (%g, %g], y in (%g, %g]", f.range[0], f.range[1],
                  f.range[4], f.range[5]);
  else
    std::snprintf(range, sizeof range, "(%g, %g]", f.range[0], f.range[1]);
  std::printf("| %s | %s | %.2f | %.2f | %.2fx | %.2f | %.2f | %.2fx | %s |\n", f.name, range,
              rate[0][0], rate[0][1], rate[0][1] / rate[0][0], rate[1][0], rate[1][1],
              rate[1][1] / rate[1][0],
              worst == ~0ull ? "NaN vs number" : std::to_string(worst).c_str());
  std::fflush(stdout);
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s math-half-clb.ptx\n", argv[0]);
    return 2;
  }
  const auto start = std::chrono::steady_clock::now();
  CLB_CU_CHECK(cuInit(0));
  cudaFree(nullptr);  // the runtime's primary context, which the module loads into
  ClbPtxModule m(argv[1]);
  Buffers b;
  for (void **p : {(void **)&b.xf, (void **)&b.yf, (void **)&b.of})
    if (cudaMalloc(p, kN * sizeof(float)) != cudaSuccess)
      return std::fprintf(stderr, "cannot allocate\n"), 1;
  for (void **p : {(void **)&b.xh, (void **)&b.yh, (void **)&b.oh})
    if (cudaMalloc(p, kN * sizeof(__half)) != cudaSuccess)
      return std::fprintf(stderr, "cannot allocate\n"), 1;
  cudaMalloc(&b.stat, 8);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  std::printf(
      "# Half against float, clbuiltins on %s: the float kernel's inputs rounded to half, median "
      "of 7 runs; ratio is half's speed over float's\n\n",
      prop.name);
  std::printf(
      "| function | inputs | float Gcall/s | half Gcall/s | half / float | float Gcall/s (64 "
      "dependent) | half Gcall/s (64 dependent) | half / float | max half ulps half-(half)float "
      "|\n|:--|:--|--:|--:|--:|--:|--:|--:|--:|\n");
  Geomean g[2];
  for (const Fn &f : kFns)
    if (std::strncmp(f.name, "native_", 7) && f.hasDouble)
      row(m, f, b, g);
  std::printf("| geomean | | | | %.2fx (%d) | | | %.2fx (%d) | |\n", std::exp(g[0].logSum / g[0].n),
              g[0].n, std::exp(g[1].logSum / g[1].n), g[1].n);
  std::fprintf(stderr, "math_bench_half: %.0f s\n",
               std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  return 0;
}
