// What the CPU benchmarks that compare clbuiltins with PoCL's own builtins
// share (math_pocl_bench.cpp, image_pocl_bench.cpp): PoCL's device, context
// and queue with no layer in between, a program built two ways from one
// source (by PoCL with its own builtins; linked by clb-link for spir64 and
// loaded as a binary, as the test suite and the layer do), and failing with
// the OpenCL error and build log named.
#ifndef CLB_BENCH_POCL_HARNESS_H
#define CLB_BENCH_POCL_HARNESS_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include "clbuiltins/Link.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace clbbench {

// The benchmark's name, for its error messages (set first thing in main).
inline const char *toolName = "clb-bench";

[[noreturn]] inline void fail(const std::string &what) {
  std::fprintf(stderr, "%s: %s\n", toolName, what.c_str());
  std::exit(1);
}
inline void check(cl_int e, const std::string &what) {
  if (e != CL_SUCCESS)
    fail(what + " failed with OpenCL error " + std::to_string(e));
}
inline double now() {
  return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}
inline std::string readSource(const std::string &path) {
  std::ifstream in(path);
  if (!in)
    fail("cannot read " + path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

struct PoclSession {
  cl_device_id dev = nullptr;
  cl_context ctx = nullptr;
  cl_command_queue q = nullptr;

  // PoCL's first device. The layer is cleared from the environment first:
  // PoCL's column must be PoCL's own builtins.
  PoclSession() {
    unsetenv("OPENCL_LAYERS");
    cl_uint n = 0;
    check(clGetPlatformIDs(0, nullptr, &n), "clGetPlatformIDs");
    std::vector<cl_platform_id> platforms(n);
    check(clGetPlatformIDs(n, platforms.data(), nullptr), "clGetPlatformIDs");
    cl_platform_id platform = nullptr;
    for (cl_platform_id p : platforms) {
      char name[256] = "";
      clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, nullptr);
      if (std::strstr(name, "Portable Computing Language"))
        platform = p;
    }
    if (!platform)
      fail("no PoCL platform");
    check(clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr), "clGetDeviceIDs");
    cl_int err;
    ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
    check(err, "clCreateContext");
    q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
    check(err, "clCreateCommandQueue");
  }

  void build(cl_program p, const char *options, const char *who) {
    cl_int err = clBuildProgram(p, 1, &dev, options, nullptr, nullptr);
    if (err != CL_SUCCESS) {
      size_t n = 0;
      clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
      std::string log(n, '\0');
      clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
      fail(std::string("building the ") + who + " program: " + std::to_string(err) + "\n" + log);
    }
  }
  // The source built by PoCL with its own builtins.
  cl_program pocl(const std::string &source, const std::string &options) {
    const char *text = source.c_str();
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, &text, nullptr, &err);
    check(err, "clCreateProgramWithSource");
    build(p, options.c_str(), "PoCL");
    return p;
  }
  // The source linked with clbuiltins for spir64 and loaded as a binary.
  cl_program clbuiltins(const std::string &path, const std::string &source,
                        std::vector<std::string> clangArgs, const std::string &libraryDir) {
    clb::LinkRequest req;
    req.target = "spir64";
    req.sources.emplace_back(path, source);
    req.clangArgs = std::move(clangArgs);
    req.libraryDir = libraryDir;
    req.inlineLaneWiseOverloads = true;  // as the layer and the test suite link
    auto spir = clb::link(req);
    if (!spir)
      fail("clb-link: " + llvm::toString(spir.takeError()));
    const unsigned char *bin = reinterpret_cast<const unsigned char *>(spir->data());
    size_t size = spir->size();
    cl_int err;
    cl_program p = clCreateProgramWithBinary(ctx, 1, &dev, &size, &bin, nullptr, &err);
    check(err, "clCreateProgramWithBinary");
    build(p, "", "clbuiltins");
    return p;
  }
  // The medians of 5 timed runs of each kernel over one NDRange, the runs
  // alternating so that a change of the machine's load (it is shared) falls
  // on both, after one run of each that compiles (or loads from the cache)
  // its work-group function.
  std::pair<double, double> medianSeconds(cl_kernel a, cl_kernel b, cl_uint dims,
                                          const size_t *global, const size_t *local) {
    auto run = [&](cl_kernel k) {
      double t0 = now();
      check(clEnqueueNDRangeKernel(q, k, dims, nullptr, global, local, 0, nullptr, nullptr),
            "clEnqueueNDRangeKernel");
      check(clFinish(q), "clFinish");
      return now() - t0;
    };
    run(a);
    run(b);
    std::vector<double> ta, tb;
    for (int r = 0; r < 5; ++r) {
      ta.push_back(run(a));
      tb.push_back(run(b));
    }
    std::sort(ta.begin(), ta.end());
    std::sort(tb.begin(), tb.end());
    return {ta[ta.size() / 2], tb[tb.size() / 2]};
  }
  // "<device name>, <n> compute units", for the table's heading.
  std::string describe() const {
    char name[256] = "";
    clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof name, name, nullptr);
    cl_uint units = 0;
    clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units, nullptr);
    return std::string(name) + ", " + std::to_string(units) + " compute units";
  }
};

}  // namespace clbbench

#endif
