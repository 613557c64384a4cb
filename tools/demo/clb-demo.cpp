// clb-demo KERNEL.bc: runs tools/demo/demo.cl, linked by clb-link for spir64,
// on PoCL's CPU device and prints what it computed next to what it should.
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>

#include <climits>
#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

static void check(cl_int err, const char *what) {
  if (err != CL_SUCCESS) {
    std::fprintf(stderr, "clb-demo: error: %s failed (OpenCL error %d)\n", what, err);
    std::exit(1);
  }
}

int main(int argc, char **argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: clb-demo KERNEL.bc (made by clb-link --target spir64)\n");
    return 1;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "clb-demo: error: cannot read %s\n", argv[1]);
    return 1;
  }
  std::string binary((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());

  cl_uint n = 0;
  check(clGetPlatformIDs(0, nullptr, &n), "clGetPlatformIDs");
  std::vector<cl_platform_id> platforms(n);
  check(clGetPlatformIDs(n, platforms.data(), nullptr), "clGetPlatformIDs");
  cl_device_id dev = nullptr;
  for (cl_platform_id p : platforms) {
    char name[256] = "";
    clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, nullptr);
    if (std::string(name).find("Portable Computing Language") != std::string::npos &&
        clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &dev, nullptr) == CL_SUCCESS)
      break;
  }
  if (!dev) {
    std::fprintf(stderr, "clb-demo: error: no PoCL device (apt-get install pocl-opencl-icd)\n");
    return 1;
  }
  char devName[256] = "";
  clGetDeviceInfo(dev, CL_DEVICE_NAME, sizeof devName, devName, nullptr);
  cl_int err;
  cl_context ctx = clCreateContext(nullptr, 1, &dev, nullptr, nullptr, &err);
  check(err, "clCreateContext");
  cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, nullptr, &err);
  check(err, "clCreateCommandQueue");
  const unsigned char *bytes = reinterpret_cast<const unsigned char *>(binary.data());
  size_t size = binary.size();
  cl_program prog = clCreateProgramWithBinary(ctx, 1, &dev, &size, &bytes, nullptr, &err);
  check(err, "clCreateProgramWithBinary");
  check(clBuildProgram(prog, 1, &dev, "", nullptr, nullptr), "clBuildProgram");

  auto buffer = [&](size_t bytes, const void *init) {
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE | (init ? CL_MEM_COPY_HOST_PTR : 0), bytes,
                              const_cast<void *>(init), &err);
    check(err, "clCreateBuffer");
    return m;
  };
  auto run = [&](const char *name, std::vector<cl_mem> args, size_t global, size_t local) {
    cl_kernel k = clCreateKernel(prog, name, &err);
    check(err, "clCreateKernel");
    for (cl_uint i = 0; i < args.size(); ++i)
      check(clSetKernelArg(k, i, sizeof(cl_mem), &args[i]), "clSetKernelArg");
    check(clEnqueueNDRangeKernel(q, k, 1, nullptr, &global, &local, 0, nullptr, nullptr),
          "clEnqueueNDRangeKernel");
    check(clFinish(q), "clFinish");
    clReleaseKernel(k);
  };

  // 1..1000 summed by 10 work-groups of 100.
  const size_t items = 1000, groupSize = 100, groups = items / groupSize;
  std::vector<int> values(items), sums(groups);
  for (size_t i = 0; i < items; ++i)
    values[i] = int(i + 1);
  cl_mem vin = buffer(items * sizeof(int), values.data()), scratch = buffer(items * sizeof(int), nullptr),
         vout = buffer(groups * sizeof(int), nullptr);
  run("group_sum", {vin, scratch, vout}, items, groupSize);
  check(clEnqueueReadBuffer(q, vout, CL_TRUE, 0, groups * sizeof(int), sums.data(), 0, nullptr,
                            nullptr),
        "clEnqueueReadBuffer");
  long total = 0;
  for (int s : sums)
    total += s;
  std::printf("device: %s\n", devName);
  std::printf("group_sum: 10 work-groups of 100 summed 1..1000 = %ld (expected 500500)\n", total);

  const std::vector<int> a = {INT_MAX, INT_MIN, -1, 7}, b = {INT_MAX, INT_MIN, 0, 8};
  std::vector<int> h(a.size()), r(a.size());
  cl_mem da = buffer(a.size() * sizeof(int), a.data()), db = buffer(b.size() * sizeof(int), b.data()),
         dh = buffer(a.size() * sizeof(int), nullptr), dr = buffer(a.size() * sizeof(int), nullptr);
  run("averages", {da, db, dh, dr}, a.size(), 1);
  clEnqueueReadBuffer(q, dh, CL_TRUE, 0, h.size() * sizeof(int), h.data(), 0, nullptr, nullptr);
  clEnqueueReadBuffer(q, dr, CL_TRUE, 0, r.size() * sizeof(int), r.data(), 0, nullptr, nullptr);
  bool ok = total == 500500;
  for (size_t i = 0; i < a.size(); ++i) {
    long long s = (long long)a[i] + b[i];
    long long wantH = s >> 1, wantR = (s + 1) >> 1;
    ok = ok && h[i] == wantH && r[i] == wantR;
    std::printf("hadd(%d, %d) = %d, rhadd = %d (expected %lld, %lld)\n", a[i], b[i], h[i], r[i],
                wantH, wantR);
  }
  std::printf("%s\n", ok ? "demo: all results correct" : "demo: WRONG RESULTS");
  return ok ? 0 : 1;
}
