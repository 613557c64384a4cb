// The layer under load (issue "Hardening"): threads that each, over and
// over, build programs from source, through clCompileProgram +
// clLinkProgram, with a build callback, and with an error; run what was
// built; and release everything, all at once on one context. Every result
// is checked, every error must be the right CL code with a build log, and a
// failed build must leave no kernels behind.
//
// CLB_LAYER_STRESS="THREADS ITERATIONS" sets the load (CI: 8 threads x 4
// iterations; docs/testing.md gives the 8 x 200 run).
#include "layer_fixture.h"

#include <atomic>
#include <condition_variable>
#include <cstdlib>
#include <mutex>
#include <sstream>
#include <thread>

namespace {

struct Load {
  int threads = 8, iterations = 4;
};

Load loadFromEnvironment() {
  Load l;
  if (const char *v = std::getenv("CLB_LAYER_STRESS")) {
    std::istringstream in(v);
    in >> l.threads >> l.iterations;
  }
  return l;
}

// Two kernels calling clbuiltins' builtins (hadd, clamp, convert_*_sat)
// through a helper function they share.
const char *kSource =
    "int helper(int v, int i) { return hadd(v, v) + clamp(i, 0, 1 << 20); }\n"
    "kernel void put(global int *x) { int i = get_global_id(0);\n"
    "  x[i] = helper(V, i); }\n"
    "kernel void sat(global uchar *x) { int i = get_global_id(0);\n"
    "  x[i] = convert_uchar_sat(helper(V, i) * 9 - 64); }\n";

// A library part and a kernel part for clCompileProgram + clLinkProgram.
const char *kLibPart = "int scaled(int v) { return mul24(v, 3); }\n";
const char *kKernelPart =
    "int scaled(int v);\n"
    "kernel void lk(global int *x) { x[get_global_id(0)] = scaled(V) + (int)get_global_id(0); }\n";

struct Callback {
  std::mutex m;
  std::condition_variable cv;
  bool done = false;
  cl_program program = nullptr;
};

void CL_CALLBACK onBuilt(cl_program p, void *data) {
  auto *c = static_cast<Callback *>(data);
  std::lock_guard<std::mutex> lock(c->m);
  c->program = p;
  c->done = true;
  c->cv.notify_all();
}

}  // namespace

using LayerStress = PoclTest;

