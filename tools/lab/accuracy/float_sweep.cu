// The exhaustive float accuracy sweep (issue 10): every float entry of
// gen/math_functions.def, on the GPU, for three implementations on the same
// inputs, against a reference computed on the GPU in double.
//
//   cmake -S tools/lab/gpu -B build-gpu/tools-lab-gpu -G Ninja && cmake --build
//   build-gpu/tools-lab-gpu --target float_sweep build-gpu/tools-lab-gpu/float_sweep sweep-clb.ptx
//   sweep-libclc.ptx [--worst FILE]
//                 [--only NAME,NAME...] [--stride K] [--pairs-log2 L]
//
// (tools/scripts/gpu-check.sh BUNDLE LOGS accuracy-float does both.)
//
// Inputs: unary entries see all 2^32 bit patterns (every K-th one with
// --stride K: x = jK mod 2^32); binary and (x, int n) entries see 2^28
// (2^L) pairs: first every pair of 19 special values (and of the special n),
// then pseudo-random pairs from a hash of the pair's index (binaryInput,
// intNInput below), so a pair is known by its index alone.
//
// Columns: clbuiltins and libclc-15 are float_sweep.cl's kernels sweep_<name>
// from the two PTX modules of tools/lab/bench/build-ptx.sh; CUDA is the def's
// `cudaf` compiled here (nvcc's default flags: no fast math), "—" for
// CLB_NONE. Each writes a result array per chunk of 2^28 inputs.
//
// Checking: one kernel per entry computes the def's `ref` in double
// (cuda_reference.cuh has the helpers), measures each column's error
// (float_ulp_error.h) and reduces per block: the largest error with its
// input (the smallest index among equal errors), the count above the spec's
// bound (spec_bounds.h), the count of special mismatches (NaN against a
// number, a zero of the wrong sign) with the first one. A second kernel folds
// the blocks into the entry's totals, in a fixed order: the results do not
// depend on scheduling. No result array is copied to the host.
//
// Output: a Markdown table per kind on stdout as the entries finish; the
// worst case and first special mismatch of every entry and column in FILE
// (default float-sweep-worst.txt), for tools/lab/accuracy/mpfr_recheck. The exit
// status is 1 if clbuiltins has a result above the spec's bound or a special
// mismatch, a module did not load or an input went unchecked; 2 on bad usage
// or a CUDA error.
#include "clb_ptx_module.h"
#include "cuda_columns.cuh"
#include "cuda_reference.cuh"
#include "float_ulp_error.h"
#include "relaxed_bounds.h"
#include "spec_bounds.h"

#include <cuda_runtime.h>

#include <chrono>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <set>
#include <string>
#include <vector>

