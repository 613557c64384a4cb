// The nvptx64 launch ABI under concurrency: 8 streams launch kernels of one
// module at once, each round with its own NDRange (1-3 dimensions, global
// offsets, sizes that are not multiples of the group size), 100 rounds, and
// every work-item's view of its NDRange is checked against the host's model
// of the OpenCL C spec. The launch parameter travels with each launch, so no
// launch may see another's NDRange.
//   cmake -S tests/gpu/nvcc -B build-gpu/tests-gpu-nvcc -G Ninja && cmake --build
//   build-gpu/tests-gpu-nvcc --target launch_concurrency
//   build-gpu/tests-gpu-nvcc/launch_concurrency <ptx dir>/launch_abi.ptx [rounds]
// Exit status 0 when every value is right; the first wrong ones are printed.
#include <clbuiltins/host/nvptx_launch.h>
#include <cuda.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#define CK(x)                                                              \
  do {                                                                     \
    CUresult r_ = (x);                                                     \
    if (r_ != CUDA_SUCCESS) {                                              \
      const char *m_ = "?";                                                \
      cuGetErrorString(r_, &m_);                                           \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, m_); \
      std::exit(2);                                                        \
    }                                                                      \
  } while (0)

namespace {

constexpr int kSlots = 32;  // tests/kernels/launch_abi.cl
constexpr int kStreams = 8;

struct Range {
  unsigned dims;
  size_t offset[3], global[3], local[3];
  size_t items() const { return global[0] * global[1] * global[2]; }
};

// A random NDRange of at most ~20k work-items and groups of at most 256,
// non-uniform in about half of the dimensions.
Range randomRange(std::mt19937_64 &rng) {
  Range r{};
  r.dims = 1 + rng() % 3;
  size_t budget = 20000, groupBudget = 256;
  for (unsigned d = 0; d < 3; ++d) {
    r.offset[d] = 0, r.global[d] = 1, r.local[d] = 1;
    if (d >= r.dims)
      continue;
    r.offset[d] = rng() % 2 ? rng() % 100000 : 0;
    size_t cap = std::min<size_t>(groupBudget, d + 1 == r.dims ? 256 : 16);
    size_t l = 1 + rng() % std::min<size_t>(cap, d == 2 ? 64 : 1024);
    r.local[d] = l;
    groupBudget = std::max<size_t>(1, groupBudget / l);
    size_t g = 1 + rng() % std::max<size_t>(1, budget / (d + 1 == r.dims ? 1 : 8));
    if (rng() % 2)
      g = (g + l - 1) / l * l;  // uniform in this dimension
    r.global[d] = g;
    budget = std::max<size_t>(1, budget / g);
  }
  return r;
}

// The 28 values work-item (x, y, z) must record (launch_abi.cl's order).
void expected(const Range &r, const size_t id[3], uint64_t tag, uint64_t *o) {
  for (unsigned d = 0; d < 3; ++d) {
    size_t g = id[d], rel = g - r.offset[d];
    size_t group = rel / r.local[d];
    size_t groups = (r.global[d] + r.local[d] - 1) / r.local[d];
    size_t last = r.global[d] - (groups - 1) * r.local[d];
    o[0 + d] = g;
    o[3 + d] = rel % r.local[d];
    o[6 + d] = group;
    o[9 + d] = r.global[d];
    o[12 + d] = group + 1 == groups ? last : r.local[d];
    o[15 + d] = groups;
    o[18 + d] = r.offset[d];
    o[21 + d] = r.local[d];
  }
  o[24] = r.dims;
  o[25] = (o[5] * o[13] + o[4]) * o[12] + o[3];
  o[26] = 0 + 1 * 100 + 1 * 10000;
  o[27] = tag;
}

std::string readFile(const char *path) {
  std::ifstream in(path);
  if (!in) {
    std::fprintf(stderr, "cannot read %s\n", path);
    std::exit(2);
  }
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s launch_abi.ptx [rounds]\n", argv[0]);
    return 2;
  }
  int rounds = argc > 2 ? std::atoi(argv[2]) : 100;
  CK(cuInit(0));
  CUdevice dev;
  CK(cuDeviceGet(&dev, 0));
  CUcontext ctx;
  CK(cuDevicePrimaryCtxRetain(&ctx, dev));
  CK(cuCtxSetCurrent(ctx));
  CUmodule module;
  std::string ptx = readFile(argv[1]);
  CK(cuModuleLoadData(&module, ptx.c_str()));
  CUfunction kernels[2];
  CK(cuModuleGetFunction(&kernels[0], module, "launch_record"));
  CK(cuModuleGetFunction(&kernels[1], module, "launch_record_via_kernel"));

