// Work-group collectives against CUB on one GPU, in one run. Our kernels are
// tools/bench/wg_bench.cl linked to PTX by clb-link (nvptx64) and loaded with
// the driver API; CUB's are the same kernels written with cub::Block*.
// Build and run (on the GPU machine): tools/bench/run_gpu.sh
#include <cub/cub.cuh>
#include <clbuiltins/host/nvptx_launch.h>
#include <cuda.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#define CK(x) check((x), #x, __LINE__)
static void check(cudaError_t e, const char *what, int line) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "line %d: %s: %s\n", line, what, cudaGetErrorString(e));
    std::exit(1);
  }
}
static void check(CUresult e, const char *what, int line) {
  if (e != CUDA_SUCCESS) {
    const char *s = "?";
    cuGetErrorString(e, &s);
    std::fprintf(stderr, "line %d: %s: %s\n", line, what, s);
    std::exit(1);
  }
}

// ---- CUB kernels, the same shapes as wg_bench.cl ----------------------------
template <class T, class T4>
__global__ __launch_bounds__(256) void cubReduce(const T4 *in, T *partial, unsigned n4) {
  using BR = cub::BlockReduce<T, 256>;
  __shared__ typename BR::TempStorage tmp;
  unsigned i = blockIdx.x * 256 + threadIdx.x, stride = gridDim.x * 256;
  T a = 0, b = 0, c = 0, d = 0;
  auto add = [](T &acc, T4 v) { acc += (v.x + v.y) + (v.z + v.w); };
  for (; i + 3 * stride < n4; i += 4 * stride) {
    add(a, in[i]);
    add(b, in[i + stride]);
    add(c, in[i + 2 * stride]);
    add(d, in[i + 3 * stride]);
  }
  for (; i < n4; i += stride)
    add(a, in[i]);
  T sum = BR(tmp).Sum((a + b) + (c + d));
  if (threadIdx.x == 0)
    partial[blockIdx.x] = sum;
}
template <class T>
__global__ __launch_bounds__(1024) void cubReduceFinal(const T *partial, T *out, unsigned n) {
  using BR = cub::BlockReduce<T, 1024>;
  __shared__ typename BR::TempStorage tmp;
  T s = 0;
  for (unsigned i = threadIdx.x; i < n; i += 1024)
    s += partial[i];
  s = BR(tmp).Sum(s);
  if (threadIdx.x == 0)
    *out = s;
}
template <bool Inclusive>
__global__ __launch_bounds__(256) void cubScan(const int *in, int *out) {
  using BS = cub::BlockScan<int, 256>;
  __shared__ typename BS::TempStorage tmp;
  size_t g = size_t(blockIdx.x) * 256 + threadIdx.x;
  int y;
  if (Inclusive)
    BS(tmp).InclusiveSum(in[g], y);
  else
    BS(tmp).ExclusiveSum(in[g], y);
  out[g] = y;
}
// The collective-bound loops: 4 calls per trip, unrolled by hand as in
// wg_bench.cl, and no further (LLVM cannot unroll ours: unknown trip count
// and a barrier in the body); iters is a multiple of 4.
#define REP4(S) S(0) S(1) S(2) S(3)
template <int N> __global__ __launch_bounds__(N) void cubLoopReduce(int *out, int iters) {
  using BR = cub::BlockReduce<int, N>;
  __shared__ typename BR::TempStorage tmp;
  int x = threadIdx.x;
#define STEP(k)                                                                                 \
  x = BR(tmp).Sum(x) ^ (i + k);                                                                 \
  __syncthreads();
#pragma unroll 1
  for (int i = 0; i < iters; i += 4) {
    REP4(STEP)
  }
#undef STEP
  out[blockIdx.x * N + threadIdx.x] = x;
}
template <int N, bool Inclusive>
__global__ __launch_bounds__(N) void cubLoopScan(int *out, int iters) {
  using BS = cub::BlockScan<int, N>;
  __shared__ typename BS::TempStorage tmp;
  int x = threadIdx.x;
#define STEP(k)                                                                                 \
  {                                                                                             \
    int y;                                                                                      \
    if (Inclusive)                                                                              \
      BS(tmp).InclusiveSum(x, y);                                                               \
    else                                                                                        \
      BS(tmp).ExclusiveSum(x, y);                                                               \
    x = y ^ (i + k);                                                                            \
    __syncthreads();                                                                            \
  }
#pragma unroll 1
  for (int i = 0; i < iters; i += 4) {
    REP4(STEP)
  }
#undef STEP
  out[blockIdx.x * N + threadIdx.x] = x;
}
template <int N> __global__ __launch_bounds__(N) void cubLoopBroadcast(int *out, int iters) {
  __shared__ int v;
  int x = threadIdx.x;
#define STEP(k)                                                                                 \
  if (threadIdx.x == ((i + k) & (N - 1)))                                                       \
    v = x;                                                                                      \
  __syncthreads();                                                                              \
  x = v + 1;                                                                                    \
  __syncthreads();
#pragma unroll 1
  for (int i = 0; i < iters; i += 4) {
    REP4(STEP)
  }
#undef STEP
  out[blockIdx.x * N + threadIdx.x] = x;
}
template <int N> __global__ __launch_bounds__(N) void cubLoopAny(int *out, int iters) {
  int x = threadIdx.x;
#define STEP(k) x += __syncthreads_or((x & 1023) == i + k);
#pragma unroll 1
  for (int i = 0; i < iters; i += 4) {
    REP4(STEP)
  }
#undef STEP
  out[blockIdx.x * N + threadIdx.x] = x;
}

