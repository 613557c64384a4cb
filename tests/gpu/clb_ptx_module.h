// Loading a clb-link PTX module from a CUDA program (nvcc, driver API) and
// launching its 1-D kernels with the nvptx64 launch parameter
// (include/clbuiltins/host/nvptx_launch.h) after their own arguments. Used by
// the conversion sweep (tests/gpu/conversion_sweep.cu) and the GPU
// benchmarks (tools/lab/bench/*.cu). libclc's modules take the same calls: the
// driver reads only the parameters a kernel declares.
#ifndef CLB_PTX_MODULE_H
#define CLB_PTX_MODULE_H

#include <clbuiltins/host/nvptx_launch.h>
#include <cuda.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#define CLB_CU_CHECK(x)                                                    \
  do {                                                                     \
    CUresult r_ = (x);                                                     \
    if (r_ != CUDA_SUCCESS) {                                              \
      const char *m_ = "?";                                                \
      cuGetErrorString(r_, &m_);                                           \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, m_); \
      std::exit(2);                                                        \
    }                                                                      \
  } while (0)

struct ClbPtxModule {
  CUmodule module = nullptr;

  explicit ClbPtxModule(const std::string &path) {
    std::ifstream in(path);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", path.c_str());
      std::exit(2);
    }
    std::stringstream s;
    s << in.rdbuf();
    CLB_CU_CHECK(cuModuleLoadData(&module, s.str().c_str()));
  }
  // A module the caller loaded (and whose load failure it handles).
  explicit ClbPtxModule(CUmodule loaded) : module(loaded) {}
  CUfunction function(const char *name) const {
    CUfunction f;
    CLB_CU_CHECK(cuModuleGetFunction(&f, module, name));
    return f;
  }
  // get_global_id(0) in [0, n), work-groups of `local` (n a multiple of it).
  void launch(const char *name, size_t n, unsigned local, std::vector<void *> args) const {
    launch2d(name, n, 1, local, 1, std::move(args));
  }
  // A 2-D NDRange of nx x ny, work-groups of lx x ly (multiples of them).
  void launch2d(const char *name, size_t nx, size_t ny, unsigned lx, unsigned ly,
                std::vector<void *> args) const {
    const size_t global[2] = {nx, ny}, local[2] = {lx, ly};
    clb_nvptx_region region[CLB_NVPTX_MAX_REGIONS];
    int regions = clb_nvptx_split(ny > 1 || ly > 1 ? 2 : 1, nullptr, global, local, region);
    if (regions != 1) {
      std::fprintf(stderr, "%s: %zu x %zu in groups of %u x %u is not one uniform launch (%d)\n",
                   name, nx, ny, lx, ly, regions);
      std::exit(2);
    }
    args.push_back(&region[0].params);
    CLB_CU_CHECK(cuLaunchKernel(function(name), region[0].grid[0], region[0].grid[1], 1,
                                region[0].block[0], region[0].block[1], 1, 0, nullptr, args.data(),
                                nullptr));
  }
};

#endif
