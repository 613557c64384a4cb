// clb-layer-diff OUTDIR PRELUDE PROGRAM.cl...: builds each program for
// OpenCL C 1.2 and 3.0 (files named *30.cl: 3.0 only) on PoCL, runs every
// kernel on fixed inputs (64 work-items, local size 16) and writes what it
// got, bytes of the first buffer or the build failure, to OUTDIR. Run once
// with OPENCL_LAYERS and once without; differential.sh compares the two.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <cstdio>
#include <cstring>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

namespace {

std::string slurp(const char *path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

void write(const std::string &path, const void *data, size_t size) {
  std::ofstream(path, std::ios::binary).write((const char *)data, size);
}

int fail(const char *what, cl_int err) {
  std::fprintf(stderr, "clb-layer-diff: %s failed (%d)\n", what, err);
  return 1;
}

}  // namespace

int main(int argc, char **argv) {
  if (argc < 4) {
    std::fprintf(stderr, "usage: clb-layer-diff OUTDIR PRELUDE PROGRAM.cl...\n");
    return 2;
  }
  const std::string outdir = argv[1], prelude = slurp(argv[2]);
  if (prelude.empty())
    return fail("reading the prelude", 0);
  cl_uint n = 0;
  clGetPlatformIDs(0, nullptr, &n);
  std::vector<cl_platform_id> platforms(n);
  clGetPlatformIDs(n, platforms.data(), nullptr);
  cl_device_id device = nullptr;
  for (cl_platform_id p : platforms) {
    char name[256] = {};
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name - 1, name, nullptr);
    if (std::strstr(name, "Portable Computing Language"))
      clGetDeviceIDs(p, CL_DEVICE_TYPE_CPU, 1, &device, nullptr);
  }
  if (!device)
    return fail("finding PoCL's CPU device", 0);
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &device, nullptr, nullptr, &err);
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, device, nullptr, &err);
  const size_t global = 64, local = 16, slice = 16384;

  for (int a = 3; a < argc; ++a) {
    std::string file = argv[a], source = prelude + slurp(argv[a]);
    std::string base = file.substr(file.find_last_of('/') + 1);
    base = base.substr(0, base.size() - 3);
    bool only30 = base.size() > 2 && base.compare(base.size() - 2, 2, "30") == 0;
    for (const char *std : {"CL1.2", "CL3.0"}) {
      if (only30 && std::strcmp(std, "CL3.0") != 0)
        continue;
      std::string tag = outdir + "/" + base + "-" + std;
      const char *text = source.c_str();
      cl_program p = clCreateProgramWithSource(ctx, 1, &text, nullptr, &err);
      std::string options = std::string("-cl-kernel-arg-info -cl-std=") + std;
      err = clBuildProgram(p, 1, &device, options.c_str(), nullptr, nullptr);
      if (err != CL_SUCCESS) {
        size_t size = 0;
        clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, 0, nullptr, &size);
        std::string log(size, '\0');
        clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_LOG, size, log.data(), nullptr);
        std::string note = "build failed (" + std::to_string(err) + ")\n";
        write(tag + ".build-failed", note.data(), note.size());
        std::fprintf(stderr, "%s: %s%s\n", tag.c_str(), note.c_str(), log.c_str());
        clReleaseProgram(p);
        continue;
      }
      cl_uint count = 0;
      clCreateKernelsInProgram(p, 0, nullptr, &count);
      std::vector<cl_kernel> kernels(count);
      clCreateKernelsInProgram(p, count, kernels.data(), nullptr);
      for (cl_kernel k : kernels) {
        char name[128] = {};
        clGetKernelInfo(k, CL_KERNEL_FUNCTION_NAME, sizeof name - 1, name, nullptr);
        cl_uint nargs = 0;
        clGetKernelInfo(k, CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, nullptr);
        std::vector<cl_mem> mems;
        std::vector<float> input(4096);
        for (size_t i = 0; i < input.size(); ++i)
          input[i] = float(i % 97) * 0.25f - 3.0f;
        for (cl_uint i = 0; i < nargs; ++i) {
          cl_kernel_arg_address_qualifier space = 0;
          if ((err = clGetKernelArgInfo(k, i, CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof space, &space,
                                        nullptr)))
            return fail("clGetKernelArgInfo", err);
          if (space == CL_KERNEL_ARG_ADDRESS_LOCAL) {
            err = clSetKernelArg(k, i, 256, nullptr);
          } else {
            std::vector<unsigned char> zero(global * slice, 0);
            cl_mem m =
                i == 0 ? clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, zero.size(), zero.data(), &err)
                       : clCreateBuffer(ctx, CL_MEM_COPY_HOST_PTR, input.size() * sizeof(float),
                                        input.data(), &err);
            mems.push_back(m);
            err = clSetKernelArg(k, i, sizeof m, &m);
          }
          if (err)
            return fail("clSetKernelArg", err);
        }
        if ((err = clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, &local, 0, nullptr, nullptr)))
          return fail(name, err);
        std::vector<unsigned char> out(global * slice);
        if ((err = clEnqueueReadBuffer(q, mems[0], CL_TRUE, 0, out.size(), out.data(), 0, nullptr,
                                       nullptr)))
          return fail("clEnqueueReadBuffer", err);
        write(tag + "-" + name + ".bin", out.data(), out.size());
        for (cl_mem m : mems)
          clReleaseMemObject(m);
        clReleaseKernel(k);
      }
      clReleaseProgram(p);
    }
  }
  clReleaseCommandQueue(q);
  clReleaseContext(ctx);
  return 0;
}
