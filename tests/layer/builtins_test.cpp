// Kernels using builtins that PoCL 3.1 lacks or gets wrong, run through the
// layer: fences, work-group collectives, generic-free OpenCL C 3.0, the CTS
// barrier kernel, and builtins left to PoCL's own library.
#include "layer_fixture.h"

#include <cmath>
#include <cstdlib>
#include <numeric>

using LayerBuiltins = PoclTest;

// PoCL's library has no _Z9mem_fencej (its header renames mem_fence); a
// CL1.2 kernel compiled by clang-15 calls exactly that name.
TEST_F(LayerBuiltins, MemFenceFromOpenCL12) {
  cl_program p = built(R"CLC(
kernel void publish(global int *data, volatile global int *flag) {
  data[get_global_id(0)] = (int)get_global_id(0) * 3;
  mem_fence(CLK_GLOBAL_MEM_FENCE);
  write_mem_fence(CLK_GLOBAL_MEM_FENCE);
  read_mem_fence(CLK_LOCAL_MEM_FENCE);
  if (get_global_id(0) == 0) flag[0] = 1;
}
)CLC",
                       "-cl-std=CL1.2");
  cl_int err;
  cl_kernel k = clCreateKernel(p, "publish", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  std::vector<int> data(16, 0), flag = {0};
  cl_mem dm = buffer(data), fm = buffer(flag);
  clSetKernelArg(k, 0, sizeof dm, &dm);
  clSetKernelArg(k, 1, sizeof fm, &fm);
  run(k, data.size(), 8);
  std::vector<int> got = read<int>(dm, data.size());
  for (size_t i = 0; i < got.size(); ++i)
    EXPECT_EQ(got[i], int(i) * 3);
  EXPECT_EQ(read<int>(fm, 1)[0], 1);
  clReleaseMemObject(dm);
  clReleaseMemObject(fm);
  clReleaseKernel(k);
  clReleaseProgram(p);
}