namespace {

using namespace clbsweep;

enum Kind { kUnary, kBinary, kIntN };
constexpr int kImpls = 3;
const char *const kImplName[kImpls] = {"clbuiltins", "libclc-15", "CUDA"};
constexpr int kCuda = 2;  // the column nvcc compiles here

// An entry whose `cudaf` is CLB_NONE has no CUDA column.
struct ClbNone {};
#define CLB_NONE \
  ClbNone {}
constexpr bool isNone(const char *s) {
  const char *none = "CLB_NONE";
  while (*s && *s == *none)
    ++s, ++none;
  return *s == 0 && *none == 0;
}

__host__ __device__ inline float fromBits(uint32_t b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}
__host__ __device__ inline uint32_t bitsOf(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}

// ---- Inputs of the binary and (x, n) entries, from the pair's index. ----

// +-0, +-least denormal, +-largest denormal, +-FLT_MIN, +-1, +-0.5, +-2,
// +-FLT_MAX, +-INF, NaN.
constexpr int kSpecials = 19;
__host__ __device__ inline uint32_t specialBits(unsigned k) {
  const uint32_t bits[kSpecials] = {0x00000000, 0x80000000, 0x00000001, 0x80000001, 0x007fffff,
                                    0x807fffff, 0x00800000, 0x80800000, 0x3f800000, 0xbf800000,
                                    0x3f000000, 0xbf000000, 0x40000000, 0xc0000000, 0x7f7fffff,
                                    0xff7fffff, 0x7f800000, 0xff800000, 0x7fc00000};
  return bits[k % kSpecials];
}
constexpr int kSpecialNs = 9;
__host__ __device__ inline int specialN(unsigned k) {
  const int ns[kSpecialNs] = {0, 1, -1, 2, -2, 3, -3, INT_MIN, INT_MAX};
  return ns[k % kSpecialNs];
}

// splitmix64's finalizer: a bijection that scatters consecutive indices.
__host__ __device__ inline uint64_t mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

__host__ __device__ inline uint32_t withExponent(uint32_t bits, int e) {
  e = e < 0 ? 0 : e > 254 ? 254 : e;
  return (bits & 0x807fffffu) | (uint32_t(e) << 23);
}

// Pairs 0 .. 19*19-1: every pair of specials. Then half the pairs are two
// independent bit patterns (every exponent alike), a quarter have y's
// exponent within 32 of x's (cancellation in fmod, remainder, fdim, hypot,
// atan2, divide), a quarter |y| in [2^-8, 2^9) (pow and powr inside the
// float range more often); one pair in eight has a special x or y.
__host__ __device__ inline void binaryInput(uint32_t g, float &x, float &y) {
  if (g < kSpecials * kSpecials) {
    x = fromBits(specialBits(g / kSpecials));
    y = fromBits(specialBits(g % kSpecials));
    return;
  }
  const uint64_t h = mix(g), h2 = mix(h);
  uint32_t xb = uint32_t(h), yb = uint32_t(h >> 32);
  switch (h2 & 3) {
  case 2:
    yb = withExponent(yb, int((xb >> 23) & 0xff) + int((h2 >> 2) & 63) - 32);
    break;
  case 3:
    yb = withExponent(yb, 119 + int((h2 >> 8) % 18));
    break;
  default:
    break;
  }
  const unsigned s = unsigned(h2 >> 16) & 15;
  if (s == 0)
    xb = specialBits(unsigned(h2 >> 24));
  else if (s == 1)
    yb = specialBits(unsigned(h2 >> 24));
  x = fromBits(xb);
  y = fromBits(yb);
}

// Pairs 0 .. 19*9-1: every special x with every special n. Then x a random
// bit pattern (one in sixteen a special), n uniform in [-300, 300] or, one
// pair in eight, a special n (0, +-1, +-2, +-3, INT_MIN, INT_MAX).
__host__ __device__ inline void intNInput(uint32_t g, float &x, int &n) {
  if (g < kSpecials * kSpecialNs) {
    x = fromBits(specialBits(g / kSpecialNs));
    n = specialN(g % kSpecialNs);
    return;
  }
  const uint64_t h = mix(g), h2 = mix(h);
  x = fromBits((h2 & 15) == 0 ? specialBits(unsigned(h2 >> 4)) : uint32_t(h));
  n = ((h >> 32) & 7) == 0 ? specialN(unsigned(h >> 35)) : int((h >> 40) % 601) - 300;
}

// ---- The entries: reference, CUDA column, name and kind, from the def. ----

// cudaName is `cudaf` as the def spells it: stringized by CLB_MATH_*, before
// CLB_NONE expands on the way into CLB_ENTRY.
#define CLB_ENTRY(name, ref, cudaf, cudaName, k)                                  \
  struct Entry_##name {                                                           \
    static constexpr Kind kind = k;                                               \
    static constexpr bool hasCuda = !isNone(cudaName);                            \
    __device__ static double reference(double x, double y, int n) { return ref; } \
    __device__ static auto cudaValue(float x, float y, int n) { return cudaf; }   \
  };
#define CLB_MATH_1(name, ref, cudaf, cudad, ...) CLB_ENTRY(name, ref, cudaf, #cudaf, kUnary)
#define CLB_MATH_2(name, ref, cudaf, cudad, ...) CLB_ENTRY(name, ref, cudaf, #cudaf, kBinary)
#define CLB_MATH_N(name, ref, cudaf, cudad, ...) CLB_ENTRY(name, ref, cudaf, #cudaf, kIntN)
#include "../../../gen/math_functions.def"
#undef CLB_ENTRY

// ---- Per-column accumulators, reduced per block then per entry. ----

struct Acc {
  double err;                       // largest error in ulps, -1 before any
  uint32_t idx, res;                // its input index and result bits
  unsigned long long over;          // errors above the spec's bound
  unsigned long long special;       // special mismatches
  unsigned long long checked;       // inputs compared: proves the checker ran
  unsigned long long firstSpecial;  // index << 32 | result bits, least index; ~0 none
  unsigned long long firstSpecialKind;
};

