// Sub-group throughput on the GPU: clbuiltins' sub-group builtins (PTX that
// clb-link made of tools/lab/bench/subgroup_bench.cl) against the same chains
// written with CUB's WarpReduce / WarpScan and CUDA's warp intrinsics, 2^24
// elements, ROUNDS dependent calls per element. Both sides are checked
// against a host model of the chain (warps of 32 consecutive ids): bit for
// bit for integers and float min/max, within a relative 1e-4 for float sums
// (their order of additions differs; a lost or extra lane is ~1e-2).
//
//   tools/lab/bench/build-ptx.sh build subgroups   # here: build/bench/subgroup-clb.ptx
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target sgbench build-gpu/tools-lab-gpu/sgbench
//   build/bench/subgroup-clb.ptx
//
// What CUDA runs: float reductions are cub::WarpReduce, whose result only
// lane 0 has, then __shfl_sync from lane 0 (sub_group_reduce_* gives every
// work-item the result); int reductions are __reduce_*_sync, which is what
// cub::WarpReduce itself runs for int on sm_80+ and whose result every lane
// has; scans are cub::WarpScan; the rest are __shfl_sync, __shfl_xor_sync,
// __ballot_sync with the full warp's mask. CUB's sources come with nvcc
// (CCCL).
#include "clb_ptx_module.h"
#include "median_time.h"

#include <cub/cub.cuh>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <random>
#include <string>
#include <thread>

