// CPU benchmarks of the work-group collectives on PoCL, in one run:
//  - a reduction of 2^24 ints with work_group_reduce_add (spir64, linked by
//    clb-link) against the same reduction hand-written with local memory and
//    a barrier per halving step (the conformance suite's compute_sum pattern),
//    compiled by PoCL from source;
//  - PoCL's build time, per local size, of a kernel calling all 13 OpenCL C
//    2.0 collectives (fresh kernel cache: the time of the first launch at a
//    local size minus a warm launch).
// Usage: clb-bench-pocl   (prints Markdown tables)
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include "clbuiltins/Link.h"

#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

static void check(cl_int e, const char *what) {
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "%s failed: %d\n", what, e);
    std::exit(1);
  }
}

static const char *kOurs = R"(
kernel void reduce_wg(global const int *in, global int *partial, uint n) {
  int s = 0;
  for (uint i = get_global_id(0); i < n; i += get_global_size(0))
    s += in[i];
  s = work_group_reduce_add(s);
  if (get_local_id(0) == 0)
    partial[get_group_id(0)] = s;
}
kernel void all13(global const int *in, global int *out) {
  size_t g = get_global_id(0), n = get_global_size(0);
  int x = in[g];
  out[g] = work_group_all(x) + work_group_any(x) + work_group_broadcast(x, 0)
         + work_group_reduce_add(x) + work_group_reduce_min(x) + work_group_reduce_max(x)
         + work_group_scan_inclusive_add(x) + work_group_scan_inclusive_min(x)
         + work_group_scan_inclusive_max(x) + work_group_scan_exclusive_add(x)
         + work_group_scan_exclusive_min(x) + work_group_scan_exclusive_max(x);
  out[n + g] = work_group_scan_exclusive_add(x + 1);
}
)";

static const char *kHandWritten = R"(
kernel void reduce_local(global const int *in, global int *partial, uint n, local int *tmp) {
  int tid = get_local_id(0), lsize = get_local_size(0), i;
  int s = 0;
  for (uint k = get_global_id(0); k < n; k += get_global_size(0))
    s += in[k];
  tmp[tid] = s;
  for (i = hadd(lsize, 1); lsize > 1; i = hadd(i, 1)) {
    barrier(CLK_LOCAL_MEM_FENCE);
    if (tid + i < lsize)
      tmp[tid] += tmp[tid + i];
    lsize = i;
  }
  if (tid == 0)
    partial[get_group_id(0)] = tmp[0];
}
)";

static double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

