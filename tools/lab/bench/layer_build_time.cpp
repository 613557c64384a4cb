// Build time of two programs on PoCL, as an application sees it (wall time
// of clBuildProgram, then of the first launch of every kernel, where PoCL
// generates code): run once with OPENCL_LAYERS=libclb-layer.so and once
// without (tools/lab/bench/layer-build-time.sh does both, cold caches).
//  - fifty: 50 kernels, each calling a few builtins of clbuiltins and of
//    PoCL's library;
//  - conversions: every convert_<type><n>[_sat][_<rounding>] of every source
//    type, one kernel per destination type.
// Usage: clb-bench-layer-build [fifty|conversions]  (one program; both without)
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

namespace {

void check(cl_int e, const char *what) {
  if (e != CL_SUCCESS) {
    std::fprintf(stderr, "%s failed: %d\n", what, e);
    std::exit(1);
  }
}

std::string fiftyKernels() {
  std::string s;
  for (int i = 0; i < 50; ++i) {
    std::string n = std::to_string(i);
    s += "kernel void k" + n +
         "(global float4 *x, global int4 *y) {\n"
         "  size_t g = get_global_id(0);\n"
         "  float4 v = x[g] * " +
         n +
         ".5f;\n"
         "  int4 w = add_sat(y[g], (int4)" +
         n +
         ") + clz(y[g]) + convert_int4_sat_rte(v);\n"
         "  x[g] = sin(v) + clamp(v, -1.0f, 1.0f) + sqrt(fabs(v)) + convert_float4(w);\n"
         "  y[g] = rotate(w, (int4)" +
         std::to_string(i % 31) + ") ^ popcount(w);\n}\n";
  }
  return s;
}

std::string everyConversion() {
  const char *types[] = {"char", "uchar", "short", "ushort", "int",
                         "uint", "long",  "ulong", "float",  "double"};
  const char *widths[] = {"", "2", "3", "4", "8", "16"};
  const char *modes[] = {"", "_rte", "_rtz", "_rtp", "_rtn"};
  std::string s = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
  for (const char *dst : types) {
    s += std::string("kernel void to_") + dst + "(global " + dst +
         "16 *out, global double16 *in) {\n"
         "  size_t g = get_global_id(0);\n  double16 d = in[g];\n";
    for (const char *src : types)
      for (const char *w : widths) {
        std::string from = std::string(src) + w, to = std::string(dst) + w;
        std::string pick = *w ? (std::strcmp(w, "16") == 0
                                     ? "d"
                                     : std::string("d.s") +
                                           std::string("0123456789abcdef").substr(0, std::atoi(w)))
                              : "d.s0";
        for (const char *sat : {"", "_sat"}) {
          bool floatDst = std::strcmp(dst, "float") == 0 || std::strcmp(dst, "double") == 0;
          if (*sat && floatDst)
            continue;  // no _sat to floating-point types
          for (const char *m : modes) {
            std::string call = "convert_" + to + sat + m + "(convert_" + from + "(" + pick + "))";
            std::string lane = *w ? "(" + call + ").s0" : call;
            s += "  out[g].s0 += " + lane + ";\n";
          }
        }
      }
    s += "}\n";
  }
  return s;
}

// CPU seconds of the whole process (PoCL compiles on its own threads too):
// the fair measure on a machine shared with other work.
double cpuSeconds() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_utime.tv_sec + u.ru_stime.tv_sec + (u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
}

double seconds(std::chrono::steady_clock::time_point since) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

}  // namespace

int main(int argc, char **argv) {
  cl_platform_id platforms[8];
  cl_uint n = 0;
  check(clGetPlatformIDs(8, platforms, &n), "clGetPlatformIDs");
  cl_device_id device = nullptr;
  for (cl_uint i = 0; i < n && !device; ++i) {
    char name[256] = {};
    clGetPlatformInfo(platforms[i], CL_PLATFORM_NAME, sizeof name - 1, name, nullptr);
    if (std::strstr(name, "Portable Computing Language"))
      check(clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_CPU, 1, &device, nullptr), "devices");
  }
  if (!device) {
    std::fprintf(stderr, "no PoCL CPU device\n");
    return 1;
  }
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  check(err, "clCreateContext");
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, device, nullptr, &err);
  std::vector<char> zeros(16 * 128 * 16, 0);
  cl_mem a = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, zeros.size(), zeros.data(), &err);
  cl_mem b = clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, zeros.size(), zeros.data(), &err);
  struct Program {
    const char *name;
    std::string text;
  } programs[] = {{"fifty", fiftyKernels()}, {"conversions", everyConversion()}};
  for (const Program &p : programs) {
    if (argc > 1 && std::strcmp(argv[1], p.name) != 0)
      continue;
    if (const char *dir = std::getenv("CLB_BENCH_DUMP_DIR"))  // for clb-link by hand
      if (FILE *f = std::fopen((std::string(dir) + "/" + p.name + ".cl").c_str(), "w")) {
        std::fputs(p.text.c_str(), f);
        std::fclose(f);
      }
    const char *text = p.text.c_str();
    auto start = std::chrono::steady_clock::now();
    double cpu0 = cpuSeconds();
    cl_program prog = clCreateProgramWithSource(ctx, 1, &text, nullptr, &err);
    check(err, "clCreateProgramWithSource");
    check(clBuildProgram(prog, 1, &device, "-cl-std=CL3.0", nullptr, nullptr), p.name);
    double build = seconds(start), buildCpu = cpuSeconds() - cpu0;
    cl_uint count = 0;
    clCreateKernelsInProgram(prog, 0, nullptr, &count);
    std::vector<cl_kernel> kernels(count);
    clCreateKernelsInProgram(prog, count, kernels.data(), nullptr);
    size_t global = 16, local = 16;
    for (cl_kernel k : kernels) {
      clSetKernelArg(k, 0, sizeof a, &a);
      clSetKernelArg(k, 1, sizeof b, &b);
      check(clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, &local, 0, nullptr, nullptr),
            "launch");
    }
    check(clFinish(q), "clFinish");
    std::printf(
        "%s: %u kernels, clBuildProgram %.2f s (CPU %.2f s), build + first launches "
        "%.2f s (CPU %.2f s)\n",
        p.name, count, build, buildCpu, seconds(start), cpuSeconds() - cpu0);
    for (cl_kernel k : kernels)
      clReleaseKernel(k);
    clReleaseProgram(prog);
  }
  return 0;
}
