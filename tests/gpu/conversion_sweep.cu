// Exhaustive sweep of float -> int, float -> uint (every mode, plain and _sat)
// and float -> half (every mode) over all 2^32 float bit patterns, on the GPU.
//
//   cmake -S tests/gpu/nvcc -B build-gpu/tests-gpu-nvcc -G Ninja && cmake --build
//   build-gpu/tests-gpu-nvcc --target conversion_sweep build-gpu/tests-gpu-nvcc/conversion_sweep
//   build/tests/gpu/ptx/conversion_sweep.ptx
//
// The library's results come from clbuiltins (kernels/conversion_sweep.cl,
// linked by clb-link at build time); the references are CUDA kernels written
// here that share nothing with it and use no conversion instruction:
//   to int/uint: the float as 32.32 fixed point in a 128-bit integer, rounded
//                by looking at the fraction word, then clamped (NaN -> 0);
//   to half:     binary search for the neighbours in the table of all finite
//                halves (as floats), the midpoint compared exactly as 2|x|
//                against the sum of the neighbours (both exact in float).
// Chunks of 2^27 patterns: the library kernel writes, the checker compares on
// the device and counts mismatches per slice, keeping the first of each.
#include "clb_ptx_module.h"

#include <cuda_runtime.h>

#include <cstdint>
#include <cmath>
#include <cstring>