int main() {
  // A fresh kernel cache, so build times are cold.
  std::string cache = "/tmp/clb-bench-pocl-cache-" + std::to_string(getpid());
  setenv("POCL_CACHE_DIR", cache.c_str(), 1);
  cl_platform_id platform;
  cl_device_id dev;
  check(clGetPlatformIDs(1, &platform, nullptr), "clGetPlatformIDs");
  check(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr), "clGetDeviceIDs");
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  check(err, "clCreateContext");
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
  check(err, "clCreateCommandQueue");
  char name[256] = "";
  clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, nullptr);
  cl_uint units = 0;
  clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, nullptr);

  clb::LinkRequest req;
  req.target = "spir64";
  req.sources.emplace_back("ours.cl", kOurs);
  req.clangArgs = {"-cl-std=CL2.0"};
  req.libraryDir = CLB_BENCH_LIBRARY_DIR;
  req.inlineLaneWiseOverloads = true;  // as the layer links
  auto spir = clb::link(req);
  if (!spir) {
    std::fprintf(stderr, "clb-link: %s\n", llvm::toString(spir.takeError()).c_str());
    return 1;
  }
  const unsigned char *bin = reinterpret_cast<const unsigned char *>(spir->data());
  size_t binSize = spir->size();
  cl_program ours = clCreateProgramWithBinary(ctx, 1, &dev, &binSize, &bin, nullptr, &err);
  check(err, "clCreateProgramWithBinary");
  check(clBuildProgram(ours, 1, &dev, "-cl-std=CL2.0", nullptr, nullptr), "build ours");
  cl_program hand = clCreateProgramWithSource(ctx, 1, &kHandWritten, nullptr, &err);
  check(err, "clCreateProgramWithSource");
  check(clBuildProgram(hand, 1, &dev, "", nullptr, nullptr), "build hand-written");

  const cl_uint n = 1u << 24;
  std::vector<int> host(n);
  long long want = 0;
  for (cl_uint i = 0; i < n; ++i)
    want += host[i] = int(i % 13) - 6;
  cl_mem in =
      clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, n * 4, host.data(), &err);
  check(err, "clCreateBuffer");
  cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, n * 8, nullptr, &err);
  check(err, "clCreateBuffer");

  std::printf("# PoCL on %s, %u compute units\n\n", name, units);
  std::printf(
      "| reduction of 2^24 ints, 4096 groups | local size | work_group_reduce_add ms | "
      "hand-written local memory ms | speed ratio |\n|:--|--:|--:|--:|--:|\n");
  for (size_t local : {64, 256, 1024}) {
    size_t groups = 4096, global = groups * local;
    auto run = [&](cl_kernel k) {
      size_t g = global, l = local;
      check(clEnqueueNDRangeKernel(q, k, 1, nullptr, &g, &l, 0, nullptr, nullptr), "enqueue");
      check(clFinish(q), "clFinish");
    };
    auto median = [&](cl_kernel k) {
      run(k);  // compiles for this local size
      std::vector<double> t;
      for (int r = 0; r < 7; ++r) {
        double t0 = now();
        run(k);
        t.push_back(now() - t0);
      }
      std::sort(t.begin(), t.end());
      std::vector<int> partial(groups);
      check(
          clEnqueueReadBuffer(q, out, CL_TRUE, 0, groups * 4, partial.data(), 0, nullptr, nullptr),
          "read");
      long long got = 0;
      for (int p : partial)
        got += p;
      if (got != want) {
        std::fprintf(stderr, "wrong sum %lld, want %lld\n", got, want);
        std::exit(1);
      }
      return t[t.size() / 2] * 1e3;
    };
    cl_kernel a = clCreateKernel(ours, "reduce_wg", &err);
    check(err, "clCreateKernel");
    clSetKernelArg(a, 0, sizeof in, &in);
    clSetKernelArg(a, 1, sizeof out, &out);
    clSetKernelArg(a, 2, sizeof n, &n);
    cl_kernel b = clCreateKernel(hand, "reduce_local", &err);
    check(err, "clCreateKernel");
    clSetKernelArg(b, 0, sizeof in, &in);
    clSetKernelArg(b, 1, sizeof out, &out);
    clSetKernelArg(b, 2, sizeof n, &n);
    clSetKernelArg(b, 3, local * 4, nullptr);
    double ta = median(a), tb = median(b);
    std::printf("| | %zu | %.2f | %.2f | %.2f |\n", local, ta, tb, tb / ta);
    clReleaseKernel(a);
    clReleaseKernel(b);
  }

  std::printf(
      "\n| kernel with all 13 collectives | local size | PoCL build s (first launch - warm launch) "
      "|\n|:--|--:|--:|\n");
  cl_kernel k = clCreateKernel(ours, "all13", &err);
  check(err, "clCreateKernel");
  clSetKernelArg(k, 0, sizeof in, &in);
  clSetKernelArg(k, 1, sizeof out, &out);
  for (size_t local : {64, 256, 1024, 4096}) {
    size_t global = local * 4;
    auto run = [&] {
      double t0 = now();
      check(clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, &local, 0, nullptr, nullptr),
            "enqueue all13");
      check(clFinish(q), "clFinish");
      return now() - t0;
    };
    double cold = run(), warm = run();
    std::printf("| | %zu | %.2f |\n", local, cold - warm);
  }
  std::string rm = "rm -rf " + cache;
  return std::system(rm.c_str()) == 0 ? 0 : 1;
}