// The issue's "done when": work_group_reduce_add on PoCL through the layer.
TEST_F(LayerBuiltins, WorkGroupReduceAdd) {
  // The library defines every collective, so the layer must claim them.
  ASSERT_TRUE(deviceBool(CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT));
  cl_program p = built(kReduceAddSource, "-cl-std=CL3.0");
  cl_int err;
  cl_kernel k = clCreateKernel(p, "reduce_add", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  for (size_t local : {size_t(1), size_t(7), size_t(64)}) {
    size_t global = local * 3;
    std::vector<int> in(global), out(global, 0);
    for (size_t i = 0; i < global; ++i)
      in[i] = int(i * 7 % 11) - 5;
    cl_mem im = buffer(in), om = buffer(out);
    clSetKernelArg(k, 0, sizeof im, &im);
    clSetKernelArg(k, 1, sizeof om, &om);
    run(k, global, local);
    std::vector<int> got = read<int>(om, global);
    for (size_t g = 0; g < global / local; ++g) {
      int sum = std::accumulate(in.begin() + g * local, in.begin() + (g + 1) * local, 0);
      for (size_t i = 0; i < local; ++i)
        EXPECT_EQ(got[g * local + i], sum) << "local size " << local << ", item " << i;
    }
    clReleaseMemObject(im);
    clReleaseMemObject(om);
  }
  clReleaseKernel(k);
  clReleaseProgram(p);
}

// test_barrier from the OpenCL CTS (docs/conformance-notes.md), for work-
// group sizes that are and are not powers of two.
TEST_F(LayerBuiltins, CtsBarrierComputeSum) {
  cl_program p = built(suiteKernel("barrier.cl"));
  cl_int err;
  cl_kernel k = clCreateKernel(p, "compute_sum", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  const int n = 1000;
  std::vector<int> a(n);
  for (int i = 0; i < n; ++i)
    a[i] = (i * 37) % 101;
  const int expected = std::accumulate(a.begin(), a.end(), 0);
  cl_mem am = buffer(a);
  for (size_t local : {size_t(1), size_t(3), size_t(4), size_t(13), size_t(64)}) {
    std::vector<int> tmp(local, 0), sum = {0};
    cl_mem tm = buffer(tmp), sm = buffer(sum);
    clSetKernelArg(k, 0, sizeof am, &am);
    clSetKernelArg(k, 1, sizeof n, &n);
    clSetKernelArg(k, 2, sizeof tm, &tm);
    clSetKernelArg(k, 3, sizeof sm, &sm);
    run(k, local, local);
    EXPECT_EQ(read<int>(sm, 1)[0], expected) << "local size " << local;
    clReleaseMemObject(tm);
    clReleaseMemObject(sm);
  }
  clReleaseMemObject(am);
  clReleaseKernel(k);
  clReleaseProgram(p);
}

// PoCL lists OpenCL C 3.0; clang-15 alone would compile vload3 on a private
// pointer to the generic overload PoCL lacks. The layer compiles with the
// features the device claims, so it does not.
TEST_F(LayerBuiltins, OpenCL30WithoutGenericOverloads) {
  cl_program p = built(R"CLC(
kernel void load3(global float *out) {
  float v[3] = {1.5f, 2.5f, 3.5f};
  float3 x = vload3(0, v);
  out[0] = x.x + x.y + x.z;
#ifdef __opencl_c_generic_address_space
  out[1] = 1.0f;
#else
  out[1] = 0.0f;
#endif
}
)CLC",
                       "-cl-std=CL3.0");
  std::vector<float> got = runOnBuffer(p, "load3", std::vector<float>{0, 0}, 1, 1);
  EXPECT_EQ(got[0], 7.5f);
  EXPECT_EQ(got[1] == 1.0f, deviceBool(CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT));
  clReleaseProgram(p);
}

// A builtin clbuiltins lacks falls through to PoCL's library and the build
// log names it; CLB_LAYER_STRICT=1 makes it an error. The first candidate
// the library does not define yet is used (families keep landing). Since
// images, clbuiltins defines every builtin clang 15 declares that PoCL 3.1
// does, and printf is the runtime's (targets/spir64/runtime-provided.txt);
// what still falls through is overloads PoCL defines beyond clang's
// declarations (a sampler read of a 1D buffer image), declared here.
TEST_F(LayerBuiltins, FallThroughAndStrictMode) {
  const char *candidates[][2] = {
      {"kernel void f(global float *x) { x[0] = lgamma(x[0]); }\n", "lgamma(float)"},
      {"kernel void f(global float *x) { x[0] = cbrt(x[0]); }\n", "cbrt(float)"},
      {"float4 __attribute__((overloadable)) read_imagef(read_only image1d_buffer_t, sampler_t, "
       "int);\n"
       "kernel void f(read_only image1d_buffer_t img, sampler_t s, global float4 *x) {\n"
       "  x[0] = read_imagef(img, s, 0);\n}\n",
       "read_imagef(ocl_image1d_buffer_ro, ocl_sampler, int)"}};
  for (auto &[text, spelled] : candidates) {
    cl_program p = built(text);
    std::string log = buildLog(p);
    clReleaseProgram(p);
    if (log.find(spelled) == std::string::npos)
      continue;  // clbuiltins defines it now
    EXPECT_NE(log.find("left to PoCL"), std::string::npos) << log;

    setenv("CLB_LAYER_STRICT", "1", 1);
    cl_program strict = source(text);
    EXPECT_EQ(clBuildProgram(strict, 1, &device, "", nullptr, nullptr), CL_BUILD_PROGRAM_FAILURE);
    unsetenv("CLB_LAYER_STRICT");
    log = buildLog(strict);
    EXPECT_NE(log.find(std::string("no definition for ") + spelled), std::string::npos) << log;
    clReleaseProgram(strict);
    return;
  }
  ADD_FAILURE() << "clbuiltins defines every candidate: add one it still lacks";
}

// C11 atomics at the scopes the device claims compile and run.
TEST_F(LayerBuiltins, C11AtomicsAtClaimedScopes) {
  cl_device_atomic_capabilities caps = 0;
  clGetDeviceInfo(device, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, sizeof caps, &caps, nullptr);
  std::string text = R"CLC(
kernel void count(volatile global atomic_int *c) {
  atomic_fetch_add_explicit(c, 1, memory_order_relaxed, memory_scope_device);
#ifdef __opencl_c_atomic_scope_all_devices
  atomic_fetch_add_explicit(c + 1, 1, memory_order_relaxed, memory_scope_all_devices);
#endif
}
)CLC";
  cl_program p = built(text, "-cl-std=CL3.0");
  std::vector<int> got = runOnBuffer(p, "count", std::vector<int>{0, 0}, 64, 16);
  EXPECT_EQ(got[0], 64);
  EXPECT_EQ(got[1], (caps & CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES) ? 64 : 0);
  clReleaseProgram(p);
}

// cl_khr_extended_async_copies: claimed because the library defines the 2-D
// and 3-D copies, and callable from an unmodified program (the layer has it
// read the declarations clang 15 lacks). A 7x5 block, lines 11 elements
// apart, from offset 3 into local memory and back out through the 2-D copy
// the other way, then the same as one 3-D copy of 7 lines in 2 planes.
TEST_F(LayerBuiltins, ExtendedAsyncCopies) {
  size_t size = 0;
  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, 0, nullptr, &size), CL_SUCCESS);
  std::string ext(size, '\0');
  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, size, ext.data(), nullptr), CL_SUCCESS);
  ASSERT_NE(ext.find("cl_khr_extended_async_copies"), std::string::npos) << ext;
  const char *text = R"(
