// The CPU columns of the accuracy comparison: every entry of
// gen/math_functions.def on PoCL twice, (a) PoCL compiling
// tools/lab/accuracy/double_sample.cl itself (PoCL's own builtins) and (b) the
// same source linked with clbuiltins for spir64 in-process (as the suite
// and the layer link it) and loaded as a binary, against MPFR on the host.
//   double: 2^k inputs per function from sample_inputs.h (the GPU run's);
//   float:  unary functions on every 2^(32-k)-th bit pattern plus the
//           special values, binary and (x, n) ones on 2^k inputs from
//           sample_inputs.h drawn for float.
// Prints a Markdown table per type: function | spec bound | PoCL 3.1 |
// clbuiltins (CPU). --write-results DIR also writes the double results in
// the GPU run's format (DIR/<name>.clb.bin for clbuiltins), so that
// clb-mpfr-check can be run on them as a self-check.
//
//   clb-pocl-accuracy [--double LOG2=22] [--float-unary LOG2=24]
//                     [--float-binary LOG2=22] [--functions a,b,...]
//                     [--write-results DIR]        (LOG2 0: skip that part)
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include "check_function.h"
#include "clbuiltins/Link.h"
#include "error_stats.h"
#include "result_file.h"
#include "sample_inputs.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <set>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

namespace {

struct Entry {
  const char *name;
  int arity;
};
#define CLB_MATH_1(name, ref, cudaf, cudad, ...) {#name, 1},
#define CLB_MATH_2(name, ref, cudaf, cudad, ...) {#name, 2},
#define CLB_MATH_N(name, ref, cudaf, cudad, ...) {#name, 3},
const Entry kEntries[] = {
#include "../../../gen/math_functions.def"
};

void check(cl_int err, const char *what) {
  if (err != CL_SUCCESS)
    throw std::runtime_error(std::string(what) + " failed (" + std::to_string(err) + ")");
}

struct Cl {
  cl_device_id dev = nullptr;
  cl_context ctx = nullptr;
  cl_command_queue q = nullptr;
  Cl() {
    cl_uint n = 0;
    check(clGetPlatformIDs(0, nullptr, &n), "clGetPlatformIDs");
    std::vector<cl_platform_id> platforms(n);
    check(clGetPlatformIDs(n, platforms.data(), nullptr), "clGetPlatformIDs");
    for (cl_platform_id p : platforms) {
      char name[256] = "";
      clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, nullptr);
      if (std::strstr(name, "Portable Computing Language") &&
          clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr) == CL_SUCCESS)
        break;
      dev = nullptr;
    }
    if (!dev)
      throw std::runtime_error("no PoCL platform (Portable Computing Language)");
    cl_int err;
    ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
    check(err, "clCreateContext");
    q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
    check(err, "clCreateCommandQueueWithProperties");
  }
  cl_program build(cl_program p, const char *options, const char *what) {
    if (clBuildProgram(p, 1, &dev, options, nullptr, nullptr) != CL_SUCCESS) {
      size_t n = 0;
      clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
      std::string log(n, '\0');
      clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
      throw std::runtime_error(std::string(what) + ": clBuildProgram failed:\n" + log);
    }
    return p;
  }
  // Runs kernel `name` of p over count inputs; false (and a message) if
  // the program has no such kernel or the run fails.
  bool run(cl_program p, const std::string &name, const void *x, size_t xbytes, const void *b,
           size_t bbytes, void *out, size_t obytes, size_t count) {
    cl_int err;
    cl_kernel k = clCreateKernel(p, name.c_str(), &err);
    if (err != CL_SUCCESS) {
      std::printf("%s: no kernel (%d)\n", name.c_str(), err);
      return false;
    }
    cl_mem mx = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, xbytes,
                               const_cast<void *>(x), &err);
    cl_mem mb = b ? clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bbytes,
                                   const_cast<void *>(b), &err)
                  : nullptr;
    cl_mem mo = clCreateBuffer(ctx, CL_MEM_WRITE_ONLY, obytes, nullptr, &err);
    int a = 0;
    clSetKernelArg(k, a++, sizeof mx, &mx);
    if (mb)
      clSetKernelArg(k, a++, sizeof mb, &mb);
    clSetKernelArg(k, a++, sizeof mo, &mo);
    const size_t local = 64;  // one local size: PoCL compiles each kernel once
    err = clEnqueueNDRangeKernel(q, k, 1, nullptr, &count, &local, 0, nullptr, nullptr);
    if (err == CL_SUCCESS)
      err = clEnqueueReadBuffer(q, mo, CL_TRUE, 0, obytes, out, 0, nullptr, nullptr);
    clReleaseMemObject(mx);
    if (mb)
      clReleaseMemObject(mb);
    clReleaseMemObject(mo);
    clReleaseKernel(k);
    if (err != CL_SUCCESS)
      std::printf("%s: run failed (%d)\n", name.c_str(), err);
    return err == CL_SUCCESS;
  }
};

