// Work-group collectives against CUB on one GPU, in one run. Our kernels are
// tools/lab/bench/wg_bench.cl linked to PTX by clb-link (nvptx64) and loaded with
// the driver API; CUB's are the same kernels written with cub::Block*.
// Built and run on the GPU machine by tools/scripts/gpu-check.sh B LOGS wg-bench
// (the program: tools/lab/gpu/CMakeLists.txt, target wg_bench).
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
template <class T, class T4, int N>
__global__ __launch_bounds__(N) void cubReduce(const T4 *in, T *partial, unsigned n4) {
  using BR = cub::BlockReduce<T, N>;
  __shared__ typename BR::TempStorage tmp;
  unsigned i = blockIdx.x * N + threadIdx.x, stride = gridDim.x * N;
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
template <class T, int N, bool Inclusive>
__global__ __launch_bounds__(N) void cubScan(const T *in, T *out) {
  using BS = cub::BlockScan<T, N>;
  __shared__ typename BS::TempStorage tmp;
  size_t g = size_t(blockIdx.x) * N + threadIdx.x;
  T y;
  if (Inclusive)
    BS(tmp).InclusiveSum(in[g], y);
  else
    BS(tmp).ExclusiveSum(in[g], y);
  out[g] = y;
}
// The collective-bound loops: 4 calls per trip, unrolled by hand as in
// wg_bench.cl, and no further (LLVM cannot unroll ours: unknown trip count
// and a barrier in the body); iters is a multiple of 4. The next value as in
// wg_bench.cl: int xor the step, float scaled by 1/N plus the step.
#define REP4(S) S(0) S(1) S(2) S(3)
template <int N>
__device__ int next(int v, int k) {
  return v ^ k;
}
template <int N>
__device__ float next(float v, int k) {
  return v * (1.0f / N) + (float)k;
}
// A reduction's next input mixes in the thread's index, as in wg_bench.cl.
__device__ int lane(int v) {
  return v ^ (int)threadIdx.x;
}
__device__ float lane(float v) {
  return v + (float)threadIdx.x;
}
template <class T, int N>
__global__ __launch_bounds__(N) void cubLoopReduce(T *out, int iters) {
  using BR = cub::BlockReduce<T, N>;
  __shared__ typename BR::TempStorage tmp;
  T x = threadIdx.x;
#define STEP(k)                             \
  x = lane(next<N>(BR(tmp).Sum(x), i + k)); \
  __syncthreads();
#pragma unroll 1
  for (int i = 0; i < iters; i += 4) {
    REP4(STEP)
  }
#undef STEP
  out[blockIdx.x * N + threadIdx.x] = x;
}
template <class T, int N, bool Inclusive>
__global__ __launch_bounds__(N) void cubLoopScan(T *out, int iters) {
  using BS = cub::BlockScan<T, N>;
  __shared__ typename BS::TempStorage tmp;
  T x = threadIdx.x;
#define STEP(k)                   \
  {                               \
    T y;                          \
    if (Inclusive)                \
      BS(tmp).InclusiveSum(x, y); \
    else                          \
      BS(tmp).ExclusiveSum(x, y); \
    x = next<N>(y, i + k);        \
    __syncthreads();              \
  }
#pragma unroll 1
  for (int i = 0; i < iters; i += 4) {
    REP4(STEP)
  }
#undef STEP
  out[blockIdx.x * N + threadIdx.x] = x;
}
template <int N>
__global__ __launch_bounds__(N) void cubLoopBroadcast(int *out, int iters) {
  __shared__ int v;
  int x = threadIdx.x;
#define STEP(k)                           \
  if (threadIdx.x == ((i + k) & (N - 1))) \
    v = x;                                \
  __syncthreads();                        \
  x = v + 1;                              \
  __syncthreads();
#pragma unroll 1
  for (int i = 0; i < iters; i += 4) {
    REP4(STEP)
  }
#undef STEP
  out[blockIdx.x * N + threadIdx.x] = x;
}
template <int N>
__global__ __launch_bounds__(N) void cubLoopAny(int *out, int iters) {
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
template <class F>
double timeMs(F fn, int reps = 15) {
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
  void *in, *fin, *out, *partial, *result;
  CK(cudaMalloc(&in, n * 4));
  CK(cudaMalloc(&fin, n * 4));
  CK(cudaMalloc(&out, n * 4));
  CK(cudaMalloc(&partial, 1 << 20));
  CK(cudaMalloc(&result, 64));
  {
    std::vector<int> h(n);
    std::vector<float> f(n);
    for (size_t i = 0; i < n; ++i)
      f[i] = h[i] = int(i % 7) - 3;
    CK(cudaMemcpy(in, h.data(), n * 4, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(fin, f.data(), n * 4, cudaMemcpyHostToDevice));
  }
  const double gb = n * 4 / 1e9;
  const char *sizeName[] = {"64", "256", "1024"};
  if (!loopsOnly) {
    std::printf(
        "| memory-bound (2^28 elements) | type | size | reqd_work_group_size | ours GB/s | CUB "
        "GB/s | ratio | registers ours / CUB | groups per SM ours / CUB |\n"
        "|:--|:--|--:|:--|--:|--:|--:|--:|--:|\n");
    // Registers decide how many groups an SM holds: the first thing to
    // compare when a kernel's loop is the same instructions on both sides.
    auto resources = [&](const std::string &k, const void *cubKernel, unsigned size) {
      CUfunction f;
      CK(cuModuleGetFunction(&f, ptx.module, k.c_str()));
      int regs = 0, blocks = 0, cubBlocks = 0;
      CK(cuFuncGetAttribute(&regs, CU_FUNC_ATTRIBUTE_NUM_REGS, f));
      CK(cuOccupancyMaxActiveBlocksPerMultiprocessor(&blocks, f, size, 0));
      cudaFuncAttributes a;
      CK(cudaFuncGetAttributes(&a, cubKernel));
      CK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&cubBlocks, cubKernel, size, 0));
      char text[64];
      std::snprintf(text, sizeof text, "%d / %d | %d / %d", regs, a.numRegs, blocks, cubBlocks);
      return std::string(text);
    };
    for (int variant = 0; variant < 12; ++variant) {
      const bool isFloat = variant & 1, any = variant & 2;
      const int sz = variant >> 2;
      const unsigned size = 64u << (2 * sz);
      const char *t = isFloat ? "float" : "int";
      const std::string suffix = std::string("_") + sizeName[sz] + (any ? "_any" : "");
      const std::string k1 = std::string("reduce_") + t + suffix,
                        k2 = std::string("reduce_final_") + t;
      // 2048 work-items per SM, as many groups as that makes.
      const unsigned groups = sms * (2048 / size);
      unsigned np = groups;
      void *data = isFloat ? fin : in;
      double ours = timeMs([&] {
        ptx.launch(k1.c_str(), groups, size, {&data, &partial, (void *)&n4});
        ptx.launch(k2.c_str(), 1, 1024, {&partial, &result, (void *)&np});
      });
      const void *cubKernel = nullptr;
      auto cubRun = [&] {
#define CUB_REDUCE(N)                                                                        \
  if (size == N) {                                                                           \
    if (isFloat) {                                                                           \
      cubKernel = (const void *)cubReduce<float, float4, N>;                                 \
      cubReduce<float, float4, N><<<groups, N>>>((const float4 *)fin, (float *)partial, n4); \
      cubReduceFinal<float><<<1, 1024>>>((const float *)partial, (float *)result, groups);   \
    } else {                                                                                 \
      cubKernel = (const void *)cubReduce<int, int4, N>;                                     \
      cubReduce<int, int4, N><<<groups, N>>>((const int4 *)in, (int *)partial, n4);          \
      cubReduceFinal<int><<<1, 1024>>>((const int *)partial, (int *)result, groups);         \
    }                                                                                        \
  }
        CUB_REDUCE(64) CUB_REDUCE(256) CUB_REDUCE(1024)
#undef CUB_REDUCE
      };
      double cub = timeMs(cubRun);
      // The data's sums are integers far below 2^24: exact in any order, for
      // float too, so both sides must agree bit for bit.
      unsigned cubSum = 0, ourSum = 0;
      CK(cudaMemcpy(&cubSum, result, 4, cudaMemcpyDeviceToHost));
      ptx.launch(k1.c_str(), groups, size, {&data, &partial, (void *)&n4});
      ptx.launch(k2.c_str(), 1, 1024, {&partial, &result, (void *)&np});
      CK(cudaMemcpy(&ourSum, result, 4, cudaMemcpyDeviceToHost));
      if (ourSum != cubSum)
        std::printf("MISMATCH: %s: ours %08x, CUB %08x\n", k1.c_str(), ourSum, cubSum);
      std::printf(
          "| reduce: work_group_reduce_add vs cub::BlockReduce | %s | %u | %s | %.0f | %.0f | %.3f "
          "| %s |\n",
          t, size, any ? "no" : "yes", gb / ours * 1e3, gb / cub * 1e3, cub / ours,
          resources(k1, cubKernel, size).c_str());
      if (any || size != 256)
        continue;
      size_t tempBytes = 0;
      void *temp = nullptr;
      auto device = [&] {
        if (isFloat)
          cub::DeviceReduce::Sum(temp, tempBytes, (const float *)fin, (float *)result, (int)n);
        else
          cub::DeviceReduce::Sum(temp, tempBytes, (const int *)in, (int *)result, (int)n);
      };
      device();
      CK(cudaMalloc(&temp, tempBytes));
      double dev = timeMs(device);
      CK(cudaFree(temp));
      std::printf(
          "| reduce: work_group_reduce_add vs cub::DeviceReduce::Sum | %s | %u | yes | %.0f | %.0f "
          "| %.3f | |\n",
          t, size, gb / ours * 1e3, gb / dev * 1e3, dev / ours);
    }
    for (int variant = 0; variant < 24; ++variant) {
      const bool exclusive = variant & 1, isFloat = variant & 2, any = variant & 4;
      const int sz = variant >> 3;
      const unsigned size = 64u << (2 * sz);
      const char *t = isFloat ? "float" : "int";
      const std::string k = std::string("scan_") + (exclusive ? "exclusive_" : "inclusive_") + t +
                            "_" + sizeName[sz] + (any ? "_any" : "");
      const unsigned blocks = n / size;
      void *data = isFloat ? fin : in;
      double ours = timeMs([&] { ptx.launch(k.c_str(), blocks, size, {&data, &out}); });
      std::vector<int> a(n), b(n);
      CK(cudaMemcpy(a.data(), out, n * 4, cudaMemcpyDeviceToHost));
      const void *cubKernel = nullptr;
      auto cubRun = [&] {
#define CUB_SCAN(N)                                                              \
  if (size == N) {                                                               \
    if (isFloat && exclusive) {                                                  \
      cubKernel = (const void *)cubScan<float, N, false>;                        \
      cubScan<float, N, false><<<blocks, N>>>((const float *)fin, (float *)out); \
    } else if (isFloat) {                                                        \
      cubKernel = (const void *)cubScan<float, N, true>;                         \
      cubScan<float, N, true><<<blocks, N>>>((const float *)fin, (float *)out);  \
    } else if (exclusive) {                                                      \
      cubKernel = (const void *)cubScan<int, N, false>;                          \
      cubScan<int, N, false><<<blocks, N>>>((const int *)in, (int *)out);        \
    } else {                                                                     \
      cubKernel = (const void *)cubScan<int, N, true>;                           \
      cubScan<int, N, true><<<blocks, N>>>((const int *)in, (int *)out);         \
    }                                                                            \
  }
        CUB_SCAN(64) CUB_SCAN(256) CUB_SCAN(1024)
#undef CUB_SCAN
      };
      double cub = timeMs(cubRun);
      CK(cudaMemcpy(b.data(), out, n * 4, cudaMemcpyDeviceToHost));
      // Exact on both sides (integer-valued data, small sums): compared as bits.
      if (a != b)
        std::printf("MISMATCH: %s: ours and CUB's results differ\n", k.c_str());
      std::printf(
          "| scan %s (read + write): work_group_scan vs cub::BlockScan | %s | %u | %s | %.0f | "
          "%.0f | %.3f | %s |\n",
          exclusive ? "exclusive" : "inclusive", t, size, any ? "no" : "yes", 2 * gb / ours * 1e3,
          2 * gb / cub * 1e3, cub / ours, resources(k, cubKernel, size).c_str());
    }
  }

  std::printf(
      "\n| collective-bound, 1000 calls, one group per SM | type | size | reqd_work_group_size | "
      "ours ns/call | CUB ns/call | ratio |\n|:--|:--|--:|:--|--:|--:|--:|\n");
  int iters = 1000;
  auto row = [&](const char *what, const char *type, int size, const std::string &kernel,
                 auto cubLaunch) {
    for (bool any : {false, true}) {
      const std::string name = kernel + (any ? "_any" : "");
      double ours = timeMs([&] { ptx.launch(name.c_str(), sms, size, {&out, &iters}); });
      std::vector<int> a(size_t(sms) * size), b(a.size());
      CK(cudaMemcpy(a.data(), out, a.size() * 4, cudaMemcpyDeviceToHost));
      double cub = timeMs(cubLaunch);
      CK(cudaMemcpy(b.data(), out, b.size() * 4, cudaMemcpyDeviceToHost));
      // CUB's reduce leaves the sum in thread 0 alone (the others carry their
      // warp's partial into the next iteration), so only the others compare;
      // float loops are not compared (the sums of 1000 rounds differ in
      // rounding between the two trees).
      if (a != b && std::string(what) != "reduce add" && std::string(type) == "int")
        std::printf("MISMATCH: %s: ours and CUB's results differ\n", name.c_str());
      std::printf("| %s | %s | %d | %s | %.1f | %.1f | %.3f |\n", what, type, size,
                  any ? "no" : "yes", ours * 1e6 / iters, cub * 1e6 / iters, cub / ours);
    }
  };
#define ROWS_T(T, N)                                                  \
  row("reduce add", #T, N, "loop_reduce_" #T "_" #N,                  \
      [&] { cubLoopReduce<T, N><<<sms, N>>>((T *)out, iters); });     \
  row("scan inclusive add", #T, N, "loop_scan_inclusive_" #T "_" #N,  \
      [&] { cubLoopScan<T, N, true><<<sms, N>>>((T *)out, iters); }); \
  row("scan exclusive add", #T, N, "loop_scan_exclusive_" #T "_" #N,  \
      [&] { cubLoopScan<T, N, false><<<sms, N>>>((T *)out, iters); });
#define ROWS(N)                                                     \
  ROWS_T(int, N)                                                    \
  ROWS_T(float, N)                                                  \
  row("broadcast", "int", N, "loop_broadcast_int_" #N,              \
      [&] { cubLoopBroadcast<N><<<sms, N>>>((int *)out, iters); }); \
  row("any", "int", N, "loop_any_int_" #N, [&] { cubLoopAny<N><<<sms, N>>>((int *)out, iters); });
  ROWS(32)
  ROWS(64)
  ROWS(256)
  ROWS(1024)
  CK(cudaDeviceSynchronize());
  return 0;
}
