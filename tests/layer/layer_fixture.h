// A PoCL context and queue for the layer tests, and small helpers over the
// plain OpenCL API. Nothing here knows the layer is there: the tests are
// ordinary host programs run with OPENCL_LAYERS set (see CMakeLists.txt).
#ifndef CLB_TESTS_LAYER_FIXTURE_H
#define CLB_TESTS_LAYER_FIXTURE_H

#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <gtest/gtest.h>

#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

class PoclTest : public ::testing::Test {
 protected:
  void SetUp() override {
    cl_uint n = 0;
    ASSERT_EQ(clGetPlatformIDs(0, nullptr, &n), CL_SUCCESS);
    std::vector<cl_platform_id> platforms(n);
    clGetPlatformIDs(n, platforms.data(), nullptr);
    for (cl_platform_id p : platforms) {
      char name[256] = {};
      clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name - 1, name, nullptr);
      if (std::strstr(name, "Portable Computing Language"))
        platform = p;
    }
    ASSERT_NE(platform, nullptr) << "PoCL is not installed";
    ASSERT_EQ(clGetDeviceIDs(platform, CL_DEVICE_TYPE_CPU, 1, &device, nullptr), CL_SUCCESS);
    cl_int err;
    context = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
    ASSERT_EQ(err, CL_SUCCESS);
    queue = clCreateCommandQueueWithProperties(context, device, nullptr, &err);
    ASSERT_EQ(err, CL_SUCCESS);
  }
  void TearDown() override {
    if (queue)
      clReleaseCommandQueue(queue);
    if (context)
      clReleaseContext(context);
  }

  cl_program source(const std::string &text) {
    const char *s = text.c_str();
    cl_int err;
    cl_program p = clCreateProgramWithSource(context, 1, &s, nullptr, &err);
    EXPECT_EQ(err, CL_SUCCESS);
    return p;
  }

  std::string buildLog(cl_program p) {
    size_t size = 0;
    clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
    std::string log(size, '\0');
    clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
    log.resize(std::strlen(log.c_str()));
    return log;
  }

  std::string programString(cl_program p, cl_program_info what) {
    size_t size = 0;
    EXPECT_EQ(clGetProgramInfo(p, what, 0, nullptr, &size), CL_SUCCESS);
    std::string s(size, '\0');
    EXPECT_EQ(clGetProgramInfo(p, what, size, s.data(), nullptr), CL_SUCCESS);
    s.resize(std::strlen(s.c_str()));
    return s;
  }

  // A program built from source with `options`; fails the test otherwise.
  cl_program built(const std::string &text, const char *options = "") {
    cl_program p = source(text);
    cl_int err = clBuildProgram(p, 1, &device, options, nullptr, nullptr);
    EXPECT_EQ(err, CL_SUCCESS) << buildLog(p);
    return p;
  }

  template <typename T>
  cl_mem buffer(const std::vector<T> &data) {
    cl_int err;
    cl_mem m = clCreateBuffer(context, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR,
                              data.size() * sizeof(T), (void *)data.data(), &err);
    EXPECT_EQ(err, CL_SUCCESS);
    return m;
  }
  template <typename T>
  std::vector<T> read(cl_mem m, size_t n) {
    std::vector<T> out(n);
    EXPECT_EQ(
        clEnqueueReadBuffer(queue, m, CL_TRUE, 0, n * sizeof(T), out.data(), 0, nullptr, nullptr),
        CL_SUCCESS);
    return out;
  }
  // Runs a one-dimensional NDRange and waits for it.
  void run(cl_kernel k, size_t global, size_t local) {
    ASSERT_EQ(clEnqueueNDRangeKernel(queue, k, 1, nullptr, &global, local ? &local : nullptr, 0,
                                     nullptr, nullptr),
              CL_SUCCESS);
    ASSERT_EQ(clFinish(queue), CL_SUCCESS);
  }

  // Runs kernel `name` of `p` on one buffer holding `data`, over a 1-D range,
  // and returns the buffer's contents afterwards.
  template <typename T>
  std::vector<T> runOnBuffer(cl_program p, const char *name, const std::vector<T> &data,
                             size_t global, size_t local) {
    cl_int err;
    cl_kernel k = clCreateKernel(p, name, &err);
    EXPECT_EQ(err, CL_SUCCESS) << name;
    cl_mem m = buffer(data);
    clSetKernelArg(k, 0, sizeof m, &m);
    run(k, global, local);
    std::vector<T> out = read<T>(m, data.size());
    clReleaseMemObject(m);
    clReleaseKernel(k);
    return out;
  }

  bool deviceBool(cl_device_info what) {
    cl_bool b = CL_FALSE;
    EXPECT_EQ(clGetDeviceInfo(device, what, sizeof b, &b, nullptr), CL_SUCCESS);
    return b == CL_TRUE;
  }

  cl_platform_id platform = nullptr;
  cl_device_id device = nullptr;
  cl_context context = nullptr;
  cl_command_queue queue = nullptr;
};

// The work_group_reduce_add kernel of the issue's "done when": an unmodified
// OpenCL C 3.0 program.
// tests/kernels/<name>: the kernel suite's own sources, shared with the
// layer's host programs rather than copied into them.
inline std::string suiteKernel(const std::string &name) {
  std::ifstream in(std::string(CLB_TEST_KERNEL_DIR) + "/" + name);
  std::ostringstream os;
  os << in.rdbuf();
  EXPECT_FALSE(os.str().empty()) << "cannot read tests/kernels/" << name;
  return os.str();
}

inline const char *kReduceAddSource = R"CLC(
kernel void reduce_add(global const int *in, global int *out) {
  out[get_global_id(0)] = work_group_reduce_add(in[get_global_id(0)]);
}
)CLC";

#endif
