// Atomics and asynchronous copies on the GPU: clbuiltins vs libclc-15 vs
// CUDA (atomicAdd; cp.async through __pipeline_memcpy_async), the kernels of
// tools/lab/bench/atomics_bench.cl. Each row's results are checked: counters
// exactly (every row resets them before one checked launch), tiles against
// CUDA's sums (largest relative difference).
//
//   tools/lab/bench/build-ptx.sh build     # here: atomics-clb.ptx, atomics-libclc.ptx
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target abench build-gpu/tools-lab-gpu/abench
//   build/bench/atomics-clb.ptx build/bench/atomics-libclc.ptx
#include "clb_ptx_module.h"
#include "median_time.h"

#include <cuda_pipeline.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <string>

namespace {

constexpr unsigned kRounds = 16, kTile = 1024, kLocal = 256;

__global__ void addOwn(unsigned *c) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  for (unsigned r = 0; r < kRounds; ++r)
    atomicAdd(&c[i], r + 1);
}
__global__ void addOne(unsigned *c) {
  atomicAdd(c, 1u);
}
__global__ void histogram(const unsigned *in, unsigned *h) {
  atomicAdd(&h[in[blockIdx.x * (size_t)blockDim.x + threadIdx.x] & 255], 1u);
}

__device__ float4 use(const float4 *t, unsigned l) {
  float4 a = t[l], b = t[(l + 1) & (kTile - 1)];
  return make_float4(a.x * b.x + 0.5f, a.y * b.y + 0.5f, a.z * b.z + 0.5f, a.w * b.w + 0.5f);
}
__device__ void add(float4 &a, float4 b) {
  a.x += b.x, a.y += b.y, a.z += b.z, a.w += b.w;
}