// ---- our PTX ---------------------------------------------------------------
// Launched with the nvptx64 launch parameter after the kernel's own arguments
// (include/clbuiltins/host/nvptx_launch.h), as a runtime does.
struct Ptx {
  CUmodule module;
  explicit Ptx(const char *path) { CK(cuModuleLoad(&module, path)); }
  // One uniform 1-D NDRange of `groups` groups of `local` items.
  void launch(const char *name, unsigned groups, unsigned local, std::vector<void *> args) {
    CUfunction &f = functions[name];  // looked up once: host time, not the kernel's
    if (!f)
      CK(cuModuleGetFunction(&f, module, name));
    const size_t global = (size_t)groups * local, size = local;
    clb_nvptx_region region;
    if (clb_nvptx_split(1, nullptr, &global, &size, &region) != 1) {
      fprintf(stderr, "bad launch %u x %u\n", groups, local);
      exit(2);
    }
    args.push_back(&region.params);
    CK(cuLaunchKernel(f, groups, 1, 1, local, 1, 1, 0, nullptr, args.data(), nullptr));
  }
  std::map<std::string, CUfunction> functions;
};

// Median of `reps` timed runs of fn, in milliseconds.
template <class F> double timeMs(F fn, int reps = 15) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  fn();  // warm-up
  CK(cudaDeviceSynchronize());
  std::vector<float> t;
  for (int r = 0; r < reps; ++r) {
    CK(cudaEventRecord(a));
    fn();
    CK(cudaEventRecord(b));
    CK(cudaEventSynchronize(b));
    float ms;
    CK(cudaEventElapsedTime(&ms, a, b));
    t.push_back(ms);
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

int main(int argc, char **argv) {
  const char *ptxPath = argc > 1 ? argv[1] : "wg_bench.ptx";
  CK(cudaFree(nullptr));  // the runtime's primary context, which the driver calls share
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  Ptx ptx(ptxPath);
  const int sms = prop.multiProcessorCount;
  std::printf("# %s, %d SMs; CUDA %d; our PTX: %s\n\n", prop.name, sms, CUDART_VERSION, ptxPath);

  // WG_BENCH_LOOPS_ONLY=1: only the collective-bound table (quicker, for
  // comparing variants of the library).
  const bool loopsOnly = std::getenv("WG_BENCH_LOOPS_ONLY") != nullptr;
  const size_t n = size_t(1) << (loopsOnly ? 20 : 28);
  const unsigned n4 = n / 4;
  void *in, *out, *partial, *result;
  CK(cudaMalloc(&in, n * 4));
  CK(cudaMalloc(&out, n * 4));
  CK(cudaMalloc(&partial, 1 << 20));
  CK(cudaMalloc(&result, 64));
  {
    std::vector<int> h(n);
    for (size_t i = 0; i < n; ++i)
      h[i] = int(i % 7) - 3;
    CK(cudaMemcpy(in, h.data(), n * 4, cudaMemcpyHostToDevice));
  }
  const double gb = n * 4 / 1e9;
  if (!loopsOnly) {
    std::printf("| memory-bound (2^28 elements) | ours GB/s | CUB GB/s | ratio |\n|:--|--:|--:|--:|\n");
    const unsigned groups = sms * 8;
    for (int variant = 0; variant < 4; ++variant) {
      const bool isFloat = variant & 1, any = variant & 2;
      const char *t = isFloat ? "float" : "int";
      std::string k1 = std::string("reduce_") + t + (any ? "_any" : "");
      std::string k2 = std::string("reduce_final_") + t;
      unsigned np = groups;
      double ours = timeMs([&] {
        ptx.launch(k1.c_str(), groups, 256, {&in, &partial, (void *)&n4});
        ptx.launch(k2.c_str(), 1, 1024, {&partial, &result, (void *)&np});
      });
      double cub;
      if (isFloat)
        cub = timeMs([&] {
          cubReduce<float, float4><<<groups, 256>>>((const float4 *)in, (float *)partial, n4);
          cubReduceFinal<float><<<1, 1024>>>((const float *)partial, (float *)result, groups);
        });
      else
        cub = timeMs([&] {
          cubReduce<int, int4><<<groups, 256>>>((const int4 *)in, (int *)partial, n4);
          cubReduceFinal<int><<<1, 1024>>>((const int *)partial, (int *)result, groups);
        });
      long long ourSum = 0, cubSum = 0;  // int: exact; float: integer-valued, exact too
      CK(cudaMemcpy(&cubSum, result, 4, cudaMemcpyDeviceToHost));
      ptx.launch(k1.c_str(), groups, 256, {&in, &partial, (void *)&n4});
      ptx.launch(k2.c_str(), 1, 1024, {&partial, &result, (void *)&np});
      CK(cudaMemcpy(&ourSum, result, 4, cudaMemcpyDeviceToHost));
      if (!isFloat && ourSum != cubSum)
        std::printf("MISMATCH: reduce int: ours %lld, CUB %lld\n", ourSum, cubSum);
      const char *how = any ? "without reqd_work_group_size" : "reqd_work_group_size(256)";
      std::printf("| reduce %s, %s: work_group_reduce_add vs cub::BlockReduce kernel | %.0f | %.0f | %.3f |\n",
                  t, how, gb / ours * 1e3, gb / cub * 1e3, cub / ours);
      if (any)
        continue;
      size_t tempBytes = 0;
      void *temp = nullptr;
      if (isFloat)
        cub::DeviceReduce::Sum(temp, tempBytes, (const float *)in, (float *)result, (int)n);
      else
        cub::DeviceReduce::Sum(temp, tempBytes, (const int *)in, (int *)result, (int)n);
      CK(cudaMalloc(&temp, tempBytes));
      double dev = timeMs([&] {
        if (isFloat)
          cub::DeviceReduce::Sum(temp, tempBytes, (const float *)in, (float *)result, (int)n);
        else
          cub::DeviceReduce::Sum(temp, tempBytes, (const int *)in, (int *)result, (int)n);
      });
      CK(cudaFree(temp));
      std::printf("| reduce %s: work_group_reduce_add vs cub::DeviceReduce::Sum | %.0f | %.0f | %.3f |\n",
                  t, gb / ours * 1e3, gb / dev * 1e3, dev / ours);
    }
    for (int variant = 0; variant < 4; ++variant) {
      const bool exclusive = variant & 1, any = variant & 2;
      std::string k = std::string("scan_") + (exclusive ? "exclusive" : "inclusive") + "_int" +
                      (any ? "_any" : "");
      unsigned blocks = n / 256;
      double ours = timeMs([&] { ptx.launch(k.c_str(), blocks, 256, {&in, &out}); });
      std::vector<int> a(n), b(n);
      CK(cudaMemcpy(a.data(), out, n * 4, cudaMemcpyDeviceToHost));
      double cub = timeMs([&] {
        if (exclusive)
          cubScan<false><<<blocks, 256>>>((const int *)in, (int *)out);
        else
          cubScan<true><<<blocks, 256>>>((const int *)in, (int *)out);
      });
      CK(cudaMemcpy(b.data(), out, n * 4, cudaMemcpyDeviceToHost));
      if (a != b)
        std::printf("MISMATCH: %s: ours and CUB's results differ\n", k.c_str());
      std::printf("| scan %s int (read+write), %s: work_group_scan vs cub::BlockScan | %.0f | %.0f | %.3f |\n",
                  exclusive ? "exclusive" : "inclusive",
                  any ? "without reqd_work_group_size" : "reqd_work_group_size(256)",
                  2 * gb / ours * 1e3, 2 * gb / cub * 1e3, cub / ours);
    }
    // Registers decide how many groups of 256 an SM holds, and so how many
    // waves sms * 8 groups take: the first thing to compare when a kernel's
    // loop is the same instructions on both sides.
    std::printf("\n| kernel (groups of 256) | registers | groups per SM |\n|:--|--:|--:|\n");
    for (const char *k : {"reduce_int", "reduce_int_any", "reduce_float", "reduce_float_any",
                          "scan_inclusive_int", "scan_inclusive_int_any", "scan_exclusive_int",
                          "scan_exclusive_int_any"}) {
      CUfunction f;
      CK(cuModuleGetFunction(&f, ptx.module, k));
      int regs = 0, blocks = 0;
      CK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f));
      CK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 256, 0));
      std::printf("| ours %s | %d | %d |\n", k, regs, blocks);
    }
    auto cubRow = [](const char *name, const void *f) {
      cudaFuncAttributes a;
      int blocks = 0;
      CK(cudaFuncGetAttributes(&a, f));
      CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, 256, 0));
      std::printf("| CUB %s | %d | %d |\n", name, a.numRegs, blocks);
    };
    cubRow("reduce int", (const void *)cubReduce<int, int4>);
    cubRow("reduce float", (const void *)cubReduce<float, float4>);
    cubRow("scan inclusive", (const void *)cubScan<true>);
    cubRow("scan exclusive", (const void *)cubScan<false>);
  }

  std::printf("\n| collective-bound, 1000 calls, one group per SM | size | ours ns/call | CUB ns/call | ratio |\n|:--|--:|--:|--:|--:|\n");
  int iters = 1000;
  auto row = [&](const char *what, int size, const std::string &kernel, auto cubLaunch) {
    double ours = timeMs([&] { ptx.launch(kernel.c_str(), sms, size, {&out, &iters}); });
    std::vector<int> a(size_t(sms) * size), b(a.size());
    CK(cudaMemcpy(a.data(), out, a.size() * 4, cudaMemcpyDeviceToHost));
    double cub = timeMs(cubLaunch);
    CK(cudaMemcpy(b.data(), out, b.size() * 4, cudaMemcpyDeviceToHost));
    // CUB's reduce leaves the sum in thread 0 alone (the others carry their
    // warp's partial into the next iteration), so only the others compare.
    if (a != b && std::string(what) != "reduce add")
      std::printf("MISMATCH: %s %d: ours and CUB's results differ\n", what, size);
    std::printf("| %s | %d | %.1f | %.1f | %.3f |\n", what, size, ours * 1e6 / iters,
                cub * 1e6 / iters, cub / ours);
  };
#define ROWS(N)                                                                                 \
  row("reduce add", N, "loop_reduce_" #N, [&] { cubLoopReduce<N><<<sms, N>>>((int *)out, iters); }); \
  row("scan inclusive add", N, "loop_scan_inclusive_" #N,                                      \
      [&] { cubLoopScan<N, true><<<sms, N>>>((int *)out, iters); });                            \
  row("scan exclusive add", N, "loop_scan_exclusive_" #N,                                      \
      [&] { cubLoopScan<N, false><<<sms, N>>>((int *)out, iters); });                           \
  row("broadcast", N, "loop_broadcast_" #N,                                                    \
      [&] { cubLoopBroadcast<N><<<sms, N>>>((int *)out, iters); });                             \
  row("any", N, "loop_any_" #N, [&] { cubLoopAny<N><<<sms, N>>>((int *)out, iters); });
  ROWS(64)
  ROWS(256)
  ROWS(1024)
  CK(cudaDeviceSynchronize());
  return 0;
}
