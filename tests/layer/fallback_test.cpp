// Builtins clbuiltins lacks, called in PoCL's own library through the layer
// (issue 16): every such call must give PoCL's answer or fail the build
// cleanly, never a wrong value or an abort. References are host long double
// arithmetic, not PoCL.
#include "layer_fixture.h"

#include <cmath>
#include <cstdlib>

using LayerFallback = PoclTest;

namespace {

// Ulps of `got` from the exact `want`, in double's spacing at `want`.
double ulps(double got, long double want) {
  if (std::isnan(got) && std::isnan((double)want))
    return 0;
  long double spacing = std::ldexp(1.0L, std::ilogb((double)want) - 52);
  if (!std::isfinite((double)want) || want == 0)
    spacing = std::ldexp(1.0L, -1074);
  return (double)std::fabs((got - want) / spacing);
}

std::vector<double> angles(size_t n) {
  std::vector<double> x(n);
  for (size_t i = 0; i < n; ++i)  // both signs, small and large magnitudes
    x[i] = (double(i) - n / 2.0) * 0.731 + (i % 3) * 1e-3;
  return x;
}

}  // namespace

// sin, cos and tan of double16 (passed by reference in PoCL's convention),
// of float2 (passed as one double there) and float16, under CL1.2 and CL3.0.
TEST_F(LayerFallback, MathOnWideVectorsGivesPoclsAnswers) {
  const char *text = R"CLC(
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
kernel void trig(global double16 *x, global double16 *s, global double16 *c,
                 global double16 *t, global float16 *f16, global float2 *f2) {
  size_t i = get_global_id(0);
  s[i] = sin(x[i]);
  c[i] = cos(x[i]);
  t[i] = tan(x[i]);
  f16[i] = sin(convert_float16(x[i]));
  f2[i] = cos(convert_float2(x[i].s01));
}
)CLC";
  const size_t n = 4096, groups = n / 16;
  std::vector<double> x = angles(n);
  for (const char *std : {"-cl-std=CL1.2", "-cl-std=CL3.0"}) {
    cl_program p = built(text, std);
    cl_int err;
    cl_kernel k = clCreateKernel(p, "trig", &err);
    ASSERT_EQ(err, CL_SUCCESS);
    std::vector<double> zero(n, 0.0);
    std::vector<float> zf16(n, 0.0f), zf2(groups * 2, 0.0f);
    cl_mem xm = buffer(x), sm = buffer(zero), cm = buffer(zero), tm = buffer(zero),
           f16m = buffer(zf16), f2m = buffer(zf2);
    cl_mem args[] = {xm, sm, cm, tm, f16m, f2m};
    for (cl_uint a = 0; a < 6; ++a)
      clSetKernelArg(k, a, sizeof(cl_mem), &args[a]);
    run(k, groups, 16);
    std::vector<double> s = read<double>(sm, n), c = read<double>(cm, n), t = read<double>(tm, n);
    std::vector<float> f16 = read<float>(f16m, n), f2 = read<float>(f2m, groups * 2);
    int bad = 0;
    for (size_t i = 0; i < n; ++i) {
      long double xi = x[i];
      // The spec's bounds: sin, cos 4 ulp, tan 5 ulp (double and float).
      bad += ulps(s[i], sinl(xi)) > 4;
      bad += ulps(c[i], cosl(xi)) > 4;
      bad += ulps(t[i], tanl(xi)) > 5;
      float fx = (float)x[i];
      long double fs = sinl(fx), fulp = std::ldexp(1.0L, std::ilogb((float)fs) - 23);
      bad += std::fabs(f16[i] - fs) > 4 * fulp;
    }
    for (size_t g = 0; g < groups; ++g)
      for (size_t j = 0; j < 2; ++j) {
        float fx = (float)x[g * 16 + j];
        long double fc = cosl(fx), fulp = std::ldexp(1.0L, std::ilogb((float)fc) - 23);
        bad += std::fabs(f2[g * 2 + j] - fc) > 4 * fulp;
      }
    EXPECT_EQ(bad, 0) << std << ": wrong results\n" << buildLog(p);
    for (cl_mem m : args)
      clReleaseMemObject(m);
    clReleaseKernel(k);
    clReleaseProgram(p);
  }
}

// async_work_group_copy and async_work_group_strided_copy with
// wait_group_events: PoCL has them only under its own names (a private
// event list), not under the generic-pointer name its SPIR wrapper calls.
TEST_F(LayerFallback, AsyncCopiesAndWaitGroupEvents) {
  const char *text = R"CLC(
kernel void stage(global int *data, local int *tile, local int *strided) {
  size_t g = get_group_id(0) * 16;
  event_t e = async_work_group_copy(tile, data + g, 16, 0);
  wait_group_events(1, &e);
  event_t f = async_work_group_strided_copy(strided, data + g, 8, 2, 0);
  wait_group_events(1, &f);
  size_t l = get_local_id(0);
  barrier(CLK_LOCAL_MEM_FENCE);
  tile[l] = tile[l] * 3 + strided[l % 8];
  barrier(CLK_LOCAL_MEM_FENCE);
  event_t b = async_work_group_copy(data + g, tile, 16, 0);
  wait_group_events(1, &b);
}
)CLC";
  std::vector<int> in(64);
  for (size_t i = 0; i < in.size(); ++i)
    in[i] = int(i * 5 % 17) - 8;
  for (const char *std : {"-cl-std=CL1.2", "-cl-std=CL3.0"}) {
    cl_program p = built(text, std);
    cl_int err;
    cl_kernel k = clCreateKernel(p, "stage", &err);
    ASSERT_EQ(err, CL_SUCCESS) << buildLog(p);
    cl_mem m = buffer(in);
    clSetKernelArg(k, 0, sizeof m, &m);
    clSetKernelArg(k, 1, 16 * sizeof(int), nullptr);
    clSetKernelArg(k, 2, 8 * sizeof(int), nullptr);
    run(k, in.size(), 16);
    std::vector<int> got = read<int>(m, in.size());
    for (size_t i = 0; i < in.size(); ++i) {
      size_t g = i / 16 * 16, l = i % 16;
      EXPECT_EQ(got[i], in[i] * 3 + in[g + (l % 8) * 2]) << std << " at " << i;
    }
    clReleaseMemObject(m);
    clReleaseKernel(k);
    clReleaseProgram(p);
  }
}

