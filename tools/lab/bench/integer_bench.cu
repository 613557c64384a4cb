// Integer and geometric throughput on the GPU: clbuiltins vs libclc-15 vs
// CUDA (nvcc, its intrinsics where it has one), each builtin in a dependent
// chain per element (tools/lab/bench/integer_bench.cl), 2^26 elements. Integer
// chains must agree with CUDA's bit for bit (mismatches are counted);
// geometric ones are compared by their largest relative difference.
//
//   tools/lab/bench/build-ptx.sh build        # here: integer-clb.ptx, integer-libclc.ptx
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target ibench build-gpu/tools-lab-gpu/ibench
//   build/bench/integer-clb.ptx build/bench/integer-libclc.ptx
#include "clb_ptx_module.h"
#include "median_time.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <random>

namespace {

constexpr int ROUNDS = 64, GROUNDS = 16;
constexpr unsigned K = 0x9e3779b9u;
const size_t N = size_t(1) << 26;
const unsigned kLocal = 256;

template <class F>
__global__ void uintChain(const unsigned *in, unsigned *out, F step) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  unsigned x = in[i];
#pragma unroll
  for (int r = 0; r < ROUNDS; ++r)
    x = step(x);
  out[i] = x;
}

__device__ int addSat(int a, int b) {
  long long s = (long long)a + b;
  return (int)max(-2147483648ll, min(2147483647ll, s));
}

// __byte_perm's selector from the 4 byte indices of m (each & lanes - 1), as
// OpenCL's shuffle reads its mask.
__device__ unsigned byteSelector(unsigned m, unsigned lanes) {
  const unsigned k = m & (0x01010101u * (lanes - 1));
  return (k & 0xf) | (k >> 4 & 0xf0) | (k >> 8 & 0xf00) | (k >> 12 & 0xf000);
}

__global__ void mulHi64(const unsigned long long *in, unsigned long long *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  unsigned long long x = in[i];
#pragma unroll
  for (int r = 0; r < ROUNDS; ++r)
    x = __umul64hi(x, 0x9e3779b97f4a7c15ull) ^ (x + 1);
  out[i] = x;
}

__device__ float4 operator+(float4 a, float4 b) {
  return {a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w};
}
__device__ float4 operator*(float4 a, float s) {
  return {a.x * s, a.y * s, a.z * s, a.w * s};
}
__device__ float dot4(float4 a, float4 b) {
  return fmaf(a.w, b.w, fmaf(a.z, b.z, fmaf(a.y, b.y, a.x * b.x)));
}

template <class F>
__global__ void float4Chain(const float4 *in, float4 *out, F step) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  float4 v = in[i];
  const float4 w = {0.25f, -0.5f, 0.75f, 1.0f};
#pragma unroll
  for (int r = 0; r < GROUNDS; ++r)
    v = step(v, w);
  out[i] = v;
}

#define U32(expr) [] __device__(unsigned x) -> unsigned { return (expr); }
#define F4(expr) [] __device__(float4 v, float4 w) -> float4 { return (expr); }

}  // namespace

