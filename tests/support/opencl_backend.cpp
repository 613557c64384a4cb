// OpenCL backends through the ICD loader. PoCL: each kernel file linked
// in-process by clb-link for spir64 and loaded with clCreateProgramWithBinary.
// rusticl: the kernel source handed to the driver, which compiles it and
// takes its builtins from the SPIR-V library at /usr/lib/clc (libclc's, or
// clbuiltins' drop-in bound over it in a private mount namespace).
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include "backend.h"
#include "compile.h"

#include <map>
#include <stdexcept>

namespace clbtest {
namespace {

void check(cl_int err, const std::string &what) {
  if (err != CL_SUCCESS)
    throw std::runtime_error(what + " failed with OpenCL error " + std::to_string(err));
}

std::string platformName(cl_platform_id p) {
  size_t n = 0;
  clGetPlatformInfo(p, CL_PLATFORM_NAME, 0, nullptr, &n);
  std::string s(n, '\0');
  clGetPlatformInfo(p, CL_PLATFORM_NAME, n, s.data(), nullptr);
  return s.c_str();
}

class ClBuffer : public DeviceBuffer {
public:
  ClBuffer(cl_context ctx, cl_command_queue q, size_t bytes) : DeviceBuffer(bytes), queue_(q) {
    cl_int err;
    mem_ = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes ? bytes : 1, nullptr, &err);
    check(err, "clCreateBuffer");
  }
  ~ClBuffer() override { clReleaseMemObject(mem_); }
  void write(const void *src, size_t bytes) override {
    check(clEnqueueWriteBuffer(queue_, mem_, CL_TRUE, 0, bytes, src, 0, nullptr, nullptr),
          "clEnqueueWriteBuffer");
  }
  void read(void *dst, size_t bytes) const override {
    check(clEnqueueReadBuffer(queue_, mem_, CL_TRUE, 0, bytes, dst, 0, nullptr, nullptr),
          "clEnqueueReadBuffer");
  }
  cl_mem mem() const { return mem_; }

private:
  cl_command_queue queue_;
  cl_mem mem_;
};

// How a backend hands a kernel file to its driver.
enum class ProgramForm { SpirBinary, Source };

class ClProgram : public KernelProgram {
public:
  ClProgram(cl_context ctx, cl_device_id dev, cl_command_queue q, ProgramForm form,
              const std::string &code, const std::string &options)
      : queue_(q) {
    cl_int status, err;
    if (form == ProgramForm::SpirBinary) {
      const unsigned char *bytes = reinterpret_cast<const unsigned char *>(code.data());
      size_t size = code.size();
      program_ = clCreateProgramWithBinary(ctx, 1, &dev, &size, &bytes, &status, &err);
      check(err, "clCreateProgramWithBinary");
    } else {
      const char *text = code.c_str();
      program_ = clCreateProgramWithSource(ctx, 1, &text, nullptr, &err);
      check(err, "clCreateProgramWithSource");
    }
    err = clBuildProgram(program_, 1, &dev, options.c_str(), nullptr, nullptr);
    if (err != CL_SUCCESS) {
      size_t n = 0;
      clGetProgramBuildInfo(program_, dev, CL_PROGRAM_BUILD_LOG, 0, nullptr, &n);
      std::string log(n, '\0');
      clGetProgramBuildInfo(program_, dev, CL_PROGRAM_BUILD_LOG, n, log.data(), nullptr);
      throw std::runtime_error("clBuildProgram failed (" + std::to_string(err) + "): " + log);
    }
  }
  ~ClProgram() override {
    for (auto &[name, k] : kernels_)
      clReleaseKernel(k);
    clReleaseProgram(program_);
  }

