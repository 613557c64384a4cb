// Code generation of the user's kernel against nvcc (docs/performance.md,
// "Code generation against nvcc"): the kernels of tools/lab/bench/codegen_bench.cl
// (linked by clb-link -O3) beside the same algorithms written as CUDA users
// write them (nvcc -O3), same launch geometry. Every result is checked
// against a host reference, exactly: the float kernels read integer-valued
// data whose sums and products are exact in float whatever the order or
// contraction. Times are medians (median_time.h).
//
//   tools/lab/bench/build-ptx.sh build        # here: build/bench/codegen-clb.ptx
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target cgbench build-gpu/tools-lab-gpu/cgbench
//   build/bench/codegen-clb.ptx
#include "clb_ptx_module.h"
#include "median_time.h"

#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>

namespace {

constexpr int kGroup = 256, kTile = 32, kTileRows = 8;
constexpr int kN = 1 << 26;     // elements of the 1-D kernels
constexpr int kSide = 1 << 13;  // the 2-D kernels' grid is kSide x kSide

__global__ void reduceInt(const int *in, int *sum, int n) {
  __shared__ int s[kGroup];
  int lid = threadIdx.x;
  int acc = 0;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += in[i];
  s[lid] = acc;
  __syncthreads();
  for (int h = blockDim.x / 2; h > 0; h >>= 1) {
    if (lid < h)
      s[lid] += s[lid + h];
    __syncthreads();
  }
  if (lid == 0)
    atomicAdd(sum, s[0]);
}

__global__ void reduceFloat(const float *in, float *partial, int n) {
  __shared__ float s[kGroup];
  int lid = threadIdx.x;
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
    acc += in[i];
  s[lid] = acc;
  __syncthreads();
  for (int h = blockDim.x / 2; h > 0; h >>= 1) {
    if (lid < h)
      s[lid] += s[lid + h];
    __syncthreads();
  }
  if (lid == 0)
    partial[blockIdx.x] = s[0];
}

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void scanInt(const int *in, int *out) {
  __shared__ int s[kGroup];
  int lid = threadIdx.x, gid = blockIdx.x * blockDim.x + threadIdx.x;
  s[lid] = in[gid];
  __syncthreads();
  for (int d = 1; d < blockDim.x; d <<= 1) {
    int v = lid >= d ? s[lid - d] : 0;
    __syncthreads();
    s[lid] += v;
    __syncthreads();
  }
  out[gid] = s[lid];
}

__global__ void transpose(const float *in, float *out, int width, int height) {
  __shared__ float tile[kTile][kTile + 1];
  int tx = threadIdx.x, ty = threadIdx.y;
  int x = blockIdx.x * kTile + tx;
  int y = blockIdx.y * kTile + ty;
  for (int j = 0; j < kTile; j += kTileRows)
    tile[ty + j][tx] = in[(y + j) * width + x];
  __syncthreads();
  x = blockIdx.y * kTile + tx;
  y = blockIdx.x * kTile + ty;
  for (int j = 0; j < kTile; j += kTileRows)
    out[(y + j) * height + x] = tile[tx][ty + j];
}

__global__ void stencil5(const float *in, float *out, int width, int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x, y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= width || y >= height)
    return;
  int i = y * width + x;
  if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
    out[i] = in[i];
    return;
  }
  out[i] = 0.5f * in[i] + 0.125f * (in[i - 1] + in[i + 1] + in[i - width] + in[i + width]);
}

__global__ void histogram256(const unsigned *in, unsigned *hist, int n) {
  __shared__ unsigned h[256];
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    h[b] = 0;
  __syncthreads();
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
    unsigned w = in[i];
    atomicAdd(&h[w & 255], 1u);
    atomicAdd(&h[(w >> 8) & 255], 1u);
    atomicAdd(&h[(w >> 16) & 255], 1u);
    atomicAdd(&h[w >> 24], 1u);
  }
  __syncthreads();
  for (int b = threadIdx.x; b < 256; b += blockDim.x)
    if (h[b])
      atomicAdd(&hist[b], h[b]);
}

// One kernel of the table: `prepare` resets the buffers a launch reads and
// writes, `clb` and `nv` launch one side, `check` compares the result with
// the host reference and says how many elements differ.
struct Case {
  const char *name;
  double bytes;  // moved per launch, for GB/s
  std::function<void()> prepare, clb, nv;
  std::function<size_t()> check;
};