__host__ __device__ inline Acc emptyAcc() {
  return {-1.0, 0xffffffffu, 0, 0, 0, 0, ~0ull, 0};
}

// Associative and commutative, so the totals do not depend on the order.
__host__ __device__ inline void merge(Acc &a, const Acc &b) {
  if (b.err > a.err || (b.err == a.err && b.idx < a.idx)) {
    a.err = b.err;
    a.idx = b.idx;
    a.res = b.res;
  }
  a.over += b.over;
  a.special += b.special;
  a.checked += b.checked;
  if (b.firstSpecial < a.firstSpecial) {
    a.firstSpecial = b.firstSpecial;
    a.firstSpecialKind = b.firstSpecialKind;
  }
}

__device__ inline Acc shuffleDown(const Acc &a, int d) {
  Acc b;
  b.err = __shfl_down_sync(~0u, a.err, d);
  b.idx = __shfl_down_sync(~0u, a.idx, d);
  b.res = __shfl_down_sync(~0u, a.res, d);
  b.over = __shfl_down_sync(~0u, a.over, d);
  b.special = __shfl_down_sync(~0u, a.special, d);
  b.checked = __shfl_down_sync(~0u, a.checked, d);
  b.firstSpecial = __shfl_down_sync(~0u, a.firstSpecial, d);
  b.firstSpecialKind = __shfl_down_sync(~0u, a.firstSpecialKind, d);
  return b;
}

// The block's fold of every thread's a, in thread 0. Every thread calls it.
template <int kThreads>
__device__ Acc blockFold(Acc a) {
  __shared__ Acc warps[kThreads / 32];
  for (int d = 16; d > 0; d /= 2)
    merge(a, shuffleDown(a, d));
  __syncthreads();  // warps[] may still be read by a previous call
  if (threadIdx.x % 32 == 0)
    warps[threadIdx.x / 32] = a;
  __syncthreads();
  if (threadIdx.x == 0)
    for (int w = 1; w < kThreads / 32; ++w)
      merge(a, warps[w]);
  return a;
}

constexpr int kBlock = 256;                         // threads of every kernel but reduceBlocks
constexpr int kPerThread = 4;                       // inputs per checker thread
constexpr uint64_t kGranule = kBlock * kPerThread;  // chunks are multiples of it
constexpr uint64_t kChunk = 1ull << 28;

// One chunk of inputs and the columns' results for it.
struct Chunk {
  const float *x, *y;
  const int *n;
  const float *r[kImpls];
  uint32_t first;  // index of the chunk's first pair (binary, (x, n))
};

// With --relaxed, column 0 (clbuiltins linked with
// -cl-unsafe-math-optimizations) is judged by its relaxed row instead
// (relaxed_bounds.h): the error is the fraction of the bound used, zero
// signs are free, inputs the spec leaves undefined are counted unchecked.
struct Relaxed {
  bool on;
  RelaxedBound row;
  int flavor;
};

template <class E>
__global__ void __launch_bounds__(kBlock)
    check(Chunk c, SpecBound bound, Relaxed rx, unsigned columns, Acc *blockAcc) {
  Acc acc[kImpls];
  for (int k = 0; k < kImpls; ++k)
    acc[k] = emptyAcc();
  const size_t start = size_t(blockIdx.x) * kGranule + threadIdx.x;
  for (int j = 0; j < kPerThread; ++j) {
    const size_t i = start + size_t(j) * kBlock;
    const float x = c.x[i];
    const float y = E::kind == kBinary ? c.y[i] : 0.0f;
    const int n = E::kind == kIntN ? c.n[i] : 0;
    const double want = E::reference(x, y, n);
    const uint32_t index = E::kind == kUnary ? bitsOf(x) : c.first + uint32_t(i);
    for (int k = 0; k < kImpls; ++k) {
      if (!(columns >> k & 1))
        continue;
      const float got = c.r[k][i];
      FloatError e = floatError(got, want, 0);
      Acc one = emptyAcc();
      one.checked = 1;
      if (k == 0 && rx.on) {
        const double second = E::kind == kIntN ? double(n) : double(y);
        const double u = e.special == kZeroSign ? 0 : e.ulps;
        const double frac = relaxedFraction(rx.row, rx.flavor, x, second, got, want, u);
        if (frac < 0 || e.special == kZeroSign) {
          merge(acc[k], one);  // counted as checked: the bound leaves it free
          continue;
        }
        if (!e.special) {
          one.err = frac;
          one.idx = index;
          one.res = bitsOf(got);
          one.over = frac > 1 + kBoundSlack;
          merge(acc[k], one);
          continue;
        }
      }
      if (e.special) {
        one.special = 1;
        one.firstSpecial = (uint64_t(index) << 32) | bitsOf(got);
        one.firstSpecialKind = e.special;
      } else {
        one.err = e.ulps;
        one.idx = index;
        one.res = bitsOf(got);
        one.over = aboveBound(bound, e.ulps, x);
      }
      merge(acc[k], one);
    }
  }
  for (int k = 0; k < kImpls; ++k) {
    if (!(columns >> k & 1))
      continue;
    const Acc a = blockFold<kBlock>(acc[k]);
    if (threadIdx.x == 0)
      blockAcc[size_t(blockIdx.x) * kImpls + k] = a;
  }
}

