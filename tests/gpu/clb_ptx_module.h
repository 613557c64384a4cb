// Loading a clb-link PTX module from a CUDA program (nvcc, driver API) and
// launching its 1-D and 2-D kernels: the nvptx64 launch table
// (targets/nvptx64/workitem/launch.h) is written before each launch. Used by
// the conversion sweep (tests/gpu/conversion_sweep.cu) and the conversion
// benchmark (tools/bench/conversions_bench.cu).
#ifndef CLB_PTX_MODULE_H
#define CLB_PTX_MODULE_H

#include <cuda.h>

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#define CLB_CU_CHECK(x)                                                         \
  do {                                                                          \
    CUresult r_ = (x);                                                          \
    if (r_ != CUDA_SUCCESS) {                                                   \
      const char *m_ = "?";                                                     \
      cuGetErrorString(r_, &m_);                                                \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #x, m_);      \
      std::exit(2);                                                             \
    }                                                                           \
  } while (0)

struct ClbPtxModule {
  CUmodule module = nullptr;
  CUdeviceptr table = 0;  // 0 when the module has no launch table (libclc)
  mutable size_t tableFor = 0;  // the size the table now describes
  mutable size_t tableFor2d[4] = {};  // nx, ny, lx, ly of a 2-D table

  explicit ClbPtxModule(const std::string &path) {
    std::ifstream in(path);
    if (!in) {
      std::fprintf(stderr, "cannot read %s\n", path.c_str());
      std::exit(2);
    }
    std::stringstream s;
    s << in.rdbuf();
    CLB_CU_CHECK(cuModuleLoadData(&module, s.str().c_str()));
    size_t bytes = 0;
    if (cuModuleGetGlobal(&table, &bytes, module, "__clb_nvptx_launch") != CUDA_SUCCESS)
      table = 0;
  }
  CUfunction function(const char *name) const {
    CUfunction f;
    CLB_CU_CHECK(cuModuleGetFunction(&f, module, name));
    return f;
  }
  // get_global_id(0) in [0, n), work-groups of `local` (n a multiple of it).
  void launch(const char *name, size_t n, unsigned local, std::vector<void *> args) const {
    if (table && tableFor != n) {  // written once per size, outside timed repeats
      struct {
        uint32_t work_dim, reserved;
        uint64_t offset[3], size[3], local[3], groups[3], group_offset[3];
      } t = {1, 0, {0, 0, 0}, {n, 1, 1}, {local, 1, 1}, {n / local, 1, 1}, {0, 0, 0}};
      CLB_CU_CHECK(cuMemcpyHtoD(table, &t, sizeof t));
      tableFor = n;
    }
    CLB_CU_CHECK(cuLaunchKernel(function(name), unsigned(n / local), 1, 1, local, 1, 1, 0,
                                nullptr, args.data(), nullptr));
  }
  // get_global_id in [0, nx) x [0, ny), work-groups of lx x ly (nx, ny
  // multiples of them). tableFor is 0 while the table describes a 2-D range
  // (so the next 1-D launch rewrites it), tableFor2d names that range.
  void launch2d(const char *name, size_t nx, size_t ny, unsigned lx, unsigned ly,
                std::vector<void *> args) const {
    const size_t range[4] = {nx, ny, lx, ly};
    if (table && (tableFor != 0 || std::memcmp(range, tableFor2d, sizeof range) != 0)) {
      struct {
        uint32_t work_dim, reserved;
        uint64_t offset[3], size[3], local[3], groups[3], group_offset[3];
      } t = {2, 0, {0, 0, 0}, {nx, ny, 1}, {lx, ly, 1}, {nx / lx, ny / ly, 1}, {0, 0, 0}};
      CLB_CU_CHECK(cuMemcpyHtoD(table, &t, sizeof t));
      tableFor = 0;
      std::memcpy(tableFor2d, range, sizeof range);
    }
    CLB_CU_CHECK(cuLaunchKernel(function(name), unsigned(nx / lx), unsigned(ny / ly), 1, lx, ly, 1, 0,
                                nullptr, args.data(), nullptr));
  }
};

#endif
