// The math benchmarks' inputs, the same on the GPU (math_bench.cu, computed
// on the device) and the CPU (math_pocl_bench.cpp): element i of stream
// `seed` is uniform in (lo, hi], from a hash of (seed, i), computed in double
// and rounded to the element type by the caller.
#ifndef CLB_BENCH_MATH_BENCH_INPUTS_H
#define CLB_BENCH_MATH_BENCH_INPUTS_H

#include <cstdint>
#include <initializer_list>

#ifdef __CUDACC__
#define CLB_BENCH_HD __host__ __device__
#else
#define CLB_BENCH_HD
#endif

// splitmix64's finalizer: consecutive i give independent-looking bits.
CLB_BENCH_HD inline uint64_t clbBenchMix(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

CLB_BENCH_HD inline double clbBenchInput(uint64_t seed, uint64_t i, double lo, double hi) {
  uint64_t r = clbBenchMix(seed * 0x9e3779b97f4a7c15ull + i);
  double u = double((r >> 11) + 1) * 0x1p-53;  // (0, 1]
  return lo + (hi - lo) * u;
}

// A function's streams: x is stream 2h+1, y 2h+2, h the FNV-1a hash of the
// name and type ("sin float"), so every tool reads the same inputs.
inline uint64_t clbBenchSeed(const char *name, const char *type) {
  uint64_t h = 14695981039346656037ull;
  for (const char *s : {name, " ", type})
    for (; *s; ++s)
      h = (h ^ (unsigned char)*s) * 1099511628211ull;
  return h;
}

#endif