// C11 atomic_fetch_add_explicit on a local atomic_ulong with an explicit
// scope: PoCL has it as _cl_atomic_fetch_add_explicit(CLlocal ...).
TEST_F(LayerFallback, LocalAtomicUlongFetchAdd) {
  cl_program p = built(R"CLC(
kernel void count(global ulong *out) {
  local atomic_ulong total;
  if (get_local_id(0) == 0)
    atomic_init(&total, 0);
  barrier(CLK_LOCAL_MEM_FENCE);
  atomic_fetch_add_explicit(&total, (ulong)get_global_id(0) << 33, memory_order_relaxed,
                            memory_scope_work_group);
  barrier(CLK_LOCAL_MEM_FENCE);
  if (get_local_id(0) == 0)
    out[get_group_id(0)] = atomic_load_explicit(&total, memory_order_relaxed,
                                                memory_scope_work_group);
}
)CLC",
                       "-cl-std=CL3.0");
  std::vector<cl_ulong> got = runOnBuffer(p, "count", std::vector<cl_ulong>(4, 0), 64, 16);
  for (cl_ulong g = 0; g < 4; ++g) {
    cl_ulong sum = 0;
    for (cl_ulong i = g * 16; i < g * 16 + 16; ++i)
      sum += i << 33;
    EXPECT_EQ(got[g], sum) << "group " << g;
  }
  clReleaseProgram(p);
}

// A function defined nowhere fails the build, not the application: the
// status is CL_BUILD_PROGRAM_FAILURE and the log names the function.
TEST_F(LayerFallback, UndefinedFunctionFailsTheBuild) {
  cl_program p = source(R"CLC(
float nowhere_defined(float);
kernel void k(global float *x) { x[0] = nowhere_defined(x[0]); }
)CLC");
  EXPECT_EQ(clBuildProgram(p, 1, &device, "", nullptr, nullptr), CL_BUILD_PROGRAM_FAILURE);
  std::string log = buildLog(p);
  EXPECT_NE(log.find("nowhere_defined"), std::string::npos) << log;
  EXPECT_NE(log.find("PoCL's library"), std::string::npos) << log;
  cl_build_status status = CL_BUILD_NONE;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BUILD_STATUS, sizeof status, &status, nullptr);
  EXPECT_EQ(status, CL_BUILD_ERROR);
  cl_int err = CL_SUCCESS;
  EXPECT_EQ(clCreateKernel(p, "k", &err), nullptr);
  EXPECT_EQ(err, CL_INVALID_PROGRAM_EXECUTABLE);
  clReleaseProgram(p);
}

// Images are clbuiltins' (generic/image/, reading the descriptor PoCL
// builds): a sampler declared in the program (clb-link lowers its
// __translate_sampler_initializer) and read_imagef with integer and float
// coordinates, in strict mode so that nothing comes from PoCL's library.
// The image suites run through the layer too (ctest layer.images).
TEST_F(LayerFallback, ImagesWithAProgramSampler) {
  ASSERT_TRUE(deviceBool(CL_DEVICE_IMAGE_SUPPORT))
      << "the layer claims images where the library defines them and PoCL has them";
  setenv("CLB_LAYER_STRICT", "1", 1);
  cl_program p = built(R"CLC(
const sampler_t nearest = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                          CLK_FILTER_NEAREST;
kernel void texel(read_only image2d_t img, global float4 *out) {
  out[0] = read_imagef(img, nearest, (int2)(1, 0));
  out[1] = read_imagef(img, nearest, (float2)(0.5f, 1.5f));
}
)CLC");
  unsetenv("CLB_LAYER_STRICT");
  cl_image_format format = {CL_RGBA, CL_FLOAT};
  cl_image_desc desc = {};
  desc.image_type = CL_MEM_OBJECT_IMAGE2D;
  desc.image_width = 2;
  desc.image_height = 2;
  std::vector<float> pixels(16);
  for (size_t i = 0; i < pixels.size(); ++i)
    pixels[i] = float(i) * 0.5f - 1.0f;
  cl_int err;
  cl_mem img = clCreateImage(context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &format, &desc,
                             pixels.data(), &err);
  ASSERT_EQ(err, CL_SUCCESS);
  cl_mem out = buffer(std::vector<float>(8, 0.0f));
  cl_kernel k = clCreateKernel(p, "texel", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  clSetKernelArg(k, 0, sizeof img, &img);
  clSetKernelArg(k, 1, sizeof out, &out);
  run(k, 1, 1);
  std::vector<float> got = read<float>(out, 8);
  for (size_t c = 0; c < 4; ++c) {
    EXPECT_EQ(got[c], pixels[4 + c]) << "pixel (1, 0) channel " << c;      // x 1, y 0
    EXPECT_EQ(got[4 + c], pixels[8 + c]) << "pixel (0, 1) channel " << c;  // x 0, y 1
  }
  clReleaseKernel(k);
  clReleaseMemObject(out);
  clReleaseMemObject(img);
  clReleaseProgram(p);
}
