// Conversion throughput on the GPU: clbuiltins vs libclc-15 vs nvcc's
// intrinsics, 2^28 elements per kernel, and a bit-exact comparison of each
// library's results with the intrinsics (which are single PTX cvt
// instructions, exact by definition).
//
//   tools/lab/bench/build-ptx.sh build                      # here: clb.ptx, libclc.ptx
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target cbench build-gpu/tools-lab-gpu/cbench build/bench/clb.ptx
//   build/bench/libclc.ptx  # on the GPU machine
#include "clb_ptx_module.h"
#include "median_time.h"

#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <cstdint>
#include <memory>
#include <random>

namespace {

__global__ void nvCopy(const float *in, float *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  out[i] = in[i];
}
__global__ void nvInt(const float *in, int *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  out[i] = __float2int_rn(in[i]);
}
__global__ void nvHalfRz(const float *in, unsigned short *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  out[i] = __half_as_ushort(__float2half_rz(in[i]));
}
__global__ void nvLongToFloatRu(const long long *in, float *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  out[i] = __ll2float_ru(in[i]);
}
__global__ void nvHalfRn(const float *in, unsigned short *out) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  out[i] = __half_as_ushort(__float2half_rn(in[i]));
}

// Counts elements whose bits differ; with anyNaN, two half NaNs agree.
__global__ void diff(const void *a, const void *b, size_t n, int bytes, int anyNaN,
                     unsigned long long *count, size_t *first) {
  size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  uint32_t x, y;
  if (bytes == 2) {
    x = ((const uint16_t *)a)[i];
    y = ((const uint16_t *)b)[i];
    if (anyNaN && (x & 0x7fff) > 0x7c00 && (y & 0x7fff) > 0x7c00)
      return;
  } else {
    x = ((const uint32_t *)a)[i];  // int and float results: never NaN here
    y = ((const uint32_t *)b)[i];
  }
  if (x != y) {
    if (atomicAdd(count, 1ull) == 0)
      *first = i;
  }
}

const size_t N = size_t(1) << 28;
const unsigned kLocal = 256;

}  // namespace

