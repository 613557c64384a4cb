// What the math benchmarks' GPU driver (math_bench.cu, on the device) and
// CPU driver (math_pocl_bench.cpp) share: the inputs (element i of stream
// `seed` is uniform in (lo, hi], from a hash of (seed, i), computed in double
// and rounded to the element type by the caller) and the distance in ulps by
// which results are compared.
#ifndef CLB_BENCH_MATH_BENCH_COMMON_H
#define CLB_BENCH_MATH_BENCH_COMMON_H

#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <type_traits>

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

// Distance in units in the last place between two results: the number of
// representable values between them (through zero if the signs differ; +0
// and -0 are one point). Two NaNs agree; a NaN against a number is ~0.
template <class T>
CLB_BENCH_HD uint64_t clbBenchUlps(T a, T b) {
  using U = typename std::conditional<sizeof(T) == 4, uint32_t, uint64_t>::type;
  bool na = a != a, nb = b != b;
  if (na || nb)
    return na && nb ? 0 : ~0ull;
  U ua, ub;
  std::memcpy(&ua, &a, sizeof a);
  std::memcpy(&ub, &b, sizeof b);
  const U sign = U(1) << (8 * sizeof(U) - 1);
  uint64_t ma = ua & ~sign, mb = ub & ~sign;
  if ((ua ^ ub) & sign)
    return ma + mb;
  return ma > mb ? ma - mb : mb - ma;
}

#endif