namespace {

constexpr int ROUNDS = 32;  // as subgroup_bench.cl
constexpr unsigned K = 0x9e3779b9u, FULL = 0xffffffffu;
const size_t N = size_t(1) << 24;
constexpr unsigned kLocal = 256;

// ---- CUDA's side --------------------------------------------------------
// One step of a chain: x -> step(x, r) for round r, in every lane.
template <class T, class Step>
__global__ __launch_bounds__(kLocal) void chain(const T *in, T *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  T x = in[i];
#pragma unroll
  for (int r = 0; r < ROUNDS; ++r)
    x = Step()(x, r);
  out[i] = x;
}

__device__ int wrapAdd(int a, int b) {
  return (int)((unsigned)a + (unsigned)b);
}
__device__ float fsum(float c, float x) {
  return c * 0.015625f + x * 0.5f;
}
__device__ float fmid(float c, float x) {
  return (c + x) * 0.5f;
}

// CUB's collectives need their (for warps: empty) temporary storage.
template <class T>
using WarpReduce = cub::WarpReduce<T>;
template <class T>
using WarpScan = cub::WarpScan<T>;
template <class T>
__device__ typename WarpReduce<T>::TempStorage &reduceStorage() {
  __shared__ typename WarpReduce<T>::TempStorage s[kLocal / 32];
  return s[threadIdx.x / 32];
}
template <class T>
__device__ typename WarpScan<T>::TempStorage &scanStorage() {
  __shared__ typename WarpScan<T>::TempStorage s[kLocal / 32];
  return s[threadIdx.x / 32];
}

struct ReduceAddI {
  __device__ int operator()(int x, int) const { return wrapAdd(__reduce_add_sync(FULL, x), x); }
};
struct ReduceMinI {
  __device__ int operator()(int x, int) const { return wrapAdd(__reduce_min_sync(FULL, x), x); }
};
struct ReduceMaxI {
  __device__ int operator()(int x, int) const { return wrapAdd(__reduce_max_sync(FULL, x), x); }
};
struct ScanInclusiveAddI {
  __device__ int operator()(int x, int) const {
    int y;
    WarpScan<int>(scanStorage<int>()).InclusiveSum(x, y);
    return wrapAdd(y, x);
  }
};
struct ScanExclusiveAddI {
  __device__ int operator()(int x, int) const {
    int y;
    WarpScan<int>(scanStorage<int>()).ExclusiveSum(x, y);
    return wrapAdd(y, x);
  }
};
struct ReduceAddF {
  __device__ float operator()(float x, int) const {
    float s = WarpReduce<float>(reduceStorage<float>()).Sum(x);
    return fsum(__shfl_sync(FULL, s, 0), x);
  }
};
struct ReduceMinF {
  __device__ float operator()(float x, int) const {
    float s = WarpReduce<float>(reduceStorage<float>()).Reduce(x, cuda::minimum<>{});
    return fmid(__shfl_sync(FULL, s, 0), x);
  }
};
struct ReduceMaxF {
  __device__ float operator()(float x, int) const {
    float s = WarpReduce<float>(reduceStorage<float>()).Reduce(x, cuda::maximum<>{});
    return fmid(__shfl_sync(FULL, s, 0), x);
  }
};
struct ScanInclusiveAddF {
  __device__ float operator()(float x, int) const {
    float y;
    WarpScan<float>(scanStorage<float>()).InclusiveSum(x, y);
    return fsum(y, x);
  }
};
struct ScanExclusiveAddF {
  __device__ float operator()(float x, int) const {
    float y;
    WarpScan<float>(scanStorage<float>()).ExclusiveSum(x, y);
    return fsum(y, x);
  }
};
struct BroadcastU {
  __device__ unsigned operator()(unsigned x, int r) const {
    return __shfl_sync(FULL, x, r & 31) + x;
  }
};
struct ShuffleU {
  __device__ unsigned operator()(unsigned x, int) const { return __shfl_sync(FULL, x, x & 31) + x; }
};
struct ShuffleXorU {
  __device__ unsigned operator()(unsigned x, int r) const {
    return __shfl_xor_sync(FULL, x, r % 31 + 1) + x;
  }
};
struct BallotU {
  __device__ unsigned operator()(unsigned x, int) const { return __ballot_sync(FULL, x & 1) + x; }
};
struct BallotPopcountU {
  __device__ unsigned operator()(unsigned x, int) const {
    return x * K + __popc(__ballot_sync(FULL, x & 1));
  }
};

// ---- the host model ------------------------------------------------------
// One round over one warp's 32 values, in place (double for float sums).
using IntRound = std::function<void(int r, uint32_t *w)>;
using SumRound = std::function<void(double *w)>;

void intReduce(uint32_t *w, int op) {  // 0 add, 1 min, 2 max (signed)
  int32_t acc = (int32_t)w[0];
  for (int k = 1; k < 32; ++k)
    acc = op == 0   ? (int32_t)((uint32_t)acc + w[k])
          : op == 1 ? std::min(acc, (int32_t)w[k])
                    : std::max(acc, (int32_t)w[k]);
  for (int k = 0; k < 32; ++k)
    w[k] += (uint32_t)acc;
}
void intScan(uint32_t *w, bool inclusive) {
  uint32_t prefix = 0;  // of the lanes below k
  for (int k = 0; k < 32; ++k) {
    uint32_t x = w[k];
    w[k] = (inclusive ? prefix + x : prefix) + x;
    prefix += x;
  }
}
void broadcast(int r, uint32_t *w) {
  uint32_t b = w[r & 31];
  for (int k = 0; k < 32; ++k)
    w[k] += b;
}
void shuffle(uint32_t *w) {
  uint32_t v[32];
  for (int k = 0; k < 32; ++k)
    v[k] = w[w[k] & 31] + w[k];
  std::memcpy(w, v, sizeof v);
}
void shuffleXor(int r, uint32_t *w) {
  uint32_t v[32];
  for (int k = 0; k < 32; ++k)
    v[k] = w[k ^ (r % 31 + 1)] + w[k];
  std::memcpy(w, v, sizeof v);
}
uint32_t ballotOf(const uint32_t *w) {
  uint32_t b = 0;
  for (int k = 0; k < 32; ++k)
    b |= (w[k] & 1u) << k;
  return b;
}
void ballot(uint32_t *w, bool popcount) {
  uint32_t b = ballotOf(w), c = (uint32_t)__builtin_popcount(b);
  for (int k = 0; k < 32; ++k)
    w[k] = popcount ? w[k] * K + c : b + w[k];
}
// float min/max, in float as the GPU computes it: exact.
void floatMid(uint32_t *w, bool max) {
  float f[32];
  std::memcpy(f, w, sizeof f);
  float m = f[0];
  for (int k = 1; k < 32; ++k)
    m = max ? std::max(m, f[k]) : std::min(m, f[k]);
  for (int k = 0; k < 32; ++k)
    f[k] = (m + f[k]) * 0.5f;
  std::memcpy(w, f, sizeof f);
}
// float sums in double: 0 reduce, 1 inclusive scan, 2 exclusive scan.
void floatSum(double *w, int kind) {
  double v[32], total = 0;
  for (int k = 0; k < 32; ++k)
    total += w[k];
  double prefix = 0;
  for (int k = 0; k < 32; ++k) {
    double c = kind == 0 ? total : kind == 1 ? prefix + w[k] : prefix;
    prefix += w[k];
    v[k] = c * 0.015625 + w[k] * 0.5;
  }
  std::memcpy(w, v, sizeof v);
}

// Runs f(first, last) over [0, warps) on every host thread.
void parallelWarps(size_t warps, const std::function<void(size_t, size_t)> &f) {
  unsigned t = std::max(1u, std::thread::hardware_concurrency());
  std::vector<std::thread> pool;
  for (unsigned k = 0; k < t; ++k)
    pool.emplace_back(f, warps * k / t, warps * (k + 1) / t);
  for (std::thread &p : pool)
    p.join();
}

struct Case {
  const char *name, *kernel, *cuda;
  int kind;  // 0: bits exact (int, float min/max), 1: float sum
  void (*nv)(const void *, void *);
  IntRound exact;
  int sumKind;  // for kind 1
};

template <class T, class Step>
void launchNv(const void *in, void *out) {
  chain<T, Step><<<N / kLocal, kLocal>>>((const T *)in, (T *)out);
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s subgroup-clb.ptx\n", argv[0]);
    return 2;
  }
  cudaFree(nullptr);
  CLB_CU_CHECK(cuInit(0));
  ClbPtxModule clb(argv[1]);
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);

  // Integers: random bits. Floats: [1, 2).
  std::vector<uint32_t> hi(N), hf(N);
  std::mt19937_64 rng(11);
  for (uint32_t &v : hi)
    v = (uint32_t)rng();
  std::uniform_real_distribution<float> u(1.0f, 2.0f);
  for (uint32_t &v : hf) {
    float f = u(rng);
    std::memcpy(&v, &f, 4);
  }
  void *in, *o1, *o2;
  cudaMalloc(&in, N * 4);
  cudaMalloc(&o1, N * 4);
  cudaMalloc(&o2, N * 4);

  const Case cases[] = {
      {"sub_group_reduce_add(int)", "reduce_add_i32", "__reduce_add_sync", 0,
       launchNv<int, ReduceAddI>, [](int, uint32_t *w) { intReduce(w, 0); }, 0},
      {"sub_group_reduce_min(int)", "reduce_min_i32", "__reduce_min_sync", 0,
       launchNv<int, ReduceMinI>, [](int, uint32_t *w) { intReduce(w, 1); }, 0},
      {"sub_group_reduce_max(int)", "reduce_max_i32", "__reduce_max_sync", 0,
       launchNv<int, ReduceMaxI>, [](int, uint32_t *w) { intReduce(w, 2); }, 0},
      {"sub_group_scan_inclusive_add(int)", "scan_inclusive_add_i32", "WarpScan::InclusiveSum", 0,
       launchNv<int, ScanInclusiveAddI>, [](int, uint32_t *w) { intScan(w, true); }, 0},
      {"sub_group_scan_exclusive_add(int)", "scan_exclusive_add_i32", "WarpScan::ExclusiveSum", 0,
       launchNv<int, ScanExclusiveAddI>, [](int, uint32_t *w) { intScan(w, false); }, 0},
      {"sub_group_reduce_add(float)", "reduce_add_f32", "WarpReduce::Sum + shfl", 1,
       launchNv<float, ReduceAddF>, nullptr, 0},
      {"sub_group_reduce_min(float)", "reduce_min_f32", "WarpReduce::Reduce + shfl", 0,
       launchNv<float, ReduceMinF>, [](int, uint32_t *w) { floatMid(w, false); }, 0},
      {"sub_group_reduce_max(float)", "reduce_max_f32", "WarpReduce::Reduce + shfl", 0,
       launchNv<float, ReduceMaxF>, [](int, uint32_t *w) { floatMid(w, true); }, 0},
      {"sub_group_scan_inclusive_add(float)", "scan_inclusive_add_f32", "WarpScan::InclusiveSum", 1,
       launchNv<float, ScanInclusiveAddF>, nullptr, 1},
      {"sub_group_scan_exclusive_add(float)", "scan_exclusive_add_f32", "WarpScan::ExclusiveSum", 1,
       launchNv<float, ScanExclusiveAddF>, nullptr, 2},
      {"sub_group_broadcast(uint)", "broadcast_i32", "__shfl_sync", 0,
       launchNv<unsigned, BroadcastU>, [](int r, uint32_t *w) { broadcast(r, w); }, 0},
      {"sub_group_shuffle(uint)", "shuffle_i32", "__shfl_sync", 0, launchNv<unsigned, ShuffleU>,
       [](int, uint32_t *w) { shuffle(w); }, 0},
      {"sub_group_shuffle_xor(uint)", "shuffle_xor_i32", "__shfl_xor_sync", 0,
       launchNv<unsigned, ShuffleXorU>, [](int r, uint32_t *w) { shuffleXor(r, w); }, 0},
      {"sub_group_ballot", "ballot_i32", "__ballot_sync", 0, launchNv<unsigned, BallotU>,
       [](int, uint32_t *w) { ballot(w, false); }, 0},
      {"sub_group_ballot_bit_count(sub_group_ballot)", "ballot_popcount_i32",
       "__popc(__ballot_sync)", 0, launchNv<unsigned, BallotPopcountU>,
       [](int, uint32_t *w) { ballot(w, true); }, 0},
  };

  std::printf("# %s; 2^24 elements, %d chained calls each, work-groups of %u\n\n", prop.name,
              ROUNDS, kLocal);
  std::printf(
      "| builtin | CUDA side | clbuiltins | CUDA | clb / CUDA | clb check | CUDA check |\n");
  std::printf("|:--|:--|--:|--:|--:|:--|:--|\n");
  double logRatio = 0;
  int failures = 0;
  for (const Case &c : cases) {
    const std::vector<uint32_t> &h = std::strstr(c.kernel, "_f32") ? hf : hi;
    cudaMemcpy(in, h.data(), N * 4, cudaMemcpyHostToDevice);
    cudaMemset(o1, 0, N * 4);
    cudaMemset(o2, 0, N * 4);
    CUdeviceptr dIn = (CUdeviceptr)in, dOut = (CUdeviceptr)o1;
    float tClb = medianMilliseconds([&] { clb.launch(c.kernel, N, kLocal, {&dIn, &dOut}); });
    float tNv = medianMilliseconds([&] { c.nv(in, o2); });
    if (cudaError_t e = cudaDeviceSynchronize(); e != cudaSuccess) {
      std::fprintf(stderr, "%s: %s\n", c.name, cudaGetErrorString(e));
      return 2;
    }
    std::vector<uint32_t> rClb(N), rNv(N), want(N);
    cudaMemcpy(rClb.data(), o1, N * 4, cudaMemcpyDeviceToHost);
    cudaMemcpy(rNv.data(), o2, N * 4, cudaMemcpyDeviceToHost);

    // The host model, then each side against it.
    std::vector<double> wantSum(c.kind == 1 ? N : 0);
    parallelWarps(N / 32, [&](size_t first, size_t last) {
      for (size_t wi = first; wi < last; ++wi) {
        if (c.kind == 0) {
          uint32_t *w = &want[wi * 32];
          std::memcpy(w, &h[wi * 32], 32 * 4);
          for (int r = 0; r < ROUNDS; ++r)
            c.exact(r, w);
        } else {
          double *w = &wantSum[wi * 32];
          for (int k = 0; k < 32; ++k) {
            float f;
            std::memcpy(&f, &h[wi * 32 + k], 4);
            w[k] = f;
          }
          for (int r = 0; r < ROUNDS; ++r)
            floatSum(w, c.sumKind);
        }
      }
    });
    auto check = [&](const std::vector<uint32_t> &got, bool &ok) {
      char s[48];
      if (c.kind == 0) {
        size_t bad = 0;
        for (size_t i = 0; i < N; ++i)
          bad += got[i] != want[i];
        ok = bad == 0;
        std::snprintf(s, sizeof s, bad ? "%zu differ" : "exact", bad);
      } else {
        double worst = 0;
        for (size_t i = 0; i < N; ++i) {
          float f;
          std::memcpy(&f, &got[i], 4);
          double e = std::fabs(f - wantSum[i]) / std::fabs(wantSum[i]);
          worst = std::isnan(e) ? INFINITY : std::max(worst, e);
        }
        ok = worst <= 1e-4;
        std::snprintf(s, sizeof s, "rel %.1e%s", worst, ok ? "" : " FAIL");
      }
      return std::string(s);
    };
    bool okClb, okNv;
    std::string sClb = check(rClb, okClb), sNv = check(rNv, okNv);
    failures += !okClb + !okNv;
    auto rate = [](float ms) { return double(N) / (ms * 1e-3) / 1e9; };
    logRatio += std::log(tNv / tClb);
    std::printf("| %s | %s | %.1f Gelem/s | %.1f Gelem/s | %.2fx | %s | %s |\n", c.name, c.cuda,
                rate(tClb), rate(tNv), tNv / tClb, sClb.c_str(), sNv.c_str());
  }
  const int n = sizeof cases / sizeof cases[0];
  std::printf("\ngeomean clb/CUDA %.3fx over %d builtins; %d checks failed\n",
              std::exp(logRatio / n), n, failures);
  return failures ? 1 : 0;
}