// Block k folds column k's block results into total[k].
__global__ void __launch_bounds__(1024)
    reduceBlocks(const Acc *blockAcc, unsigned blocks, Acc *total) {
  const int k = blockIdx.x;
  Acc a = emptyAcc();
  for (unsigned b = threadIdx.x; b < blocks; b += blockDim.x)
    merge(a, blockAcc[size_t(b) * kImpls + k]);
  a = blockFold<1024>(a);
  if (threadIdx.x == 0)
    merge(total[k], a);
}

// Entries without a CUDA function get a kernel that is never launched.
__device__ inline void put(float &r, float v) {
  r = v;
}
__device__ inline void put(float &, ClbNone) {}

template <class E>
__global__ void __launch_bounds__(kBlock) cudaColumn(Chunk c, float *r) {
  const size_t i = size_t(blockIdx.x) * kBlock + threadIdx.x;
  const float y = E::kind == kBinary ? c.y[i] : 0.0f;
  const int n = E::kind == kIntN ? c.n[i] : 0;
  put(r[i], E::cudaValue(c.x[i], y, n));
}

__global__ void fillUnary(float *x, uint64_t firstPattern, uint32_t stride) {
  const size_t i = size_t(blockIdx.x) * kBlock + threadIdx.x;
  x[i] = fromBits(uint32_t((firstPattern + i) * stride));
}
__global__ void fillBinary(float *x, float *y, uint32_t first) {
  const size_t i = size_t(blockIdx.x) * kBlock + threadIdx.x;
  binaryInput(first + uint32_t(i), x[i], y[i]);
}
__global__ void fillIntN(float *x, int *n, uint32_t first) {
  const size_t i = size_t(blockIdx.x) * kBlock + threadIdx.x;
  intNInput(first + uint32_t(i), x[i], n[i]);
}

struct Entry {
  const char *name;
  Kind kind;
  bool hasCuda;
  void (*cuda)(const Chunk &, float *, uint64_t count);
  void (*check)(const Chunk &, const SpecBound &, const Relaxed &, unsigned, Acc *, Acc *,
                uint64_t count);
};

template <class E>
void launchCuda(const Chunk &c, float *r, uint64_t count) {
  cudaColumn<E><<<unsigned(count / kBlock), kBlock>>>(c, r);
}
template <class E>
void launchCheck(const Chunk &c, const SpecBound &b, const Relaxed &rx, unsigned columns,
                 Acc *blockAcc, Acc *total, uint64_t count) {
  const unsigned blocks = unsigned(count / kGranule);
  check<E><<<blocks, kBlock>>>(c, b, rx, columns, blockAcc);
  reduceBlocks<<<kImpls, 1024>>>(blockAcc, blocks, total);
}