#ifndef cl_khr_extended_async_copies
#error cl_khr_extended_async_copies undefined
#endif
kernel void copy(global int *buf) {
  local int tile[70];
  event_t e = async_work_group_copy_2D2D(tile, 1, buf, 3, sizeof(int), 5, 7, 11, 5, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_2D2D(buf, 200, tile, 1, sizeof(int), 5, 7, 5, 6, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_3D3D(tile, 0, buf, 3, sizeof(int), 5, 7, 2, 11, 80, 5, 35, 0);
  wait_group_events(1, &e);
  e = async_work_group_copy_3D3D(buf, 300, tile, 0, sizeof(int), 5, 7, 2, 5, 35, 5, 35, 0);
  wait_group_events(1, &e);
}
)";
  for (const char *options : {"-cl-std=CL1.2", "-cl-std=CL3.0"}) {
    cl_program p = built(text, options);
    std::vector<int> data(400, -1);
    for (int i = 0; i < 200; ++i)
      data[i] = i * 3 + 1;
    std::vector<int> got = runOnBuffer(p, "copy", data, 8, 8);
    for (int line = 0; line < 7; ++line)
      for (int k = 0; k < 5; ++k) {
        // 2-D: element k of line `line` lands at 200 + line * 6 + k.
        EXPECT_EQ(got[200 + line * 6 + k], data[3 + line * 11 + k]) << options << " 2D " << line;
        for (int plane = 0; plane < 2; ++plane)
          EXPECT_EQ(got[300 + plane * 35 + line * 5 + k], data[3 + plane * 80 + line * 11 + k])
              << options << " 3D " << plane << " " << line;
      }
    // Nothing else written between the 2-D destination's lines.
    EXPECT_EQ(got[205], -1);
    clReleaseProgram(p);
  }
}

// The generic address space: claimed because the library defines every
// generic-pointer overload the device can call. An unmodified OpenCL C 3.0
// program passes local and private memory through generic pointers to
// fract and sincos, a C11 atomic and to_local/to_global.
TEST_F(LayerBuiltins, GenericAddressSpace) {
  ASSERT_TRUE(deviceBool(CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT));
  const char *text = R"(
#ifndef __opencl_c_generic_address_space
#error __opencl_c_generic_address_space undefined
#endif
static float parts(generic float *whole, float x) { return fract(x, whole); }
kernel void k(global float *f, global int *flags) {
  local float l[64];
  local atomic_int count;
  size_t i = get_local_id(0);
  float p;
  if (i == 0)
    atomic_init(&count, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  float x = f[i];
  f[i] = parts(i % 2 ? (generic float *)&l[i] : (generic float *)&p, x);   /* fract's whole part to local or private */
  barrier(CLK_LOCAL_MEM_FENCE);
  f[64 + i] = i % 2 ? l[i] : p;
  float c;
  f[128 + i] = sincos(x, (generic float *)&c) + c;
  generic atomic_int *g = &count;
  atomic_fetch_add(g, 1);
  generic float *q = i % 3 ? (generic float *)&l[i] : (generic float *)&f[i];
  flags[i] = (to_local(q) != 0) + 2 * (to_global(q) != 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (i == 0)
    flags[64] = atomic_load(&count);
}
)";
  cl_program p = built(text, "-cl-std=CL3.0");
  cl_int err;
  cl_kernel k = clCreateKernel(p, "k", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  std::vector<float> f(192, 0.0f);
  for (int i = 0; i < 64; ++i)
    f[i] = 0.25f * float(i) - 3.5f;
  cl_mem fm = buffer(f), gm = buffer(std::vector<int>(65, -1));
  clSetKernelArg(k, 0, sizeof fm, &fm);
  clSetKernelArg(k, 1, sizeof gm, &gm);
  run(k, 64, 64);
  std::vector<float> got = read<float>(fm, 192);
  std::vector<int> flags = read<int>(gm, 65);
  for (int i = 0; i < 64; ++i) {
    const float x = 0.25f * float(i) - 3.5f;  // exact: quarters
    EXPECT_EQ(got[i], x - std::floor(x)) << i;
    EXPECT_EQ(got[64 + i], std::floor(x)) << i;
    EXPECT_NEAR(got[128 + i], std::sin(x) + std::cos(x), 1e-6) << i;
    EXPECT_EQ(flags[i], i % 3 ? 1 : 2) << i;
  }
  EXPECT_EQ(flags[64], 64);
  clReleaseMemObject(fm);
  clReleaseMemObject(gm);
  clReleaseKernel(k);
  clReleaseProgram(p);
}