int main(int argc, char **argv) {
  if (argc != 3 && argc != 4) {
    std::fprintf(stderr, "usage: %s clb.ptx libclc.ptx [clb-uniform.ptx]\n", argv[0]);
    return 2;
  }
  cudaFree(nullptr);
  CLB_CU_CHECK(cuInit(0));
  ClbPtxModule clb(argv[1]), clc(argv[2]);
  // The same source linked with clb-link --uniform-launch: extra rows.
  std::unique_ptr<ClbPtxModule> uniform(argc == 4 ? new ClbPtxModule(argv[3]) : nullptr);

  // Inputs: floats of every magnitude (uniform bits, a quarter of them in
  // int range with fractions), longs of every magnitude.
  std::vector<float> hf(N);
  std::vector<long long> hl(N);
  std::mt19937_64 rng(1);
  for (size_t i = 0; i < N; ++i) {
    uint64_t r = rng();
    uint32_t b = uint32_t(r);
    float f;
    std::memcpy(&f, &b, 4);
    if (i % 4 == 0)
      f = std::ldexp(float(r >> 40), int((r >> 32) & 31) - 20) * ((r & 1) ? -1 : 1);
    hf[i] = f;
    hl[i] = (long long)(r >> ((r >> 58) & 63));
    if (i & 1)
      hl[i] = -hl[i];
  }
  float *in;
  long long *inl;
  void *o1, *o2, *o3;
  cudaMalloc(&in, N * 4);
  cudaMalloc(&inl, N * 8);
  cudaMalloc(&o1, N * 4);
  cudaMalloc(&o2, N * 4);
  cudaMalloc(&o3, N * 4);
  cudaMemcpy(in, hf.data(), N * 4, cudaMemcpyHostToDevice);
  cudaMemcpy(inl, hl.data(), N * 8, cudaMemcpyHostToDevice);
  unsigned long long *cnt;
  size_t *first;
  cudaMalloc(&cnt, 8);
  cudaMalloc(&first, 8);

  struct Case {
    const char *name, *kernel;
    bool longIn;
    int outBytes, isHalf;
    void (*nv)(const void *, void *);
  };
  const Case cases[] = {
      {"copy (float, get_global_id)", "copy_float", false, 4, 0,
       [](const void *i, void *o) {
         nvCopy<<<N / kLocal, kLocal>>>((const float *)i, (float *)o);
       }},
      {"convert_int_sat_rte(float)", "int_sat_rte", false, 4, 0,
       [](const void *i, void *o) { nvInt<<<N / kLocal, kLocal>>>((const float *)i, (int *)o); }},
      {"convert_half_rtz(float)", "half_rtz", false, 2, 1,
       [](const void *i, void *o) {
         nvHalfRz<<<N / kLocal, kLocal>>>((const float *)i, (unsigned short *)o);
       }},
      {"convert_float_rtp(long)", "float_rtp_long", true, 4, 0,
       [](const void *i, void *o) {
         nvLongToFloatRu<<<N / kLocal, kLocal>>>((const long long *)i, (float *)o);
       }},
      {"vstore_half_rte(float)", "vstore_half_rte_float", false, 2, 1,
       [](const void *i, void *o) {
         nvHalfRn<<<N / kLocal, kLocal>>>((const float *)i, (unsigned short *)o);
       }},
  };
  std::printf(
      "| conversion (2^28 elements) | clbuiltins | libclc-15 | nvcc intrinsic | clb / libclc | clb "
      "/ nvcc | clb mismatches | libclc mismatches |\n");
  std::printf("|:--|--:|--:|--:|--:|--:|--:|--:|\n");
  for (const Case &c : cases) {
    const void *src = c.longIn ? (const void *)inl : (const void *)in;
    CUdeviceptr dIn = (CUdeviceptr)src;
    float tNv = medianMilliseconds([&] { c.nv(src, o3); });
    auto run = [&](const ClbPtxModule &m, void *out) {
      CUdeviceptr dOut = (CUdeviceptr)out;
      m.launch(c.kernel, N, kLocal, {&dIn, &dOut});
    };
    float tClb = medianMilliseconds([&] { run(clb, o1); });
    CUfunction f;
    bool haveClc = cuModuleGetFunction(&f, clc.module, c.kernel) == CUDA_SUCCESS;
    float tClc = haveClc ? medianMilliseconds([&] { run(clc, o2); }) : 0;
    // clbuiltins' NaNs are the hardware's canonical ones (docs/usage.md), so
    // its results must match the intrinsics bit for bit; libclc's NaNs may
    // differ from them.
    auto mismatches = [&](void *out, size_t *firstOut, bool anyNaN) {
      cudaMemset(cnt, 0, 8);
      diff<<<N / kLocal, kLocal>>>(out, o3, N, c.outBytes, anyNaN && c.isHalf, cnt, first);
      unsigned long long h = 0;
      cudaMemcpy(&h, cnt, 8, cudaMemcpyDeviceToHost);
      cudaMemcpy(firstOut, first, 8, cudaMemcpyDeviceToHost);
      return h;
    };
    size_t f1 = 0, f2 = 0;
    unsigned long long m1 = mismatches(o1, &f1, false),
                       m2 = haveClc ? mismatches(o2, &f2, true) : 0;
    auto rate = [](float ms) { return double(N) / (ms * 1e-3) / 1e9; };
    char clcCol[64] = "not provided", ratio[32] = "-", m2s[96] = "-";
    if (haveClc) {
      std::snprintf(clcCol, sizeof clcCol, "%.1f Gelem/s", rate(tClc));
      std::snprintf(ratio, sizeof ratio, "%.2fx", tClc / tClb);
      std::snprintf(m2s, sizeof m2s, "%llu", m2);
    }
    std::printf("| %s | %.1f Gelem/s | %s | %.1f Gelem/s | %s | %.2fx | %llu | %s |\n", c.name,
                rate(tClb), clcCol, rate(tNv), ratio, tNv / tClb, m1, m2s);
    if (m2) {
      uint64_t in64 = c.longIn ? (uint64_t)hl[f2] : 0;
      uint32_t in32;
      std::memcpy(&in32, &hf[f2], 4);
      uint32_t a = 0, b = 0;
      cudaMemcpy(&a, (char *)o2 + f2 * c.outBytes, c.outBytes, cudaMemcpyDeviceToHost);
      cudaMemcpy(&b, (char *)o3 + f2 * c.outBytes, c.outBytes, cudaMemcpyDeviceToHost);
      std::printf("|   libclc first mismatch: input %s0x%llx -> 0x%x, exact 0x%x | | | | | | | |\n",
                  c.longIn ? "long " : "float ", c.longIn ? (unsigned long long)in64 : in32, a, b);
    }
    if (m1) {
      uint32_t a = 0, b = 0;
      cudaMemcpy(&a, (char *)o1 + f1 * c.outBytes, c.outBytes, cudaMemcpyDeviceToHost);
      cudaMemcpy(&b, (char *)o3 + f1 * c.outBytes, c.outBytes, cudaMemcpyDeviceToHost);
      std::printf("|   clb first mismatch at %zu: 0x%x, exact 0x%x | | | | | | | |\n", f1, a, b);
    }
    if (uniform) {
      float tUni = medianMilliseconds([&] { run(*uniform, o1); });
      size_t fu = 0;
      unsigned long long mu = mismatches(o1, &fu, false);
      std::printf(
          "| %s, clb-link --uniform-launch | %.1f Gelem/s | | %.1f Gelem/s | | %.2fx | %llu | |\n",
          c.name, rate(tUni), rate(tNv), tNv / tUni, mu);
    }
  }
  return 0;
}