  const size_t maxItems = 20000 * 8;
  CUstream streams[kStreams];
  CUdeviceptr out[kStreams];
  std::vector<uint64_t> host[kStreams];
  for (int s = 0; s < kStreams; ++s) {
    CK(cuStreamCreate(&streams[s], CU_STREAM_NON_BLOCKING));
    CK(cuMemAlloc(&out[s], maxItems * kSlots * 8));
    host[s].resize(maxItems * kSlots);
  }
  std::mt19937_64 rng(12345);
  long long checked = 0, wrong = 0, launches = 0;
  for (int round = 0; round < rounds; ++round) {
    Range ranges[kStreams];
    uint64_t tags[kStreams];
    int which[kStreams];
    // The regions' parameters must outlive the asynchronous launches' setup:
    // cuLaunchKernel copies them, but keep them anyway until the round ends.
    clb_nvptx_region regions[kStreams][CLB_NVPTX_MAX_REGIONS];
    for (int s = 0; s < kStreams; ++s) {
      ranges[s] = randomRange(rng);
      while (ranges[s].items() > maxItems)
        ranges[s] = randomRange(rng);
      tags[s] = (uint64_t)round << 8 | s << 1;
      which[s] = rng() % 2;
      CK(cuMemsetD8Async(out[s], 0xff, ranges[s].items() * kSlots * 8, streams[s]));
    }
    // Every stream's launches are queued before any is waited for.
    for (int s = 0; s < kStreams; ++s) {
      const Range &r = ranges[s];
      int n = clb_nvptx_split(r.dims, r.offset, r.global, r.local, regions[s]);
      if (n < 1) {
        std::fprintf(stderr, "clb_nvptx_split failed (%d)\n", n);
        return 2;
      }
      for (int i = 0; i < n; ++i) {
        void *params[] = {&out[s], &tags[s], &regions[s][i].params};
        CK(cuLaunchKernel(kernels[which[s]], regions[s][i].grid[0], regions[s][i].grid[1],
                          regions[s][i].grid[2], regions[s][i].block[0], regions[s][i].block[1],
                          regions[s][i].block[2], 0, streams[s], params, nullptr));
        ++launches;
      }
    }
    for (int s = 0; s < kStreams; ++s)
      CK(cuMemcpyDtoHAsync(host[s].data(), out[s], ranges[s].items() * kSlots * 8, streams[s]));
    CK(cuCtxSynchronize());
    for (int s = 0; s < kStreams; ++s) {
      const Range &r = ranges[s];
      uint64_t want[kSlots];
      size_t id[3];
      for (id[2] = r.offset[2]; id[2] < r.offset[2] + r.global[2]; ++id[2])
        for (id[1] = r.offset[1]; id[1] < r.offset[1] + r.global[1]; ++id[1])
          for (id[0] = r.offset[0]; id[0] < r.offset[0] + r.global[0]; ++id[0]) {
            size_t linear =
                ((id[2] - r.offset[2]) * r.global[1] + (id[1] - r.offset[1])) * r.global[0] +
                (id[0] - r.offset[0]);
            expected(r, id, tags[s] + which[s], want);
            const uint64_t *got = &host[s][linear * kSlots];
            for (int k = 0; k < 28; ++k, ++checked)
              if (got[k] != want[k] && ++wrong <= 10)
                std::printf(
                    "round %d stream %d (%u-D, global %zu %zu %zu, local %zu %zu %zu,"
                    " offset %zu %zu %zu) item (%zu, %zu, %zu) value %d: %llu, "
                    "expected %llu\n",
                    round, s, r.dims, r.global[0], r.global[1], r.global[2], r.local[0], r.local[1],
                    r.local[2], r.offset[0], r.offset[1], r.offset[2], id[0], id[1], id[2], k,
                    (unsigned long long)got[k], (unsigned long long)want[k]);
          }
    }
  }
  std::printf(
      "launch_concurrency: %d rounds x %d streams, %lld CUDA launches, %lld values "
      "checked, %lld wrong\n",
      rounds, kStreams, launches, checked, wrong);
  return wrong ? 1 : 0;
}