std::string readFile(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  if (!in)
    throw std::runtime_error("cannot read " + path);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

bool exactOnly(const char *name) {
  return !std::strncmp(name, "native_", 7) || !std::strncmp(name, "half_", 5);
}

// The float sample's unary inputs: every stride-th bit pattern, the first
// ones replaced by the special values.
float floatUnaryInput(uint64_t i, int log2n) {
  if (i < CLB_SAMPLE_SPECIALS)
    return float(clb_sample_special(int(i), CLB_SAMPLE_FLOAT));
  uint32_t b = uint32_t(i << (32 - log2n));
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

int parseLog2(const char *s, const char *what) {
  char *end;
  long v = std::strtol(s, &end, 10);
  if (*end || v < 0 || v > 26) {
    std::fprintf(stderr,
                 "clb-pocl-accuracy: %s wants a power of two from 0 (skip) to 26, not '%s'\n", what,
                 s);
    std::exit(2);
  }
  return int(v);
}

}  // namespace

int main(int argc, char **argv) {
  int log2Double = 22, log2FloatUnary = 24, log2FloatBinary = 22;
  std::set<std::string> only;
  std::string writeDir;
  for (int a = 1; a < argc; ++a) {
    const std::string opt = argv[a];
    if (a + 1 >= argc) {
      std::fprintf(stderr, "clb-pocl-accuracy: %s wants a value\n", opt.c_str());
      return 2;
    }
    const char *v = argv[++a];
    if (opt == "--double")
      log2Double = parseLog2(v, "--double");
    else if (opt == "--float-unary")
      log2FloatUnary = parseLog2(v, "--float-unary");
    else if (opt == "--float-binary")
      log2FloatBinary = parseLog2(v, "--float-binary");
    else if (opt == "--write-results")
      writeDir = v;
    else if (opt == "--functions") {
      std::stringstream ss(v);
      for (std::string f; std::getline(ss, f, ',');) {
        bool known = false;
        for (const Entry &e : kEntries)
          known |= f == e.name;
        if (!known) {
          std::fprintf(stderr, "clb-pocl-accuracy: %s is not in gen/math_functions.def\n",
                       f.c_str());
          return 2;
        }
        only.insert(f);
      }
    } else {
      std::fprintf(stderr, "clb-pocl-accuracy: unknown option %s\n", opt.c_str());
      return 2;
    }
  }
  // PoCL by itself: no layer in between.
  unsetenv("OPENCL_LAYERS");
  const unsigned threads = std::max(1u, std::thread::hardware_concurrency());
  int status = 0;
  try {
    Cl cl;
    const std::string dir = CLB_ACCURACY_DIR;
    const std::string source = readFile(dir + "/double_sample.cl");
    const std::string options = "-I " + dir + " -DCLB_SAMPLE_FLOAT";
    const auto t0 = std::chrono::steady_clock::now();
    cl_int err;
    const char *text = source.c_str();
    cl_program pocl = clCreateProgramWithSource(cl.ctx, 1, &text, nullptr, &err);
    check(err, "clCreateProgramWithSource");
    cl.build(pocl, options.c_str(), "PoCL");
    clb::LinkRequest req;
    req.target = "spir64";
    req.sources.emplace_back(dir + "/double_sample.cl", source);
    req.clangArgs = {"-I", dir, "-DCLB_SAMPLE_FLOAT"};
    req.libraryDir = CLB_ACCURACY_LIBRARY_DIR;
    req.inlineLaneWiseOverloads = true;  // as the suite and the layer link for PoCL
    auto spir = clb::link(req);
    if (!spir)
      throw std::runtime_error("clb-link: " + llvm::toString(spir.takeError()));
    const unsigned char *bin = reinterpret_cast<const unsigned char *>(spir->data());
    size_t binSize = spir->size();
    cl_program ours = clCreateProgramWithBinary(cl.ctx, 1, &cl.dev, &binSize, &bin, nullptr, &err);
    check(err, "clCreateProgramWithBinary");
    cl.build(ours, "", "clbuiltins");
    cl_program programs[2] = {pocl, ours};
    std::fprintf(stderr, "clb-pocl-accuracy: programs built in %.1f s\n",
                 std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count());

    for (int isDouble = 1; isDouble >= 0; --isDouble) {
      std::vector<clbacc::Row> rows;
      for (const Entry &e : kEntries) {
        if (!only.empty() && !only.count(e.name))
          continue;
        if (isDouble && exactOnly(e.name))
          continue;
        const int log2n = isDouble ? log2Double : e.arity == 1 ? log2FloatUnary : log2FloatBinary;
        if (log2n == 0)
          continue;
        if (!clbacc::findFunction(e.name)) {
          std::printf("%s: no MPFR reference\n", e.name);
          status = 1;
          continue;
        }
        const auto start = std::chrono::steady_clock::now();
        const size_t N = size_t(1) << log2n;
        std::vector<double> x(N), y(N);
        std::vector<int> n(N);
        const int domain = sampleDomainOf(e.name);
        for (size_t i = 0; i < N; ++i) {
          if (!isDouble && e.arity == 1)
            x[i] = floatUnaryInput(i, log2n);
          else
            clb_sample(domain, e.arity, i, isDouble ? CLB_SAMPLE_DOUBLE : CLB_SAMPLE_FLOAT, &x[i],
                       &y[i], &n[i]);
        }
        const std::string kernel = std::string(isDouble ? "d_" : "f_") + e.name;
        std::vector<std::vector<double>> res(2, std::vector<double>(N));
        std::vector<const double *> have(2, nullptr);
        for (int k = 0; k < 2; ++k) {
          bool ok;
          if (isDouble) {
            ok = cl.run(programs[k], kernel, x.data(), N * 8,
                        e.arity == 2   ? (const void *)y.data()
                        : e.arity == 3 ? (const void *)n.data()
                                       : nullptr,
                        e.arity == 2 ? N * 8 : N * 4, res[k].data(), N * 8, N);
          } else {
            std::vector<float> fx(x.begin(), x.end()), fy(y.begin(), y.end()), fo(N);
            ok = cl.run(programs[k], kernel, fx.data(), N * 4,
                        e.arity == 2   ? (const void *)fy.data()
                        : e.arity == 3 ? (const void *)n.data()
                                       : nullptr,
                        N * 4, fo.data(), N * 4, N);
            std::copy(fo.begin(), fo.end(), res[k].begin());
          }
          if (ok)
            have[k] = res[k].data();
          else
            status = 1;
        }
        if (isDouble && !writeDir.empty() && have[1]) {
          const uint64_t hash = clb_inputs_hash(x.data(), e.arity == 2 ? y.data() : nullptr,
                                                e.arity == 3 ? n.data() : nullptr, N);
          const std::string path = writeDir + "/" + e.name + ".clb.bin";
          if (!writeResultFile(path.c_str(), hash, have[1], N)) {
            std::printf("cannot write %s\n", path.c_str());
            status = 1;
          }
        }
        rows.push_back(
            {e.name, clbacc::specBound(e.name, isDouble),
             clbacc::checkFunction(e.name, e.arity, isDouble ? clbtest::kDouble : clbtest::kFloat,
                                   N, x.data(), y.data(), n.data(), have, threads)});
        std::fprintf(
            stderr, "clb-pocl-accuracy: %s %s 2^%d: %.1f s\n", isDouble ? "double" : "float",
            e.name, log2n,
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
      }
      if (rows.empty())
        continue;
      char title[300];
      if (isDouble)
        std::snprintf(title, sizeof title,
                      "Double precision on PoCL, 2^%d inputs per function "
                      "(tools/lab/accuracy/sample_inputs.h); "
                      "cells: max ulp; results over the spec bound; NaN, zero-sign, INF mismatches",
                      log2Double);
      else
        std::snprintf(
            title, sizeof title,
            "Single precision on PoCL: unary functions on every 2^%d-th bit pattern and the "
            "special "
            "values (2^%d inputs), binary ones on 2^%d inputs (sample_inputs.h); cells as above",
            32 - log2FloatUnary, log2FloatUnary, log2FloatBinary);
      clbacc::printTable(title, {"PoCL 3.1", "clbuiltins (CPU)"}, rows);
      std::fflush(stdout);
    }
  } catch (const std::exception &ex) {
    std::fprintf(stderr, "clb-pocl-accuracy: %s\n", ex.what());
    return 1;
  }
  return status;
}
