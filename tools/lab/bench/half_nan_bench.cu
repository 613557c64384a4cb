// What a NaN rule costs a float -> half conversion on the GPU, and which NaN
// the hardware gives: the data behind the library's canonical-NaN rule
// (docs/performance.md, "The NaN rule decided"). CUDA only, no clbuiltins:
//
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target half_nan build-gpu/tools-lab-gpu/half_nan
//
// Part 1 prints the bits `cvt` gives for NaNs of both signs, quiet and
// signaling, f32 -> f16 (rz, rn) and f16 -> f32. Part 2 times five variants
// of `out[i] = half(in[i])` (rz; 2^28 elements, one per thread, groups of
// 256; the conversions benchmark's data), six interleaved medians each.
#include "median_time.h"

#include <cuda_runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <random>
#include <vector>

namespace {

__device__ __forceinline__ unsigned short cvtRz(float x) {
  unsigned short h;
  asm("cvt.rz.f16.f32 %0, %1;" : "=h"(h) : "f"(x));
  return h;
}
__device__ __forceinline__ unsigned short cvtRn(float x) {
  unsigned short h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(x));
  return h;
}
// A NaN's sign and leading payload as a quiet half NaN: bits 15 and 9 from
// b >> 16 (sign, and an exponent bit, so always 1), the rest from b >> 13.
__device__ __forceinline__ unsigned payloadHalf(unsigned b) {
  unsigned d;
  asm("lop3.b32 %0, %1, %2, %3, 0xe4;" : "=r"(d) : "r"(b >> 16), "r"(b >> 13), "n"(0x8200));
  return d;
}
// All ones for a NaN, else 0.
__device__ __forceinline__ unsigned nanMask(float x) {
  unsigned d;
  asm("set.nan.u32.f32 %0, %1, %1;" : "=r"(d) : "f"(x));
  return d;
}

#define CLB_HALF_NAN_VARIANT(NAME, EXPR)                       \
  __global__ void NAME(const float *in, unsigned short *out) { \
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;  \
    float x = in[i];                                           \
    unsigned b = __float_as_uint(x);                           \
    (void)b;                                                   \
    out[i] = (unsigned short)(EXPR);                           \
  }
// The hardware's NaN (0x7fff, part 1): the baseline.
CLB_HALF_NAN_VARIANT(plainCvt, cvtRz(x))
// Sign and payload kept (the library's rule until 2026-11-27).
CLB_HALF_NAN_VARIANT(payload, x != x ? payloadHalf(b) : cvtRz(x))
// The least any other rule can do: one predicated constant.
CLB_HALF_NAN_VARIANT(constantNaN, x != x ? 0x7e00u : cvtRz(x))
// Payload by a mask and one AND (leans on cvt's 0x7fff; loses the sign).
CLB_HALF_NAN_VARIANT(maskAnd, cvtRz(x) & ((b >> 13) | ~nanMask(x)))
// Payload by selecting between both results with the mask.
CLB_HALF_NAN_VARIANT(maskSelect, (payloadHalf(b) & nanMask(x)) | (cvtRz(x) & ~nanMask(x)))

__global__ void probe(const unsigned *f, const unsigned short *h, unsigned *out, int n) {
  int i = threadIdx.x;
  if (i >= n)
    return;
  out[3 * i] = cvtRz(__uint_as_float(f[i]));
  out[3 * i + 1] = cvtRn(__uint_as_float(f[i]));
  float w;
  asm("cvt.f32.f16 %0, %1;" : "=f"(w) : "h"(h[i]));
  out[3 * i + 2] = __float_as_uint(w);
}

}  // namespace

int main() {
  // NaNs of both signs, quiet and signaling, with and without payload.
  const unsigned fNaN[] = {0x7fc00000u, 0xffc00000u, 0x7f800001u,
                           0xff800001u, 0x7fa12345u, 0xffe00000u};
  const unsigned short hNaN[] = {0x7e00, 0xfe00, 0x7c01, 0xfc01, 0x7e55, 0xfd00};
  const int n = sizeof fNaN / sizeof fNaN[0];
  unsigned *dF, *dOut, got[3 * n];
  unsigned short *dH;
  cudaMalloc(&dF, sizeof fNaN);
  cudaMalloc(&dH, sizeof hNaN);
  cudaMalloc(&dOut, sizeof got);
  cudaMemcpy(dF, fNaN, sizeof fNaN, cudaMemcpyHostToDevice);
  cudaMemcpy(dH, hNaN, sizeof hNaN, cudaMemcpyHostToDevice);
  probe<<<1, 32>>>(dF, dH, dOut, n);
  cudaMemcpy(got, dOut, sizeof got, cudaMemcpyDeviceToHost);
  std::printf(
      "| float | cvt.rz.f16.f32 | cvt.rn.f16.f32 | half | cvt.f32.f16 |\n|:--|:--|:--|:--|:--|\n");
  for (int i = 0; i < n; ++i)
    std::printf("| %08x | %04x | %04x | %04x | %08x |\n", fNaN[i], got[3 * i], got[3 * i + 1],
                hNaN[i], got[3 * i + 2]);

  const size_t N = size_t(1) << 28;
  const unsigned kLocal = 256;
  std::vector<float> hf(N);
  std::mt19937_64 rng(1);
  for (size_t i = 0; i < N; ++i) {  // as conversions_bench: every magnitude, NaNs included
    uint64_t r = rng();
    uint32_t b = uint32_t(r);
    std::memcpy(&hf[i], &b, 4);
    if (i % 4 == 0)
      hf[i] = std::ldexp(float(r >> 40), int((r >> 32) & 31) - 20) * ((r & 1) ? -1 : 1);
  }
  float *in;
  unsigned short *out;
  cudaMalloc(&in, N * 4);
  cudaMalloc(&out, N * 2);
  cudaMemcpy(in, hf.data(), N * 4, cudaMemcpyHostToDevice);

  typedef void (*Kernel)(const float *, unsigned short *);
  const Kernel kernels[] = {plainCvt, payload, constantNaN, maskAnd, maskSelect};
  const char *names[] = {"plain cvt", "payload kept", "NaN -> 0x7e00", "mask and AND",
                         "mask select"};
  const int nk = 5, reps = 6;
  std::vector<std::vector<float>> ms(nk);
  for (int r = 0; r < reps; ++r)
    for (int k = 0; k < nk; ++k)
      ms[k].push_back(medianMilliseconds([&] { kernels[k]<<<N / kLocal, kLocal>>>(in, out); }));
  auto median = [](std::vector<float> v) {
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
  };
  std::printf("\n| variant | Gelem/s (%d medians) | / plain cvt |\n|:--|:--|--:|\n", reps);
  for (int k = 0; k < nk; ++k) {
    std::printf("| %s |", names[k]);
    for (float t : ms[k])
      std::printf(" %.1f", N / (t * 1e-3) / 1e9);
    std::printf(" | %.4f |\n", median(ms[0]) / median(ms[k]));
  }
  return 0;
}