namespace {

constexpr int kSlices = 8 + 8 + 4;

__device__ __int128 refToInteger(uint32_t b, int mode, bool isUnsigned) {
  const __int128 lo = isUnsigned ? 0 : -((__int128)1 << 31);
  const __int128 hi = isUnsigned ? (((__int128)1 << 32) - 1) : (((__int128)1 << 31) - 1);
  const bool neg = b >> 31;
  const uint32_t e = (b >> 23) & 0xff, f = b & 0x7fffff;
  if (e == 0xff)
    return f ? 0 : (neg ? lo : hi);
  const uint32_t m = f | (e ? 0x800000u : 0);
  const int E = e ? int(e) : 1;
  // |x| * 2^32 = m * 2^(E - 150 + 32).
  unsigned __int128 fixed;
  if (E >= 118) {
    if (E > 190)
      return neg ? lo : hi;  // |x| >= 2^64
    fixed = (unsigned __int128)m << (E - 118);
  } else {
    const int s = 118 - E;
    fixed = s >= 64 ? 0 : (m >> s);
    const bool lost =
        s >= 32 ? m != 0 && (s >= 64 || (m & ((1ull << s) - 1)) != 0) : (m & ((1u << s) - 1)) != 0;
    fixed |= lost;  // sticky: below every bit the rounding looks at
  }
  const unsigned __int128 ip = fixed >> 32;
  const uint64_t frac = uint64_t(fixed & 0xffffffffu);
  bool up = false;
  switch (mode) {
  case 0:
    up = frac > 0x80000000u || (frac == 0x80000000u && (ip & 1));
    break;
  case 1:
    up = false;
    break;
  case 2:
    up = frac != 0 && !neg;
    break;
  default:
    up = frac != 0 && neg;
    break;
  }
  __int128 mag = (__int128)(ip + up);
  __int128 v = neg ? -mag : mag;
  return v < lo ? lo : v > hi ? hi : v;
}

__device__ uint16_t refToHalf(uint32_t b, int mode, const float *table) {
  const uint16_t sign = (b >> 16) & 0x8000;
  const uint32_t abits = b & 0x7fffffff;
  if (abits > 0x7f800000)  // NaN: half's canonical NaN (docs/usage.md)
    return 0x7fff;
  if (abits == 0x7f800000)
    return sign | 0x7c00;
  float a;
  memcpy(&a, &abits, 4);
  int lo = 0, hi = 0x7c00;  // table[lo] <= a < table[hi] (table[0x7c00] := +inf)
  while (hi - lo > 1) {
    int mid = (lo + hi) / 2;
    if (table[mid] <= a)
      lo = mid;
    else
      hi = mid;
  }
  if (table[lo] == a)
    return sign | lo;
  const float next = lo + 1 < 0x7c00 ? table[lo + 1] : 65536.0f;
  bool up;
  switch (mode) {
  case 0: {
    const float twice = 2 * a, sum = table[lo] + next;
    up = twice > sum || (twice == sum && (lo & 1));
    break;
  }
  case 1:
    up = false;
    break;
  case 2:
    up = !sign;
    break;
  default:
    up = sign;
    break;
  }
  return sign | uint16_t(up ? lo + 1 : lo);
}

struct Mismatch {
  unsigned long long count[kSlices];
  uint32_t firstInput[kSlices];
  uint32_t firstGot[kSlices];
  uint32_t firstWant[kSlices];
  int claimed[kSlices];
  unsigned long long checked;  // inputs the checker saw: proves it ran
};

__global__ void check(uint32_t base, uint64_t n, const int *ri, const uint32_t *ru,
                      const uint16_t *rh, const float *table, Mismatch *mm) {
  uint64_t i = blockIdx.x * (uint64_t)blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const uint32_t b = base + uint32_t(i);
  if (threadIdx.x == 0)
    atomicAdd(&mm->checked, (unsigned long long)min((uint64_t)blockDim.x, n - i));
  auto report = [&](int slice, uint32_t got, uint32_t want) {
    atomicAdd(&mm->count[slice], 1ull);
    if (atomicCAS(&mm->claimed[slice], 0, 1) == 0) {
      mm->firstInput[slice] = b;
      mm->firstGot[slice] = got;
      mm->firstWant[slice] = want;
    }
  };
  for (int s = 0; s < 8; ++s) {
    const int mode = s & 3;
    int32_t wi = int32_t(refToInteger(b, mode, false));
    uint32_t wu = uint32_t(refToInteger(b, mode, true));
    if (ri[s * n + i] != wi)
      report(s, uint32_t(ri[s * n + i]), uint32_t(wi));
    if (ru[s * n + i] != wu)
      report(8 + s, ru[s * n + i], wu);
  }
  for (int s = 0; s < 4; ++s) {
    uint16_t want = refToHalf(b, s, table), got = rh[s * n + i];
    if (got != want)
      report(16 + s, got, want);
  }
}

}  // namespace

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s conversion_sweep.ptx\n", argv[0]);
    return 2;
  }
  cudaFree(nullptr);  // the runtime's primary context, shared with the driver calls
  CLB_CU_CHECK(cuInit(0));
  ClbPtxModule lib(argv[1]);

  // Every finite non-negative half as a float, by bit pattern (increasing).
  std::vector<float> table(0x7c00);
  for (uint32_t h = 0; h < 0x7c00; ++h) {
    uint32_t e = h >> 10, f = h & 0x3ff;
    table[h] = e ? std::ldexp(float(f | 0x400), int(e) - 25) : std::ldexp(float(f), -24);
  }
  float *dTable;
  cudaMalloc(&dTable, table.size() * 4);
  cudaMemcpy(dTable, table.data(), table.size() * 4, cudaMemcpyHostToDevice);

  const uint64_t chunk = 1ull << 27;
  int *ri;
  uint32_t *ru;
  uint16_t *rh;
  Mismatch *mm;
  cudaMalloc(&ri, 8 * chunk * 4);
  cudaMalloc(&ru, 8 * chunk * 4);
  cudaMalloc(&rh, 4 * chunk * 2);
  cudaMalloc(&mm, sizeof(Mismatch));
  cudaMemset(mm, 0, sizeof(Mismatch));
  cudaEvent_t t0, t1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventRecord(t0);
  for (uint64_t start = 0; start < (1ull << 32); start += chunk) {
    uint32_t base = uint32_t(start);
    uint64_t n = chunk;
    CUdeviceptr pi = (CUdeviceptr)ri, pu = (CUdeviceptr)ru, ph = (CUdeviceptr)rh;
    lib.launch("sweep_float", n, 256, {&base, &n, &pi, &pu, &ph});
    check<<<unsigned(n / 256), 256>>>(base, n, ri, ru, rh, dTable, mm);
  }
  cudaEventRecord(t1);
  cudaEventSynchronize(t1);
  float ms = 0;
  cudaEventElapsedTime(&ms, t0, t1);
  if (cudaGetLastError() != cudaSuccess) {
    std::fprintf(stderr, "CUDA error\n");
    return 2;
  }
  Mismatch h;
  cudaMemcpy(&h, mm, sizeof h, cudaMemcpyDeviceToHost);
  const char *names[kSlices] = {
      "convert_int_rte",      "convert_int_rtz",      "convert_int_rtp",
      "convert_int_rtn",      "convert_int_sat_rte",  "convert_int_sat_rtz",
      "convert_int_sat_rtp",  "convert_int_sat_rtn",  "convert_uint_rte",
      "convert_uint_rtz",     "convert_uint_rtp",     "convert_uint_rtn",
      "convert_uint_sat_rte", "convert_uint_sat_rtz", "convert_uint_sat_rtp",
      "convert_uint_sat_rtn", "convert_half_rte",     "convert_half_rtz",
      "convert_half_rtp",     "convert_half_rtn"};
  unsigned long long total = 0;
  for (int s = 0; s < kSlices; ++s) {
    total += h.count[s];
    std::printf("%-22s(float) over 2^32 inputs: %llu mismatches", names[s], h.count[s]);
    if (h.count[s])
      std::printf("  first: input 0x%08x got 0x%x want 0x%x", h.firstInput[s], h.firstGot[s],
                  h.firstWant[s]);
    std::printf("\n");
  }
  std::printf("sweep: %d conversions x %llu inputs checked in %.2f s, %llu mismatches\n", kSlices,
              h.checked, ms / 1000, total);
  return total || h.checked != (1ull << 32) ? 1 : 0;
}