TEST_F(LayerStress, ThreadsBuildRunAndReleaseAtOnce) {
  const Load load = loadFromEnvironment();
  ASSERT_GT(load.threads, 0);
  ASSERT_GT(load.iterations, 0);
  std::atomic<int> checked{0};
  std::vector<std::string> failures(load.threads);
  std::vector<std::thread> pool;
  for (int t = 0; t < load.threads; ++t)
    pool.emplace_back([&, t] {
      std::string &fail = failures[t];
      auto note = [&](const std::string &what) {
        if (fail.empty())
          fail = "thread " + std::to_string(t) + ": " + what;
      };
      cl_int err;
      cl_command_queue q = clCreateCommandQueueWithProperties(context, device, nullptr, &err);
      if (err != CL_SUCCESS)
        return note("clCreateCommandQueueWithProperties " + std::to_string(err));
      const size_t n = 37;  // odd: PoCL's work-groups do not divide it
      for (int i = 0; i < load.iterations && fail.empty(); ++i) {
        // A few distinct values, so PoCL's kernel cache is both hit and missed.
        const int v = (t * 7 + i) % 5;
        const std::string opts = "-DV=" + std::to_string(v) + (i % 2 ? " -cl-std=CL3.0" : "");
        auto expectPut = [&](int j) { return ((v + v) >> 1) + j; };

        // 1. From source, with a callback, run both kernels.
        {
          const char *s = kSource;
          cl_program p = clCreateProgramWithSource(context, 1, &s, nullptr, &err);
          Callback cb;
          err = clBuildProgram(p, 1, &device, opts.c_str(), onBuilt, &cb);
          if (err == CL_SUCCESS || err == CL_BUILD_PROGRAM_FAILURE) {
            std::unique_lock<std::mutex> lock(cb.m);
            cb.cv.wait(lock, [&] { return cb.done; });
          }
          if (err != CL_SUCCESS || cb.program != p) {
            note("build from source: " + std::to_string(err) + " " + buildLog(p));
            clReleaseProgram(p);
            break;
          }
          cl_kernel put = clCreateKernel(p, "put", &err);
          cl_kernel sat = clCreateKernel(p, "sat", &err);
          clReleaseProgram(p);  // the kernels keep it
          cl_mem a = clCreateBuffer(context, CL_MEM_READ_WRITE, n * sizeof(int), nullptr, &err);
          cl_mem b = clCreateBuffer(context, CL_MEM_READ_WRITE, n, nullptr, &err);
          clSetKernelArg(put, 0, sizeof a, &a);
          clSetKernelArg(sat, 0, sizeof b, &b);
          // 37 is prime: groups of 1 or of all 37 (PoCL 3.1 refuses
          // non-uniform groups, with or without the layer).
          size_t local = i % 2 ? n : 1;
          size_t global = n;
          cl_int e1 =
              clEnqueueNDRangeKernel(q, put, 1, nullptr, &global, &local, 0, nullptr, nullptr);
          cl_int e2 =
              clEnqueueNDRangeKernel(q, sat, 1, nullptr, &global, nullptr, 0, nullptr, nullptr);
          std::vector<int> outA(n);
          std::vector<unsigned char> outB(n);
          clEnqueueReadBuffer(q, a, CL_TRUE, 0, n * sizeof(int), outA.data(), 0, nullptr, nullptr);
          clEnqueueReadBuffer(q, b, CL_TRUE, 0, n, outB.data(), 0, nullptr, nullptr);
          if (e1 != CL_SUCCESS || e2 != CL_SUCCESS)
            note("enqueue: " + std::to_string(e1) + " " + std::to_string(e2));
          for (size_t j = 0; j < n; ++j) {
            int want = expectPut((int)j), sw = want * 9 - 64;
            unsigned char wantSat = (unsigned char)(sw < 0 ? 0 : sw > 255 ? 255 : sw);
            if (outA[j] != want || outB[j] != wantSat) {
              note("wrong result at " + std::to_string(j) + ": " + std::to_string(outA[j]) + "/" +
                   std::to_string(outB[j]));
              break;
            }
          }
          clReleaseMemObject(a);
          clReleaseMemObject(b);
          clReleaseKernel(put);
          clReleaseKernel(sat);
          ++checked;
        }

        // 2. clCompileProgram twice, clLinkProgram, run.
        {
          const char *ls = kLibPart, *ks = kKernelPart;
          cl_program lib = clCreateProgramWithSource(context, 1, &ls, nullptr, &err);
          cl_program ker = clCreateProgramWithSource(context, 1, &ks, nullptr, &err);
          cl_int c1 = clCompileProgram(lib, 1, &device, opts.c_str(), 0, nullptr, nullptr, nullptr,
                                       nullptr);
          cl_int c2 = clCompileProgram(ker, 1, &device, opts.c_str(), 0, nullptr, nullptr, nullptr,
                                       nullptr);
          cl_program parts[2] = {lib, ker};
          cl_program linked =
              clLinkProgram(context, 1, &device, "", 2, parts, nullptr, nullptr, &err);
          clReleaseProgram(lib);
          clReleaseProgram(ker);
          if (c1 != CL_SUCCESS || c2 != CL_SUCCESS || err != CL_SUCCESS || !linked) {
            note("compile + link: " + std::to_string(c1) + " " + std::to_string(c2) + " " +
                 std::to_string(err));
            if (linked)
              clReleaseProgram(linked);
            break;
          }
          cl_kernel lk = clCreateKernel(linked, "lk", &err);
          clReleaseProgram(linked);
          cl_mem a = clCreateBuffer(context, CL_MEM_READ_WRITE, n * sizeof(int), nullptr, &err);
          clSetKernelArg(lk, 0, sizeof a, &a);
          size_t global = n;
          clEnqueueNDRangeKernel(q, lk, 1, nullptr, &global, nullptr, 0, nullptr, nullptr);
          std::vector<int> out(n);
          clEnqueueReadBuffer(q, a, CL_TRUE, 0, n * sizeof(int), out.data(), 0, nullptr, nullptr);
          for (size_t j = 0; j < n; ++j)
            if (out[j] != 3 * v + (int)j) {
              note("linked program: wrong result at " + std::to_string(j));
              break;
            }
          clReleaseMemObject(a);
          clReleaseKernel(lk);
          ++checked;
        }

        // 3. A program with an error: CL_BUILD_PROGRAM_FAILURE, a log naming
        // the problem, and nothing to make kernels from.
        {
          std::string bad = "kernel void broken(global int *x) { x[0] = undeclared_" +
                            std::to_string(t) + "; }\n";
          const char *s = bad.c_str();
          cl_program p = clCreateProgramWithSource(context, 1, &s, nullptr, &err);
          err = clBuildProgram(p, 1, &device, opts.c_str(), nullptr, nullptr);
          std::string log = buildLog(p);
          cl_build_status status = CL_BUILD_NONE;
          clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status,
                                nullptr);
          cl_int kerr = CL_SUCCESS;
          cl_kernel k = clCreateKernel(p, "broken", &kerr);
          if (err != CL_BUILD_PROGRAM_FAILURE)
            note("bad program: clBuildProgram gave " + std::to_string(err));
          else if (log.find("undeclared_" + std::to_string(t)) == std::string::npos)
            note("bad program: the log does not name the identifier: " + log);
          else if (status != CL_BUILD_ERROR)
            note("bad program: build status " + std::to_string(status));
          else if (k || kerr != CL_INVALID_PROGRAM_EXECUTABLE)
            note("bad program: clCreateKernel gave " + std::to_string(kerr));
          if (k)
            clReleaseKernel(k);
          clReleaseProgram(p);
          ++checked;
        }
      }
      clReleaseCommandQueue(q);
    });
  for (std::thread &th : pool)
    th.join();
  for (const std::string &f : failures)
    EXPECT_EQ(f, "");
  EXPECT_EQ(checked.load(), load.threads * load.iterations * 3);
}