int main(int argc, char **argv) {
  if (argc != 3) {
    std::fprintf(stderr, "usage: %s integer-clb.ptx integer-libclc.ptx\n", argv[0]);
    return 2;
  }
  cudaFree(nullptr);
  CLB_CU_CHECK(cuInit(0));
  ClbPtxModule clb(argv[1]), clc(argv[2]);

  std::vector<uint64_t> h64(N);
  std::vector<float> hf(N * 4);
  std::mt19937_64 rng(7);
  for (size_t i = 0; i < N; ++i)
    h64[i] = rng();
  std::uniform_real_distribution<float> u(-4.0f, 4.0f);
  for (float &f : hf)
    f = u(rng);
  void *in, *o1, *o2, *o3;
  cudaMalloc(&in, N * 16);
  cudaMalloc(&o1, N * 16);
  cudaMalloc(&o2, N * 16);
  cudaMalloc(&o3, N * 16);

  struct Case {
    const char *name, *kernel;
    int kind;  // 0: uint, 1: ulong, 2: float4
    void (*nv)(const void *, void *);
  };
  const Case cases[] = {
      {"clz(uint)", "clz_u32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32((x * K) ^ __clz(x)));
       }},
      {"popcount(uint)", "popcount_u32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32((x * K) + __popc(x)));
       }},
      {"mul_hi(uint)", "mul_hi_u32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32(__umulhi(x, K) + x));
       }},
      {"rotate(uint)", "rotate_u32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32(__funnelshift_l(x, x, x) + K));
       }},
      {"abs_diff(int)", "abs_diff_i32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32(__sad((int)x, (int)K, 0u) + x));
       }},
      {"add_sat(int)", "add_sat_i32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32((unsigned)addSat((int)x, (int)(x * K)) ^ K));
       }},
      {"mad24(int)", "mad24_i32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>(
             (const unsigned *)i, (unsigned *)o,
             U32((unsigned)(__mul24((int)(x & 0x7fffffu), (int)(K & 0x7fffffu)) + (int)x)));
       }},
      {"clamp(int)", "clamp_i32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>(
             (const unsigned *)i, (unsigned *)o,
             U32((unsigned)min(max((int)(x * K), -1000000), 1000000) + x));
       }},
      {"max(uint)", "max_u32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32(max(x * K, x ^ K)));
       }},
      {"shuffle(uchar4)", "shuffle_u8x4", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32(__byte_perm(x * K, 0, byteSelector(x, 4)) + K));
       }},
      {"shuffle2(uchar4)", "shuffle2_u8x4", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32(__byte_perm(x * K, x ^ K, byteSelector(x, 8)) + K));
       }},
      {"bit_reverse(uint)", "bit_reverse_u32", 0,
       [](const void *i, void *o) {
         uintChain<<<N / kLocal, kLocal>>>((const unsigned *)i, (unsigned *)o,
                                           U32(__brev(x) * K + 1));
       }},
      {"mul_hi(ulong)", "mul_hi_u64", 1,
       [](const void *i, void *o) {
         mulHi64<<<N / kLocal, kLocal>>>((const unsigned long long *)i, (unsigned long long *)o);
       }},
      {"dot(float4)", "dot_f4", 2,
       [](const void *i, void *o) {
         float4Chain<<<N / kLocal, kLocal>>>((const float4 *)i, (float4 *)o,
                                             F4(v * (0.5f + 0.001f * dot4(v, w)) + w));
       }},
      {"length(float4)", "length_f4", 2,
       [](const void *i, void *o) {
         float4Chain<<<N / kLocal, kLocal>>>(
             (const float4 *)i, (float4 *)o,
             F4(make_float4(norm4df(v.x, v.y, v.z, v.w) * 0.5f, v.x, v.y, v.z)));
       }},
      {"distance(float4)", "distance_f4", 2,
       [](const void *i, void *o) {
         float4Chain<<<N / kLocal, kLocal>>>(
             (const float4 *)i, (float4 *)o,
             F4(make_float4(norm4df(v.x - w.x, v.y - w.y, v.z - w.z, v.w - w.w) * 0.5f, v.x, v.y,
                            v.z)));
       }},
      {"normalize(float4)", "normalize_f4", 2,
       [](const void *i, void *o) {
         float4Chain<<<N / kLocal, kLocal>>>(
             (const float4 *)i, (float4 *)o,
             F4((v + w) * rnorm4df(v.x + w.x, v.y + w.y, v.z + w.z, v.w + w.w)));
       }},
      {"cross(float4)", "cross_f4", 2,
       [](const void *i, void *o) {
         float4Chain<<<N / kLocal, kLocal>>>(
             (const float4 *)i, (float4 *)o,
             F4(make_float4(v.y * w.z - v.z * w.y, v.z * w.x - v.x * w.z, v.x * w.y - v.y * w.x,
                            0.0f) *
                    0.5f +
                w));
       }},
      {"fast_normalize(float4)", "fast_normalize_f4", 2,
       [](const void *i, void *o) {
         float4Chain<<<N / kLocal, kLocal>>>((const float4 *)i, (float4 *)o,
                                             F4((v + w) * rsqrtf(dot4(v + w, v + w))));
       }},
  };
  std::printf(
      "| builtin (2^26 elements, chained) | clbuiltins | libclc-15 | CUDA | clb / libclc | clb / "
      "CUDA | clb vs CUDA | libclc vs CUDA |\n");
  std::printf("|:--|--:|--:|--:|--:|--:|--:|--:|\n");
  double logClc = 0, logNv = 0;
  int nClc = 0, nNv = 0;
  for (const Case &c : cases) {
    const size_t bytes = c.kind == 0 ? 4 : c.kind == 1 ? 8 : 16;
    cudaMemcpy(in, c.kind == 2 ? (const void *)hf.data() : (const void *)h64.data(), N * bytes,
               cudaMemcpyHostToDevice);
    CUdeviceptr dIn = (CUdeviceptr)in;
    float tNv = medianMilliseconds([&] { c.nv(in, o3); });
    auto run = [&](const ClbPtxModule &m, void *out) {
      CUdeviceptr dOut = (CUdeviceptr)out;
      m.launch(c.kernel, N, kLocal, {&dIn, &dOut});
    };
    CUfunction f;
    bool haveClb = cuModuleGetFunction(&f, clb.module, c.kernel) == CUDA_SUCCESS;
    bool haveClc = cuModuleGetFunction(&f, clc.module, c.kernel) == CUDA_SUCCESS;
    float tClb = haveClb ? medianMilliseconds([&] { run(clb, o1); }) : 0;
    float tClc = haveClc ? medianMilliseconds([&] { run(clc, o2); }) : 0;
    std::vector<unsigned char> r1(N * bytes), r2(N * bytes), r3(N * bytes);
    cudaMemcpy(r1.data(), o1, N * bytes, cudaMemcpyDeviceToHost);
    cudaMemcpy(r2.data(), o2, N * bytes, cudaMemcpyDeviceToHost);
    cudaMemcpy(r3.data(), o3, N * bytes, cudaMemcpyDeviceToHost);
    // Integers: elements that differ from CUDA's; floats: the largest
    // relative difference from CUDA's result.
    auto compare = [&](const std::vector<unsigned char> &r) {
      char s[48];
      if (c.kind != 2) {
        size_t bad = 0;
        for (size_t i = 0; i < N; ++i)
          bad += std::memcmp(&r[i * bytes], &r3[i * bytes], bytes) != 0;
        std::snprintf(s, sizeof s, "%zu differ", bad);
      } else {
        double worst = 0;
        const float *a = (const float *)r.data(), *b = (const float *)r3.data();
        for (size_t i = 0; i < N * 4; ++i)
          worst = std::max(
              worst, std::fabs((double)a[i] - b[i]) / std::max(1e-30, std::fabs((double)b[i])));
        std::snprintf(s, sizeof s, "rel %.1e", worst);
      }
      return std::string(s);
    };
    auto rate = [](float ms) { return double(N) / (ms * 1e-3) / 1e9; };
    char a[32] = "-", b[32] = "not provided", ra[16] = "-", rb[16] = "-";
    if (haveClb) {
      std::snprintf(a, sizeof a, "%.1f Gelem/s", rate(tClb));
      std::snprintf(rb, sizeof rb, "%.2fx", tNv / tClb);
      logNv += std::log(tNv / tClb), ++nNv;
    }
    if (haveClc) {
      std::snprintf(b, sizeof b, "%.1f Gelem/s", rate(tClc));
      if (haveClb) {
        std::snprintf(ra, sizeof ra, "%.2fx", tClc / tClb);
        logClc += std::log(tClc / tClb), ++nClc;
      }
    }
    std::printf("| %s | %s | %s | %.1f Gelem/s | %s | %s | %s | %s |\n", c.name, a, b, rate(tNv),
                ra, rb, haveClb ? compare(r1).c_str() : "-", haveClc ? compare(r2).c_str() : "-");
  }
  std::printf("\ngeomean clb/libclc %.3fx over %d builtins, clb/CUDA %.3fx over %d\n",
              nClc ? std::exp(logClc / nClc) : 0.0, nClc, nNv ? std::exp(logNv / nNv) : 0.0, nNv);
  return 0;
}
