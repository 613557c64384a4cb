// Programs and kernels made from many threads at once, and a program
// released while its kernels still run.
#include "layer_fixture.h"

#include <atomic>
#include <thread>

using LayerLifetime = PoclTest;

TEST_F(LayerLifetime, ProgramReleasedWhileKernelsUseIt) {
  cl_program p = built("kernel void inc(global int *x) { x[get_global_id(0)] += 1; }\n");
  cl_int err;
  cl_kernel k = clCreateKernel(p, "inc", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  cl_kernel clone = clCloneKernel(k, &err);
  ASSERT_EQ(err, CL_SUCCESS);
  ASSERT_EQ(clReleaseProgram(p), CL_SUCCESS);

  // The kernel still names its program, which still answers queries.
  cl_program owner = nullptr;
  ASSERT_EQ(clGetKernelInfo(k, CL_KERNEL_PROGRAM, sizeof owner, &owner, nullptr), CL_SUCCESS);
  EXPECT_EQ(owner, p);
  EXPECT_EQ(programString(owner, CL_PROGRAM_KERNEL_NAMES), "inc");

  std::vector<int> x(32, 5);
  cl_mem m = buffer(x);
  clSetKernelArg(k, 0, sizeof m, &m);
  run(k, x.size(), 8);
  ASSERT_EQ(clReleaseKernel(k), CL_SUCCESS);
  // The clone keeps the program alive after the original is gone.
  ASSERT_EQ(clGetKernelInfo(clone, CL_KERNEL_PROGRAM, sizeof owner, &owner, nullptr), CL_SUCCESS);
  EXPECT_EQ(owner, p);
  clSetKernelArg(clone, 0, sizeof m, &m);
  run(clone, x.size(), 8);
  for (int v : read<int>(m, x.size()))
    EXPECT_EQ(v, 7);
  clReleaseMemObject(m);
  EXPECT_EQ(clReleaseKernel(clone), CL_SUCCESS);
}

// Retain/release counting, rebuild rules and the build callback.
TEST_F(LayerLifetime, ReferenceCountsAndRebuild) {
  cl_program p = source("kernel void f(global int *x) { x[0] = N; }\n");
  cl_uint refs = 0;
  clRetainProgram(p);
  clGetProgramInfo(p, CL_PROGRAM_REFERENCE_COUNT, sizeof refs, &refs, nullptr);
  EXPECT_EQ(refs, 2u);
  clReleaseProgram(p);
  ASSERT_EQ(clBuildProgram(p, 0, nullptr, "-DN=1", nullptr, nullptr), CL_SUCCESS);
  cl_int err;
  cl_kernel k = clCreateKernel(p, "f", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  // No rebuild while a kernel is attached.
  EXPECT_EQ(clBuildProgram(p, 0, nullptr, "-DN=2", nullptr, nullptr), CL_INVALID_OPERATION);
  clReleaseKernel(k);
  struct Seen {
    cl_program program = nullptr;
    int calls = 0;
  } seen;
  auto notify = [](cl_program q, void *data) {
    auto *s = static_cast<Seen *>(data);
    s->program = q;
    ++s->calls;
  };
  EXPECT_EQ(clBuildProgram(p, 0, nullptr, "-DN=2", nullptr, &seen), CL_INVALID_VALUE);
  ASSERT_EQ(clBuildProgram(p, 0, nullptr, "-DN=2", notify, &seen), CL_SUCCESS);
  EXPECT_EQ(seen.calls, 1);
  EXPECT_EQ(seen.program, p);
  EXPECT_EQ(runOnBuffer(p, "f", std::vector<int>{0}, 1, 1)[0], 2);
  clReleaseProgram(p);
}

// Many programs built, run and released from several threads at once, as
// the CTS math and conversion tests do.
TEST_F(LayerLifetime, ConcurrentBuilds) {
  const int threads = 4, perThread = 3;
  std::atomic<int> good{0};
  std::vector<std::string> failures(threads);
  std::vector<std::thread> pool;
  for (int t = 0; t < threads; ++t)
    pool.emplace_back([&, t] {
      cl_int err;
      cl_command_queue q = clCreateCommandQueueWithProperties(context, device, nullptr, &err);
      for (int i = 0; i < perThread; ++i) {
        int value = t * 100 + i;
        std::string text =
            "kernel void put(global int *x) { mem_fence(CLK_GLOBAL_MEM_FENCE);"
            " x[get_global_id(0)] = hadd(V, V) + (int)get_global_id(0); }\n"
            "kernel void spare(global int *x) { x[0] = 0; }\n";
        const char *s = text.c_str();
        cl_program p = clCreateProgramWithSource(context, 1, &s, nullptr, &err);
        std::string opts = "-DV=" + std::to_string(value);
        if (clBuildProgram(p, 1, &device, opts.c_str(), nullptr, nullptr) != CL_SUCCESS) {
          failures[t] = "build failed: " + buildLog(p);
          clReleaseProgram(p);
          continue;
        }
        cl_kernel kernels[2];
        cl_uint made = 0;
        clCreateKernelsInProgram(p, 2, kernels, &made);
        clReleaseProgram(p);  // the kernels keep it
        cl_kernel put = nullptr;
        for (cl_uint j = 0; j < made; ++j) {
          char name[16] = {};
          clGetKernelInfo(kernels[j], CL_KERNEL_FUNCTION_NAME, sizeof name, name, nullptr);
          if (std::string(name) == "put")
            put = kernels[j];
        }
        cl_mem m = clCreateBuffer(context, CL_MEM_READ_WRITE, 4 * sizeof(int), nullptr, &err);
        clSetKernelArg(put, 0, sizeof m, &m);
        size_t global = 4;
        clEnqueueNDRangeKernel(q, put, 1, nullptr, &global, nullptr, 0, nullptr, nullptr);
        int out[4] = {};
        clEnqueueReadBuffer(q, m, CL_TRUE, 0, sizeof out, out, 0, nullptr, nullptr);
        bool ok = made == 2;
        for (int j = 0; j < 4; ++j)
          ok &= out[j] == value + j;
        good += ok;
        clReleaseMemObject(m);
        for (cl_uint j = 0; j < made; ++j)
          clReleaseKernel(kernels[j]);
      }
      clReleaseCommandQueue(q);
    });
  for (std::thread &th : pool)
    th.join();
  for (const std::string &f : failures)
    EXPECT_EQ(f, "");
  EXPECT_EQ(good.load(), threads * perThread);
}