template <class T>
std::vector<T> download(const void *d, size_t n) {
  std::vector<T> h(n);
  cudaMemcpy(h.data(), d, n * sizeof(T), cudaMemcpyDeviceToHost);
  return h;
}
template <class T>
size_t differences(const std::vector<T> &got, const std::vector<T> &want) {
  size_t bad = 0;
  for (size_t i = 0; i < want.size(); ++i)
    bad += std::memcmp(&got[i], &want[i], sizeof(T)) != 0;
  return bad;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s codegen-clb.ptx\n", argv[0]);
    return 2;
  }
  cudaFree(nullptr);
  CLB_CU_CHECK(cuInit(0));
  ClbPtxModule clb(argv[1]);
  int sms = 0;
  cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
  // Grid-stride kernels: 8 groups of 256 per SM (2048 threads, a full SM).
  const int groups = sms * 8;
  const size_t side = kSide, cells = side * side;

  // Integer-valued inputs small enough that no int sum overflows (signed
  // overflow is undefined on both sides: |sum| <= 2^26 * 15 < 2^31) and every
  // partial float sum stays an integer below 2^24.
  std::mt19937 rng(11);
  std::vector<int> hi(kN), hscan(kN);
  std::vector<float> hf(kN), hx(kN), hy(kN), hgrid(cells);
  std::vector<unsigned> hw(kN);
  for (int i = 0; i < kN; ++i) {
    hi[i] = int(rng() % 31) - 15;
    hscan[i] = int(rng() % 201) - 100;
    hf[i] = float(rng() % 8);
    hx[i] = float(int(rng() % 2001) - 1000);
    hy[i] = float(int(rng() % 2001) - 1000);
    hw[i] = rng();
  }
  for (float &g : hgrid)
    g = float(rng() % 1024);

  void *dIn, *dA, *dB;  // dIn: input; dA: clb's output; dB: nvcc's output
  cudaMalloc(&dIn, cells * 4);
  cudaMalloc(&dA, cells * 4);
  cudaMalloc(&dB, cells * 4);
  CUdeviceptr in = (CUdeviceptr)dIn, outA = (CUdeviceptr)dA;
  int n = kN, width = kSide, height = kSide;
  float a = 2.0f;
  auto upload = [](void *d, const void *h, size_t bytes) {
    cudaMemcpy(d, h, bytes, cudaMemcpyHostToDevice);
  };
  const size_t threads = size_t(groups) * kGroup;

  // Host references.
  int64_t sumInt = 0;
  double sumFloat = 0;
  for (int i = 0; i < kN; ++i) {
    sumInt += hi[i];
    sumFloat += hf[i];
  }
  std::vector<float> saxpyWant(kN);
  for (int i = 0; i < kN; ++i)
    saxpyWant[i] = a * hx[i] + hy[i];
  std::vector<int> scanWant(kN);
  for (int i = 0; i < kN; ++i)
    scanWant[i] = hscan[i] + (i % kGroup ? scanWant[i - 1] : 0);
  std::vector<float> transposeWant(cells), stencilWant(cells);
  for (size_t y = 0; y < side; ++y)
    for (size_t x = 0; x < side; ++x) {
      const size_t i = y * side + x;
      transposeWant[x * side + y] = hgrid[i];
      stencilWant[i] = x == 0 || y == 0 || x == side - 1 || y == side - 1
                           ? hgrid[i]
                           : 0.5f * hgrid[i] + 0.125f * (hgrid[i - 1] + hgrid[i + 1] +
                                                         hgrid[i - side] + hgrid[i + side]);
    }
  std::vector<unsigned> histWant(256);
  for (unsigned w : hw)
    for (int k = 0; k < 4; ++k)
      ++histWant[w >> 8 * k & 255];

  // The output buffer each case's check reads; set before each side runs.
  void *out = nullptr;
  const Case cases[] = {
      {"reduce int (grid-stride, local tree, atomic_add)", kN * 4.0,
       [&] {
         upload(dIn, hi.data(), kN * 4ul);
         cudaMemset(out, 0, 4);
       },
       [&] {
         clb.launch("reduce_int", threads, kGroup, {&in, &outA, &n});
       },
       [&] { reduceInt<<<groups, kGroup>>>((const int *)dIn, (int *)dB, n); },
       [&] { return size_t(download<int>(out, 1)[0] != sumInt); }},
      {"reduce float (grid-stride, local tree, partial per group)", kN * 4.0,
       [&] { upload(dIn, hf.data(), kN * 4ul); },
       [&] {
         clb.launch("reduce_float", threads, kGroup, {&in, &outA, &n});
       },
       [&] { reduceFloat<<<groups, kGroup>>>((const float *)dIn, (float *)dB, n); },
       [&] {
         double s = 0;
         for (float p : download<float>(out, groups))
           s += p;
         return size_t(s != sumFloat);
       }},
      {"saxpy", kN * 12.0,
       [&] {
         upload(dIn, hx.data(), kN * 4ul);
         upload(out, hy.data(), kN * 4ul);
       },
       [&] {
         clb.launch("saxpy", kN, kGroup, {&n, &a, &in, &outA});
       },
       [&] { saxpy<<<kN / kGroup, kGroup>>>(n, a, (const float *)dIn, (float *)dB); },
       [&] { return differences(download<float>(out, kN), saxpyWant); }},
      {"inclusive scan int (Hillis-Steele, one per work-item)", kN * 8.0,
       [&] { upload(dIn, hscan.data(), kN * 4ul); },
       [&] {
         clb.launch("scan_int", kN, kGroup, {&in, &outA});
       },
       [&] { scanInt<<<kN / kGroup, kGroup>>>((const int *)dIn, (int *)dB); },
       [&] { return differences(download<int>(out, kN), scanWant); }},
      {"transpose float (32x32 tiles, 32x8 groups)", cells * 8.0,
       [&] { upload(dIn, hgrid.data(), cells * 4); },
       [&] {
         clb.launch2d("transpose", side, side / 4, kTile, kTileRows, {&in, &outA, &width, &height});
       },
       [&] {
         transpose<<<dim3(kSide / kTile, kSide / kTile), dim3(kTile, kTileRows)>>>(
             (const float *)dIn, (float *)dB, width, height);
       },
       [&] { return differences(download<float>(out, cells), transposeWant); }},
      {"5-point stencil float (32x8 groups)", cells * 8.0,
       [&] { upload(dIn, hgrid.data(), cells * 4); },
       [&] {
         clb.launch2d("stencil5", side, side, 32, 8, {&in, &outA, &width, &height});
       },
       [&] {
         stencil5<<<dim3(kSide / 32, kSide / 8), dim3(32, 8)>>>((const float *)dIn, (float *)dB,
                                                                width, height);
       },
       [&] { return differences(download<float>(out, cells), stencilWant); }},
      {"histogram 256 bins (local then global atomics)", kN * 4.0,
       [&] {
         upload(dIn, hw.data(), kN * 4ul);
         cudaMemset(out, 0, 256 * 4);
       },
       [&] {
         clb.launch("histogram256", threads, kGroup, {&in, &outA, &n});
       },
       [&] { histogram256<<<groups, kGroup>>>((const unsigned *)dIn, (unsigned *)dB, n); },
       [&] { return differences(download<unsigned>(out, 256), histWant); }},
  };

  std::printf(
      "| kernel (%d SMs, 2^26 elements) | clb-link GB/s | nvcc GB/s | clb / nvcc | check |\n", sms);
  std::printf("|:--|--:|--:|--:|:--|\n");
  double logRatio = 0;
  int failed = 0;
  for (const Case &c : cases) {
    // One checked launch per side from fresh buffers, then the timed ones
    // (which may accumulate into the outputs; only their time is used).
    out = dA;
    c.prepare();
    c.clb();
    cudaDeviceSynchronize();
    const size_t badClb = c.check();
    out = dB;
    c.prepare();
    c.nv();
    cudaDeviceSynchronize();
    const size_t badNv = c.check();
    const float tClb = medianMilliseconds(c.clb);
    const float tNv = medianMilliseconds(c.nv);
    if (cudaError_t e = cudaGetLastError(); e != cudaSuccess) {
      std::fprintf(stderr, "%s: %s\n", c.name, cudaGetErrorString(e));
      return 2;
    }
    failed += badClb != 0 || badNv != 0;
    logRatio += std::log(tNv / tClb);
    char check[64] = "exact";
    if (badClb || badNv)
      std::snprintf(check, sizeof check, "WRONG: clb %zu, nvcc %zu", badClb, badNv);
    auto rate = [&](float ms) { return c.bytes / (ms * 1e-3) / 1e9; };
    std::printf("| %s | %.0f | %.0f | %.3f | %s |\n", c.name, rate(tClb), rate(tNv), tNv / tClb,
                check);
  }
  std::printf("\ngeomean clb / nvcc %.3f over %zu kernels\n",
              std::exp(logRatio / (sizeof cases / sizeof cases[0])),
              sizeof cases / sizeof cases[0]);
  return failed ? 1 : 0;
}