const Entry kEntries[] = {
#define CLB_MATH_1(name, ref, cudaf, cudad, ...) \
  {#name, kUnary, Entry_##name::hasCuda, launchCuda<Entry_##name>, launchCheck<Entry_##name>},
#define CLB_MATH_2(name, ref, cudaf, cudad, ...) \
  {#name, kBinary, Entry_##name::hasCuda, launchCuda<Entry_##name>, launchCheck<Entry_##name>},
#define CLB_MATH_N(name, ref, cudaf, cudad, ...) \
  {#name, kIntN, Entry_##name::hasCuda, launchCuda<Entry_##name>, launchCheck<Entry_##name>},
#include "../../../gen/math_functions.def"
};

// ---- Host side. ----

void cudaCheck(cudaError_t e, const char *what) {
  if (e != cudaSuccess) {
    std::fprintf(stderr, "float_sweep: %s: %s\n", what, cudaGetErrorString(e));
    std::exit(2);
  }
}

// A module that failed to load leaves its column "—" instead of stopping.
CUmodule loadModule(const char *path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "float_sweep: cannot read %s\n", path);
    std::exit(2);
  }
  std::stringstream s;
  s << in.rdbuf();
  CUmodule m = nullptr;
  CUresult r = cuModuleLoadData(&m, s.str().c_str());
  if (r != CUDA_SUCCESS) {
    const char *msg = "?";
    cuGetErrorString(r, &msg);
    std::fprintf(stderr, "float_sweep: %s does not load (%s): its column is left empty\n", path,
                 msg);
    return nullptr;
  }
  return m;
}

CUfunction kernelOf(CUmodule m, const char *name) {
  CUfunction f = nullptr;
  const std::string k = std::string("sweep_") + name;
  if (!m || cuModuleGetFunction(&f, m, k.c_str()) != CUDA_SUCCESS)
    return nullptr;
  return f;
}

// The library kernels take clbuiltins' launch parameter last; libclc's
// declare none and the driver reads only what a kernel declares.
void launchLibrary(CUfunction f, uint64_t count, std::vector<void *> args) {
  const size_t global = count, local = kBlock;
  clb_nvptx_region region[CLB_NVPTX_MAX_REGIONS];
  if (clb_nvptx_split(1, nullptr, &global, &local, region) != 1) {
    std::fprintf(stderr, "float_sweep: %llu work-items do not split into one launch\n",
                 (unsigned long long)count);
    std::exit(2);
  }
  args.push_back(&region[0].params);
  CLB_CU_CHECK(cuLaunchKernel(f, region[0].grid[0], 1, 1, region[0].block[0], 1, 1, 0, nullptr,
                              args.data(), nullptr));
}

std::string hexFloat(float f) {
  char b[48];
  std::snprintf(b, sizeof b, "%a", double(f));
  return b;
}

// The input of index idx as the table and the worst-case file show it.
struct Input {
  float x, y;
  int n;
};
Input inputOf(Kind kind, uint32_t idx) {
  Input in{fromBits(idx), 0, 0};
  if (kind == kBinary)
    binaryInput(idx, in.x, in.y);
  else if (kind == kIntN)
    intNInput(idx, in.x, in.n);
  return in;
}
std::string inputText(Kind kind, const Input &in) {
  if (kind == kUnary)
    return hexFloat(in.x);
  if (kind == kBinary)
    return "(" + hexFloat(in.x) + ", " + hexFloat(in.y) + ")";
  return "(" + hexFloat(in.x) + ", " + std::to_string(in.n) + ")";
}
// Fields of the worst-case file: x bits, then y bits, n, or "-".
std::string inputFields(Kind kind, const Input &in) {
  char b[64];
  if (kind == kUnary)
    std::snprintf(b, sizeof b, "0x%08x -", bitsOf(in.x));
  else if (kind == kBinary)
    std::snprintf(b, sizeof b, "0x%08x 0x%08x", bitsOf(in.x), bitsOf(in.y));
  else
    std::snprintf(b, sizeof b, "0x%08x %d", bitsOf(in.x), in.n);
  return b;
}

std::string ulpText(double u) {
  char b[48];
  if (u > 1e6)
    std::snprintf(b, sizeof b, "%.4g", u);
  else
    std::snprintf(b, sizeof b, "%.4f", u);
  return b;
}

const char *specialName(unsigned long long kind) {
  return kind == kNanMismatch ? "nan-mismatch" : "zero-sign";
}

std::string cellText(Kind kind, const Acc &a) {
  const std::string in = inputText(kind, inputOf(kind, a.idx));
  std::string s = a.err >= 0 ? ulpText(a.err) + " " + (kind == kUnary ? "(" + in + ")" : in)
                             : std::string("no number");
  if (a.over)
    s += "; " + std::to_string(a.over) + " above bound";
  if (a.special) {
    const Input in = inputOf(kind, uint32_t(a.firstSpecial >> 32));
    s += "; " + std::to_string(a.special) + " special, first " + inputText(kind, in) + " -> " +
         hexFloat(fromBits(uint32_t(a.firstSpecial))) + " (" + specialName(a.firstSpecialKind) +
         ")";
  }
  return s;
}

const char *kindTitle(Kind kind, uint32_t stride, int pairsLog2) {
  static char b[128];
  if (kind == kUnary) {
    if (stride == 1)
      return "Unary float functions: all 2^32 inputs";
    std::snprintf(b, sizeof b, "Unary float functions: every %u-th of the 2^32 inputs", stride);
  } else {
    std::snprintf(b, sizeof b, "%s float functions: 2^%d input pairs",
                  kind == kBinary ? "Binary (x, y)" : "(x, int n)", pairsLog2);
  }
  return b;
}

[[noreturn]] void usage(const char *why) {
  std::fprintf(
      stderr,
      "float_sweep: %s\n"
      "usage: float_sweep SWEEP_CLB_PTX SWEEP_LIBCLC_PTX [--worst FILE] [--only NAME,...]\n"
      "                   [--stride K] [--pairs-log2 L] [--relaxed 1]\n"
      "--relaxed 1: SWEEP_CLB_PTX is linked with -cl-unsafe-math-optimizations; the functions\n"
      "with a relaxed bound only, clbuiltins alone, each result against that bound\n",
      why);
  std::exit(2);
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 3)
    usage("two PTX modules expected");
  const char *clbPath = argv[1], *libclcPath = argv[2];
  std::string worstPath = "float-sweep-worst.txt";
  std::set<std::string> only;
  uint32_t stride = 1;
  int pairsLog2 = 28;
  bool relaxed = false;
  for (int i = 3; i < argc; ++i) {
    const std::string a = argv[i];
    if (i + 1 >= argc)
      usage(("no value after " + a).c_str());
    const std::string v = argv[++i];
    char *end = nullptr;
    if (a == "--worst") {
      worstPath = v;
    } else if (a == "--only") {
      for (size_t p = 0; p <= v.size();) {
        size_t q = v.find(',', p);
        if (q == std::string::npos)
          q = v.size();
        if (q > p)
          only.insert(v.substr(p, q - p));
        p = q + 1;
      }
    } else if (a == "--stride") {
      const unsigned long k = std::strtoul(v.c_str(), &end, 10);
      if (*end || k < 1 || k > (1ul << 22))
        usage(("--stride wants an integer in [1, 2^22], not " + v).c_str());
      stride = uint32_t(k);
    } else if (a == "--relaxed") {
      if (v != "1" && v != "0")
        usage(("--relaxed wants 1 or 0, not " + v).c_str());
      relaxed = v == "1";
    } else if (a == "--pairs-log2") {
      const long l = std::strtol(v.c_str(), &end, 10);
      if (*end || l < 10 || l > 30)
        usage(("--pairs-log2 wants an integer in [10, 30], not " + v).c_str());
      pairsLog2 = int(l);
    } else {
      usage(("unknown option " + a).c_str());
    }
  }
  for (const std::string &name : only) {
    bool known = false;
    for (const Entry &e : kEntries)
      known |= name == e.name;
    if (!known)
      usage(("--only names " + name + ", which gen/math_functions.def does not list").c_str());
  }
  for (const Entry &e : kEntries)
    if (!specBound(e.name)) {
      std::fprintf(stderr, "float_sweep: %s has no row in spec_bounds.h\n", e.name);
      return 2;
    }

  const auto wall0 = std::chrono::steady_clock::now();
  cudaCheck(cudaFree(nullptr), "starting CUDA");  // the runtime's primary context, shared
  CLB_CU_CHECK(cuInit(0));
  const CUmodule modules[2] = {loadModule(clbPath), loadModule(libclcPath)};

  float *x, *y, *r[kImpls];
  int *n;
  Acc *blockAcc, *total;
  cudaCheck(cudaMalloc(&x, kChunk * 4), "cudaMalloc");
  cudaCheck(cudaMalloc(&y, kChunk * 4), "cudaMalloc");
  cudaCheck(cudaMalloc(&n, kChunk * 4), "cudaMalloc");
  for (int k = 0; k < kImpls; ++k)
    cudaCheck(cudaMalloc(&r[k], kChunk * 4), "cudaMalloc");
  cudaCheck(cudaMalloc(&blockAcc, kChunk / kGranule * kImpls * sizeof(Acc)), "cudaMalloc");
  cudaCheck(cudaMalloc(&total, kImpls * sizeof(Acc)), "cudaMalloc");

  const std::string partPath = worstPath + ".part";
  FILE *worst = std::fopen(partPath.c_str(), "w");
  if (!worst) {
    std::fprintf(stderr, "float_sweep: cannot write %s\n", partPath.c_str());
    return 2;
  }
  std::fprintf(worst,
               "# float_sweep worst cases (tools/lab/accuracy/mpfr_recheck rechecks them)\n"
               "# what function column x-bits y-bits|n|- result-bits gpu-error\n");

  // Unary: ceil(2^32 / stride) patterns, rounded up to whole granules.
  const uint64_t unaryCount =
      ((((1ull << 32) + stride - 1) / stride) + kGranule - 1) / kGranule * kGranule;
  const uint64_t pairCount = 1ull << pairsLog2;
  cudaEvent_t t0, t1, all0, all1;
  cudaEventCreate(&t0);
  cudaEventCreate(&t1);
  cudaEventCreate(&all0);
  cudaEventCreate(&all1);
  cudaEventRecord(all0);
  std::vector<std::string> skipped, incomplete, clbOff;
  int done = 0;
  int shownKind = -1;
  for (const Entry &e : kEntries) {
    const RelaxedBound *rxRow = relaxedBound(e.name);
    if ((!only.empty() && !only.count(e.name)) || (relaxed && !rxRow)) {
      skipped.push_back(e.name);
      continue;
    }
    if (e.kind != shownKind) {
      if (relaxed)
        std::printf(
            "\n### %s\n\n| function | relaxed bound | clbuiltins -cl-unsafe-math-optimizations: "
            "largest fraction of the bound (input) |\n|:--|:--|:--|\n",
            kindTitle(e.kind, stride, pairsLog2));
      else
        std::printf(
            "\n### %s\n\n| function | spec bound | %s max ulp (input) | %s | %s |\n"
            "|:--|:--|:--|:--|:--|\n",
            kindTitle(e.kind, stride, pairsLog2), kImplName[0], kImplName[1], kImplName[2]);
      shownKind = e.kind;
    }
    const SpecBound &bound = *specBound(e.name);
    const Relaxed rx{relaxed, rxRow ? *rxRow : RelaxedBound{}, relaxedFlavor(e.name)};
    char rxText[160] = "";
    if (rxRow)
      relaxedBoundText(*rxRow, rxText, sizeof rxText);
    const CUfunction lib[2] = {kernelOf(modules[0], e.name), kernelOf(modules[1], e.name)};
    const unsigned columns = relaxed
                                 ? (lib[0] ? 1u : 0u)
                                 : (lib[0] ? 1u : 0u) | (lib[1] ? 2u : 0u) | (e.hasCuda ? 4u : 0u);
    const Acc init[kImpls] = {emptyAcc(), emptyAcc(), emptyAcc()};
    cudaCheck(cudaMemcpy(total, init, sizeof init, cudaMemcpyHostToDevice), "cudaMemcpy");
    const uint64_t count = e.kind == kUnary ? unaryCount : pairCount;
    cudaEventRecord(t0);
    for (uint64_t start = 0; start < count; start += kChunk) {
      const uint64_t m = count - start < kChunk ? count - start : kChunk;
      const unsigned grid = unsigned(m / kBlock);
      if (e.kind == kUnary)
        fillUnary<<<grid, kBlock>>>(x, start, stride);
      else if (e.kind == kBinary)
        fillBinary<<<grid, kBlock>>>(x, y, uint32_t(start));
      else
        fillIntN<<<grid, kBlock>>>(x, n, uint32_t(start));
      CUdeviceptr px = CUdeviceptr(x),
                  second = CUdeviceptr(e.kind == kBinary ? (void *)y : (void *)n);
      for (int k = 0; k < 2; ++k) {
        if (!lib[k])
          continue;
        CUdeviceptr pr = CUdeviceptr(r[k]);
        if (e.kind == kUnary)
          launchLibrary(lib[k], m, {&px, &pr});
        else
          launchLibrary(lib[k], m, {&px, &second, &pr});
      }
      const Chunk c{x, y, n, {r[0], r[1], r[2]}, uint32_t(start)};
      if (columns & 4u)
        e.cuda(c, r[kCuda], m);
      e.check(c, bound, rx, columns, blockAcc, total, m);
    }
    cudaEventRecord(t1);
    cudaCheck(cudaEventSynchronize(t1), e.name);
    cudaCheck(cudaGetLastError(), e.name);
    float ms = 0;
    cudaEventElapsedTime(&ms, t0, t1);
    Acc got[kImpls];
    cudaCheck(cudaMemcpy(got, total, sizeof got, cudaMemcpyDeviceToHost), "cudaMemcpy");

    std::string row = std::string("| ") + e.name + " | " + (relaxed ? rxText : bound.text);
    for (int k = 0; k < (relaxed ? 1 : kImpls); ++k) {
      if (!(columns >> k & 1)) {
        row += " | —";
        continue;
      }
      if (got[k].checked != count)
        incomplete.push_back(std::string(e.name) + " " + kImplName[k]);
      if (k == 0 && (got[k].over || got[k].special))
        clbOff.push_back(e.name);
      row += " | " + cellText(e.kind, got[k]);
      if (got[k].err >= 0)
        std::fprintf(worst, "max %s %s %s 0x%08x %.17g\n", e.name, kImplName[k],
                     inputFields(e.kind, inputOf(e.kind, got[k].idx)).c_str(), got[k].res,
                     got[k].err);
      if (got[k].special)
        std::fprintf(
            worst, "special %s %s %s 0x%08x %s\n", e.name, kImplName[k],
            inputFields(e.kind, inputOf(e.kind, uint32_t(got[k].firstSpecial >> 32))).c_str(),
            uint32_t(got[k].firstSpecial), specialName(got[k].firstSpecialKind));
    }
    std::printf("%s |\n", row.c_str());
    std::fflush(stdout);
    std::fflush(worst);
    std::fprintf(stderr, "float_sweep: %s: %llu inputs in %.2f s\n", e.name,
                 (unsigned long long)count, ms / 1000);
    ++done;
  }
  cudaEventRecord(all1);
  cudaEventSynchronize(all1);
  float allMs = 0;
  cudaEventElapsedTime(&allMs, all0, all1);
  std::fclose(worst);
  if (std::rename(partPath.c_str(), worstPath.c_str()) != 0) {
    std::fprintf(stderr, "float_sweep: cannot rename %s to %s\n", partPath.c_str(),
                 worstPath.c_str());
    return 2;
  }

  if (relaxed)
    std::printf(
        "\nclbuiltins linked with -cl-unsafe-math-optimizations, each result judged by its "
        "relaxed row (gen/math_functions.def, tools/lab/accuracy/relaxed_bounds.h) against the "
        "def's `ref` in double: the largest fraction of the bound used (1: at the bound); "
        "\"above bound\": results beyond it; zero signs free, the spec's undefined inputs "
        "unchecked; \"special\": a NaN against a number.\n");
  else
    std::printf(
        "\nError in float ulps at the reference (the def's `ref` in double on the GPU); "
        "\"above bound\": errors above the spec's bound (by more than 2^-20 ulp, the "
        "reference's own error); \"special\": a NaN against a number or a zero of the wrong "
        "sign, not counted in ulps; —: no such function (CUDA) or kernel.\n");
  const double wall =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
  std::printf(
      "\nsweep: %d entries in %.1f s of GPU time (%.1f s wall, loading the modules "
      "included); worst cases in %s\n",
      done, allMs / 1000, wall, worstPath.c_str());
  if (!skipped.empty()) {
    std::printf("skipped (not in --only):");
    for (const std::string &s : skipped)
      std::printf(" %s", s.c_str());
    std::printf("\n");
  }
  if (!modules[0] || !modules[1])
    std::printf("a module did not load: see stderr\n");
  for (const std::string &s : incomplete)
    std::printf("INCOMPLETE: %s did not check every input\n", s.c_str());
  // clbuiltins off the spec fails the run; the other columns are data.
  if (!clbOff.empty()) {
    std::printf("clbuiltins above the spec's bound or with special mismatches:");
    for (const std::string &s : clbOff)
      std::printf(" %s", s.c_str());
    std::printf("\n");
  }
  return !modules[0] || !modules[1] || !incomplete.empty() || !clbOff.empty() ? 1 : 0;
}