__global__ void tilesAsync(const float4 *in, float4 *out, unsigned tiles) {
  __shared__ float4 buf[2][kTile];
  const size_t base = blockIdx.x * (size_t)tiles * kTile;
  const unsigned l = threadIdx.x;
  float4 acc = {0, 0, 0, 0};
  for (unsigned j = l; j < kTile; j += blockDim.x)
    __pipeline_memcpy_async(&buf[0][j], &in[base + j], sizeof(float4));
  __pipeline_commit();
  for (unsigned k = 0; k < tiles; ++k) {
    __pipeline_wait_prior(0);
    __syncthreads();
    if (k + 1 < tiles) {
      for (unsigned j = l; j < kTile; j += blockDim.x)
        __pipeline_memcpy_async(&buf[(k + 1) & 1][j], &in[base + (k + 1) * (size_t)kTile + j],
                                sizeof(float4));
      __pipeline_commit();
    }
    for (unsigned j = l; j < kTile; j += blockDim.x)
      add(acc, use(buf[k & 1], j));
  }
  out[blockIdx.x * (size_t)blockDim.x + l] = acc;
}
__global__ void tilesPlain(const float4 *in, float4 *out, unsigned tiles) {
  __shared__ float4 buf[2][kTile];
  const size_t base = blockIdx.x * (size_t)tiles * kTile;
  const unsigned l = threadIdx.x;
  float4 acc = {0, 0, 0, 0};
  for (unsigned k = 0; k < tiles; ++k) {
    for (unsigned j = l; j < kTile; j += blockDim.x)
      buf[k & 1][j] = in[base + k * (size_t)kTile + j];
    __syncthreads();
    for (unsigned j = l; j < kTile; j += blockDim.x)
      add(acc, use(buf[k & 1], j));
  }
  out[blockIdx.x * (size_t)blockDim.x + l] = acc;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s atomics-clb.ptx atomics-libclc.ptx\n", argv[0]);
    return 2;
  }
  cudaFree(nullptr);
  CLB_CU_CHECK(cuInit(0));
  ClbPtxModule clb(argv[1]), clc(argv[2]);
  int sms = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);

  const size_t nOwn = size_t(1) << 24, nOne = size_t(1) << 22, nHist = size_t(1) << 26;
  const unsigned groups = unsigned(sms) * 8, tiles = 16;
  const size_t nTileItems = size_t(groups) * kLocal, nTileData = size_t(groups) * tiles * kTile;
  std::vector<unsigned> hIn(nHist);
  std::mt19937 rng(11);
  for (auto &v : hIn)
    v = rng() % 1000 < 900 ? rng() % 16 : rng();  // skewed: 16 hot bins take 90%
  std::vector<float> hTile(nTileData * 4);
  for (auto &v : hTile)
    v = float(rng() % 1024) / 1024.0f;
  unsigned *in, *c1, *c2, *c3;
  float *tin, *t1, *t2, *t3;
  cudaMalloc(&in, nHist * 4);
  cudaMemcpy(in, hIn.data(), nHist * 4, cudaMemcpyHostToDevice);
  for (unsigned **p : {&c1, &c2, &c3})
    cudaMalloc(p, nOwn * 4);
  cudaMalloc(&tin, nTileData * 16);
  cudaMemcpy(tin, hTile.data(), nTileData * 16, cudaMemcpyHostToDevice);
  for (float **p : {&t1, &t2, &t3})
    cudaMalloc(p, nTileItems * 16);

  // kind 0: counters (n of them checked), 1: tiles (float4 per work-item).
  struct Case {
    const char *name, *kernel;
    int kind;
    size_t items, checked;
    std::function<void(void *)> nv;
  };
  const Case cases[] = {
      {"atomic_add, own counter x16 (uncontended)", "add_own", 0, nOwn, nOwn,
       [&](void *o) { addOwn<<<nOwn / kLocal, kLocal>>>((unsigned *)o); }},
      {"atomic_fetch_add_explicit relaxed, own counter x16", "fetch_add_own", 0, nOwn, nOwn,
       [&](void *o) { addOwn<<<nOwn / kLocal, kLocal>>>((unsigned *)o); }},
      {"atomic_add, one counter (contended)", "add_one", 0, nOne, 1,
       [&](void *o) { addOne<<<nOne / kLocal, kLocal>>>((unsigned *)o); }},
      {"atomic_fetch_add_explicit relaxed, one counter", "fetch_add_one", 0, nOne, 1,
       [&](void *o) { addOne<<<nOne / kLocal, kLocal>>>((unsigned *)o); }},
      {"atomic_inc, 256-bin histogram (16 hot bins)", "histogram", 0, nHist, 256,
       [&](void *o) { histogram<<<nHist / kLocal, kLocal>>>(in, (unsigned *)o); }},
      {"tiles: async_work_group_copy vs cp.async", "tiles_async", 1, nTileItems, 0,
       [&](void *o) { tilesAsync<<<groups, kLocal>>>((const float4 *)tin, (float4 *)o, tiles); }},
      {"tiles: plain copy loop vs plain copy loop", "tiles_plain", 1, nTileItems, 0,
       [&](void *o) { tilesPlain<<<groups, kLocal>>>((const float4 *)tin, (float4 *)o, tiles); }},
  };
  std::printf(
      "| kernel | clbuiltins ms | libclc-15 ms | CUDA ms | clb / libclc | clb / CUDA | check |\n");
  std::printf("|:--|--:|--:|--:|--:|--:|:--|\n");
  for (const Case &c : cases) {
    void *o1 = c.kind ? (void *)t1 : (void *)c1, *o2 = c.kind ? (void *)t2 : (void *)c2,
         *o3 = c.kind ? (void *)t3 : (void *)c3;
    auto run = [&](const ClbPtxModule &m, void *out) {
      CUdeviceptr dOut = (CUdeviceptr)out, dIn = (CUdeviceptr)(c.kind ? (void *)tin : (void *)in);
      unsigned t = tiles;
      if (c.kind)
        m.launch(c.kernel, c.items, kLocal, {&dIn, &dOut, &t});
      else if (std::string(c.kernel) == "histogram")
        m.launch(c.kernel, c.items, kLocal, {&dIn, &dOut});
      else
        m.launch(c.kernel, c.items, kLocal, {&dOut});
    };
    CUfunction f;
    const bool haveClc = cuModuleGetFunction(&f, clc.module, c.kernel) == CUDA_SUCCESS;
    const float tNv = medianMilliseconds([&] { c.nv(o3); });
    const float tClb = medianMilliseconds([&] { run(clb, o1); });
    const float tClc = haveClc ? medianMilliseconds([&] { run(clc, o2); }) : 0;
    // One checked launch each, from zeroed counters.
    std::string check;
    if (c.kind == 0) {
      for (void *o : {o1, o2, o3})
        cudaMemset(o, 0, nOwn * 4);
      c.nv(o3);
      run(clb, o1);
      if (haveClc)
        run(clc, o2);
      cudaDeviceSynchronize();
      std::vector<unsigned> r1(c.checked), r2(c.checked), r3(c.checked);
      cudaMemcpy(r1.data(), o1, c.checked * 4, cudaMemcpyDeviceToHost);
      cudaMemcpy(r2.data(), o2, c.checked * 4, cudaMemcpyDeviceToHost);
      cudaMemcpy(r3.data(), o3, c.checked * 4, cudaMemcpyDeviceToHost);
      // Exact expectations: 1 + ... + 16 per own counter, the launch size on
      // the one counter, and for the histogram the host's own count.
      std::vector<unsigned> want(c.checked,
                                 c.checked == 1 ? unsigned(c.items) : kRounds * (kRounds + 1) / 2);
      if (c.checked == 256) {
        std::fill(want.begin(), want.end(), 0u);
        for (unsigned v : hIn)
          ++want[v & 255];
      }
      check = std::string(r1 == want ? "clb exact" : "CLB WRONG") +
              (haveClc ? (r2 == want ? ", libclc exact" : ", LIBCLC WRONG") : "") +
              (r3 == want ? ", CUDA exact" : ", CUDA WRONG");
    } else {
      cudaDeviceSynchronize();
      std::vector<float> r1(nTileItems * 4), r3(nTileItems * 4);
      cudaMemcpy(r1.data(), o1, nTileItems * 16, cudaMemcpyDeviceToHost);
      cudaMemcpy(r3.data(), o3, nTileItems * 16, cudaMemcpyDeviceToHost);
      double worst = 0;
      for (size_t i = 0; i < r1.size(); ++i)
        worst = std::max(
            worst, std::fabs((double)r1[i] - r3[i]) / std::max(1e-30, std::fabs((double)r3[i])));
      char s[48];
      std::snprintf(s, sizeof s, "rel %.1e vs CUDA", worst);
      check = s;
    }
    char b[32] = "not provided", ra[16] = "-";
    if (haveClc) {
      std::snprintf(b, sizeof b, "%.3f", tClc);
      std::snprintf(ra, sizeof ra, "%.2fx", tClc / tClb);
    }
    std::printf("| %s | %.3f | %s | %.3f | %s | %.2fx | %s |\n", c.name, tClb, b, tNv, ra,
                tNv / tClb, check.c_str());
  }
  return 0;
}
