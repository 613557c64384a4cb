// Every host entry point of every extension the layer's PoCL device and
// platform claim is there and works when called, looked up either way
// (clGetExtensionFunctionAddressForPlatform, clGetExtensionFunctionAddress).
// With cl_khr_subgroups claimed, clGetKernelSubGroupInfoKHR once came back
// as a pointer that called address 0: the layer answered the core query
// but not the extension's, and PoCL's dispatch table has no entry for it.
#include "layer_fixture.h"

#include <CL/cl_ext.h>

#include <map>

namespace {

// The host functions of the extensions a PoCL device or platform may claim,
// each called with an object that is not one: the API's error, no crash.
using Call = cl_int (*)(void *function);
const std::map<std::string, std::vector<std::pair<const char *, Call>>> &entryPoints() {
  static const std::map<std::string, std::vector<std::pair<const char *, Call>>> table = {
      {"cl_khr_subgroups",
       {{"clGetKernelSubGroupInfoKHR",
         [](void *f) {
           size_t local = 64, v = 0;
           return ((clGetKernelSubGroupInfoKHR_fn)f)(nullptr, nullptr,
                                                     CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE,
                                                     sizeof local, &local, sizeof v, &v, nullptr);
         }}}},
      {"cl_khr_command_buffer",
       {{"clCreateCommandBufferKHR",
         [](void *f) {
           cl_int err = CL_SUCCESS;
           ((clCreateCommandBufferKHR_fn)f)(0, nullptr, nullptr, &err);
           return err;
         }},
        {"clFinalizeCommandBufferKHR",
         [](void *f) { return ((clFinalizeCommandBufferKHR_fn)f)(nullptr); }},
        {"clRetainCommandBufferKHR",
         [](void *f) { return ((clRetainCommandBufferKHR_fn)f)(nullptr); }},
        {"clReleaseCommandBufferKHR",
         [](void *f) { return ((clReleaseCommandBufferKHR_fn)f)(nullptr); }},
        {"clGetCommandBufferInfoKHR",
         [](void *f) {
           return ((clGetCommandBufferInfoKHR_fn)f)(nullptr, CL_COMMAND_BUFFER_NUM_QUEUES_KHR, 0,
                                                    nullptr, nullptr);
         }}}},
  };
  return table;
}

std::string extensionsOf(cl_platform_id platform, cl_device_id device) {
  size_t size = 0;
  std::string all;
  clGetPlatformInfo(platform, CL_PLATFORM_EXTENSIONS, 0, nullptr, &size);
  std::string p(size, '\0');
  clGetPlatformInfo(platform, CL_PLATFORM_EXTENSIONS, size, p.data(), nullptr);
  clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, 0, nullptr, &size);
  std::string d(size, '\0');
  clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, size, d.data(), nullptr);
  return " " + std::string(p.c_str()) + " " + std::string(d.c_str()) + " ";
}

using LayerExtensions = PoclTest;

TEST_F(LayerExtensions, EveryClaimedEntryPointIsThereAndAnswers) {
  const std::string claimed = extensionsOf(platform, device);
  EXPECT_NE(claimed.find(" cl_khr_subgroups "), std::string::npos);
  int called = 0;
  for (const auto &[extension, functions] : entryPoints()) {
    if (claimed.find(" " + extension + " ") == std::string::npos)
      continue;
    for (const auto &[name, call] : functions) {
      void *forPlatform = clGetExtensionFunctionAddressForPlatform(platform, name);
      void *any = clGetExtensionFunctionAddress(name);
      ASSERT_NE(forPlatform, nullptr) << extension << ": " << name;
      EXPECT_NE(call(forPlatform), CL_SUCCESS) << name << " on no object";
      // The deprecated lookup finds no platform's own functions through
      // ocl-icd (PoCL's command buffers, layer or not); what it finds works.
      if (any)
        EXPECT_NE(call(any), CL_SUCCESS) << name << " on no object";
      else
        EXPECT_NE(extension, "cl_khr_subgroups") << name << ": the layer's own must be found";
      ++called;
    }
  }
  EXPECT_GE(called, 1);
}

// The program: the KHR query on a built kernel, local size 64, gives
// the core query's answers (sub-groups of one work-item on PoCL).
TEST_F(LayerExtensions, KhrSubGroupQueryAnswersAsTheCoreOne) {
  cl_program program =
      built("kernel void k(global int *p) { p[get_global_id(0)] = 1; }", "-cl-std=CL3.0");
  cl_int err;
  cl_kernel kernel = clCreateKernel(program, "k", &err);
  ASSERT_EQ(err, CL_SUCCESS);
  auto khr = (clGetKernelSubGroupInfoKHR_fn)clGetExtensionFunctionAddressForPlatform(
      platform, "clGetKernelSubGroupInfoKHR");
  ASSERT_NE(khr, nullptr);
  const size_t local[1] = {64};
  for (cl_kernel_sub_group_info what :
       {CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE}) {
    size_t viaKhr = 0, viaCore = 0;
    ASSERT_EQ(khr(kernel, device, what, sizeof local, local, sizeof viaKhr, &viaKhr, nullptr),
              CL_SUCCESS);
    ASSERT_EQ(clGetKernelSubGroupInfo(kernel, device, what, sizeof local, local, sizeof viaCore,
                                      &viaCore, nullptr),
              CL_SUCCESS);
    EXPECT_EQ(viaKhr, viaCore) << what;
  }
  clReleaseKernel(kernel);
  clReleaseProgram(program);
}

}  // namespace