  void run(const std::string &name, const NDRange &range,
           const std::vector<KernelArg> &args) override {
    cl_kernel &k = kernels_[name];
    if (!k) {
      cl_int err;
      k = clCreateKernel(program_, name.c_str(), &err);
      check(err, "clCreateKernel " + name);
    }
    for (size_t i = 0; i < args.size(); ++i) {
      if (args[i].buffer) {
        cl_mem m = static_cast<ClBuffer *>(args[i].buffer)->mem();
        check(clSetKernelArg(k, i, sizeof m, &m), "clSetKernelArg");
      } else {
        check(clSetKernelArg(k, i, args[i].bytes.size(), args[i].bytes.data()),
              "clSetKernelArg");
      }
    }
    check(clEnqueueNDRangeKernel(queue_, k, range.dims, range.offset, range.global, range.local,
                                 0, nullptr, nullptr),
          "clEnqueueNDRangeKernel " + name + " " + range.describe());
    check(clFinish(queue_), "clFinish");
  }

private:
  cl_command_queue queue_;
  cl_program program_;
  std::map<std::string, cl_kernel> kernels_;
};

class ClBackend : public Backend {
public:
  ClBackend(std::string name, std::string platform, ProgramForm form)
      : name_(std::move(name)), form_(form) {
    cl_uint n = 0;
    check(clGetPlatformIDs(0, nullptr, &n), "clGetPlatformIDs");
    std::vector<cl_platform_id> platforms(n);
    check(clGetPlatformIDs(n, platforms.data(), nullptr), "clGetPlatformIDs");
    for (cl_platform_id p : platforms) {
      if (platformName(p).find(platform) == std::string::npos)
        continue;
      check(clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &device_, nullptr), "clGetDeviceIDs");
      cl_int err;
      context_ = clCreateContext(nullptr, 1, &device_, nullptr, nullptr, &err);
      check(err, "clCreateContext");
      queue_ = clCreateCommandQueueWithProperties(context_, device_, nullptr, &err);
      check(err, "clCreateCommandQueueWithProperties");
      check(clGetDeviceInfo(device_, CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof maxWorkGroupSize_,
                            &maxWorkGroupSize_, nullptr),
            "clGetDeviceInfo");
      return;
    }
    throw std::runtime_error("no OpenCL platform named '" + platform + "' for " + name_);
  }
  std::string name() const override { return name_; }
  std::string target() const override { return "spir64"; }
  size_t maxWorkGroupSize() const override { return maxWorkGroupSize_; }
  bool compilesPerLocalSize() const override { return name_ == "pocl"; }
  bool runsNonUniformGroups() const override { return CLBTEST_BACKEND_RUNS_NONUNIFORM; }
  std::unique_ptr<DeviceBuffer> alloc(size_t bytes) override {
    return std::make_unique<ClBuffer>(context_, queue_, bytes);
  }
  KernelProgram &load(const std::string &file) override {
    std::unique_ptr<KernelProgram> &p = programs_[file];
    if (!p) {
      // Build options reach the driver in both forms: PoCL reads a binary's
      // OpenCL C version from them, rusticl compiles the source with them.
      std::vector<std::string> args = kernelArgs(file);
      std::string options;
      for (const std::string &a : args)
        options += a + " ";
      // Source goes to the driver as text, so the kernels' own includes need
      // their directory named.
      if (form_ == ProgramForm::Source)
        options += "-I " CLB_TEST_KERNEL_DIR " ";
      std::string code = form_ == ProgramForm::SpirBinary
                             ? linkKernel("spir64", "bc", file, args)
                             : kernelSource(file);
      p = std::make_unique<ClProgram>(context_, device_, queue_, form_, code, options);
    }
    return *p;
  }

private:
  std::string name_;
  ProgramForm form_;
  cl_device_id device_ = nullptr;
  cl_context context_ = nullptr;
  cl_command_queue queue_ = nullptr;
  size_t maxWorkGroupSize_ = 0;
  std::map<std::string, std::unique_ptr<KernelProgram>> programs_;
};

}  // namespace

// The binary's backend is chosen at build time (CLBTEST_OPENCL_BACKEND). Its
// platform is required wherever the suite runs (CI included): its absence is
// a failure of every kernel test, not a skip.
Backend *backend() {
#if CLBTEST_OPENCL_BACKEND_RUSTICL
  static ClBackend be("rusticl", "rusticl", ProgramForm::Source);
#else
  static ClBackend be("pocl", "Portable Computing Language", ProgramForm::SpirBinary);
#endif
  return &be;
}

std::string backendUnavailableReason() { return ""; }

}  // namespace clbtest
