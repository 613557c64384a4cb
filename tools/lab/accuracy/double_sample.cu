// The GPU half of the double accuracy run: for every double entry of
// gen/math_functions.def, 2^k inputs from sample_inputs.h through clbuiltins
// (clb-link PTX), libclc-15 (the same kernels linked with libclc's
// nvptx64--nvidiacl.bc) and CUDA's own double function (none where the
// entry's cudad is CLB_NONE), each result array written raw to
// SCRATCH/<name>.<impl>.bin. tools/lab/accuracy/mpfr_check (a static MPFR
// program built elsewhere) then regenerates the inputs, checks each file's
// input hash and measures the errors.
//
//   double_sample CLB.ptx LIBCLC.ptx SCRATCH [LOG2_COUNT=22]
//
// A builtin a module lacks, or a kernel that fails while running, is
// reported and leaves no file; the other functions go on (a launch the
// driver refuses outright ends the run, as in clb_ptx_module.h).
#include "clb_ptx_module.h"
#include "cuda_columns.cuh"
#include "def_probe.h"
#include "result_file.h"
#include "sample_inputs.h"

#include <cuda_runtime.h>

#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

namespace {

typedef void (*CudaKernel)(const double *, const double *, const int *, double *, size_t);

#define CLB_NONE ~, 1
#define CLB_SAMPLE_CUDA(name, expr)                                                           \
  __global__ void cuda_##name(const double *xs, const double *ys, const int *ns, double *out, \
                              size_t count) {                                                 \
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;                                 \
    if (i >= count)                                                                           \
      return;                                                                                 \
    const double x = xs[i];                                                                   \
    const double y = ys ? ys[i] : 0.0;                                                        \
    const int n = ns ? ns[i] : 0;                                                             \
    (void)y;                                                                                  \
    (void)n;                                                                                  \
    out[i] = expr;                                                                            \
  }
#define CLB_MATH_1(name, ref, cudaf, cudad, ...) \
  CLB_UNLESS(CLB_PROBE(cudad))(CLB_SAMPLE_CUDA(name, cudad))
#define CLB_MATH_2(name, ref, cudaf, cudad, ...) \
  CLB_UNLESS(CLB_PROBE(cudad))(CLB_SAMPLE_CUDA(name, cudad))
#define CLB_MATH_N(name, ref, cudaf, cudad, ...) \
  CLB_UNLESS(CLB_PROBE(cudad))(CLB_SAMPLE_CUDA(name, cudad))
#include "../../../gen/math_functions.def"

struct Entry {
  const char *name;
  int arity;  // 1 x, 2 (x, y), 3 (x, n)
  CudaKernel cuda;
};
#define CLB_SAMPLE_ROW(name, arity, none) {#name, arity, CLB_CHOOSE(none)(cuda_##name, nullptr)},
#define CLB_MATH_1(name, ref, cudaf, cudad, ...) CLB_SAMPLE_ROW(name, 1, CLB_PROBE(cudad))
#define CLB_MATH_2(name, ref, cudaf, cudad, ...) CLB_SAMPLE_ROW(name, 2, CLB_PROBE(cudad))
#define CLB_MATH_N(name, ref, cudaf, cudad, ...) CLB_SAMPLE_ROW(name, 3, CLB_PROBE(cudad))
const Entry kEntries[] = {
#include "../../../gen/math_functions.def"
};
#undef CLB_NONE

bool hasDouble(const char *name) {
  return std::strncmp(name, "native_", 7) != 0 && std::strncmp(name, "half_", 5) != 0;
}

// Reports a CUDA error and says whether there was one; the context survives
// most (a trap would end every later launch too, which the report shows).
bool failed(CUresult r, const char *what, const char *name, const char *impl) {
  if (r == CUDA_SUCCESS)
    return false;
  const char *m = "?";
  cuGetErrorString(r, &m);
  std::printf("%s (%s): %s failed: %s\n", name, impl, what, m);
  return true;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 4 || argc > 5) {
    std::fprintf(stderr, "usage: %s CLB.ptx LIBCLC.ptx SCRATCH [LOG2_COUNT=22]\n", argv[0]);
    return 2;
  }
  const int log2n = argc == 5 ? std::atoi(argv[4]) : 22;
  if (log2n < 10 || log2n > 26) {
    std::fprintf(stderr, "LOG2_COUNT must be in [10, 26], not %s\n", argv[4]);
    return 2;
  }
  const size_t N = size_t(1) << log2n;
  const std::string scratch = argv[3];
  cudaFree(nullptr);
  CLB_CU_CHECK(cuInit(0));
  ClbPtxModule clb(argv[1]), clc(argv[2]);
  const ClbPtxModule *modules[2] = {&clb, &clc};

  std::vector<double> hx(N), hy(N), hout(N);
  std::vector<int> hn(N);
  double *dx, *dy, *dout;
  int *dn;
  if (cudaMalloc(&dx, N * 8) || cudaMalloc(&dy, N * 8) || cudaMalloc(&dout, N * 8) ||
      cudaMalloc(&dn, N * 4)) {
    std::fprintf(stderr, "cudaMalloc failed\n");
    return 2;
  }
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  int status = 0;
  for (const Entry &e : kEntries) {
    if (!hasDouble(e.name))
      continue;
    const int domain = sampleDomainOf(e.name);
    {
      std::vector<std::thread> pool;
      for (unsigned t = 0; t < threads; ++t)
        pool.emplace_back([&, t] {
          for (size_t i = t; i < N; i += threads)
            clb_sample(domain, e.arity, i, CLB_SAMPLE_DOUBLE, &hx[i], &hy[i], &hn[i]);
        });
      for (auto &th : pool)
        th.join();
    }
    const uint64_t hash = clb_inputs_hash(hx.data(), e.arity == 2 ? hy.data() : nullptr,
                                          e.arity == 3 ? hn.data() : nullptr, N);
    cudaMemcpy(dx, hx.data(), N * 8, cudaMemcpyHostToDevice);
    cudaMemcpy(dy, hy.data(), N * 8, cudaMemcpyHostToDevice);
    cudaMemcpy(dn, hn.data(), N * 4, cudaMemcpyHostToDevice);
    const std::string kernel = std::string("d_") + e.name;
    for (int impl = 0; impl < 3; ++impl) {
      const char *implName = kClbImplNames[impl];
      cudaMemset(dout, 0xff, N * 8);
      if (impl < 2) {
        CUfunction f;
        if (failed(cuModuleGetFunction(&f, modules[impl]->module, kernel.c_str()),
                   "finding the kernel", e.name, implName)) {
          status = 1;
          continue;
        }
        CUdeviceptr px = (CUdeviceptr)dx, py = (CUdeviceptr)dy, pn = (CUdeviceptr)dn,
                    po = (CUdeviceptr)dout;
        std::vector<void *> args = {&px};
        if (e.arity == 2)
          args.push_back(&py);
        if (e.arity == 3)
          args.push_back(&pn);
        args.push_back(&po);
        modules[impl]->launch(kernel.c_str(), N, 256, args);
      } else {
        if (!e.cuda)
          continue;  // CUDA has no such double function
        e.cuda<<<unsigned(N / 256), 256>>>(dx, e.arity == 2 ? dy : nullptr,
                                           e.arity == 3 ? dn : nullptr, dout, N);
      }
      if (failed(cuCtxSynchronize(), "the launch", e.name, implName)) {
        status = 1;
        continue;
      }
      cudaMemcpy(hout.data(), dout, N * 8, cudaMemcpyDeviceToHost);
      const std::string path = scratch + "/" + e.name + "." + implName + ".bin";
      if (!writeResultFile(path.c_str(), hash, hout.data(), N)) {
        std::printf("%s (%s): cannot write %s\n", e.name, implName, path.c_str());
        status = 1;
      }
    }
  }
  std::printf("double_sample: 2^%d inputs per function written to %s\n", log2n, scratch.c_str());
  return status;
}
