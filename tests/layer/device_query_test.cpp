// What the device says through the layer agrees with itself across every
// query that says it, and with what the compiler sees.
#include "layer_fixture.h"

#include <set>

using LayerDeviceQueries = PoclTest;

static std::vector<cl_name_version> nameVersions(cl_device_id d, cl_device_info what) {
  size_t size = 0;
  EXPECT_EQ(clGetDeviceInfo(d, what, 0, nullptr, &size), CL_SUCCESS);
  std::vector<cl_name_version> out(size / sizeof(cl_name_version));
  EXPECT_EQ(size % sizeof(cl_name_version), 0u);
  EXPECT_EQ(clGetDeviceInfo(d, what, size, out.data(), nullptr), CL_SUCCESS);
  return out;
}

static std::set<std::string> names(const std::vector<cl_name_version> &list) {
  std::set<std::string> out;
  for (const cl_name_version &nv : list)
    out.insert(nv.name);
  return out;
}

TEST_F(LayerDeviceQueries, ClaimsAgree) {
  std::set<std::string> features = names(nameVersions(device, CL_DEVICE_OPENCL_C_FEATURES));
  EXPECT_EQ(features.count("__opencl_c_work_group_collective_functions") == 1,
            deviceBool(CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT));
  EXPECT_EQ(features.count("__opencl_c_generic_address_space") == 1,
            deviceBool(CL_DEVICE_GENERIC_ADDRESS_SPACE_SUPPORT));
  cl_device_atomic_capabilities caps = 0;
  clGetDeviceInfo(device, CL_DEVICE_ATOMIC_MEMORY_CAPABILITIES, sizeof caps, &caps, nullptr);
  EXPECT_EQ(features.count("__opencl_c_atomic_scope_all_devices") == 1,
            (caps & CL_DEVICE_ATOMIC_SCOPE_ALL_DEVICES) != 0);

  // cl_ext_float_atomics: the library defines every float (and, with fp64,
  // double) add/sub/min/max in global and local memory, so the layer claims
  // each feature and its CL_DEVICE_*_FP_ATOMIC_CAPABILITIES_EXT bit.
  const cl_device_info singleCaps = 0x4231, doubleCaps = 0x4232;
  const cl_bitfield addMinMax = (2 | 4) | ((2 | 4) << 16);  // global and local
  cl_bitfield single = 0, dbl = 0;
  EXPECT_EQ(clGetDeviceInfo(device, singleCaps, sizeof single, &single, nullptr), CL_SUCCESS);
  EXPECT_EQ(single, addMinMax);
  for (const char *f :
       {"__opencl_c_ext_fp32_global_atomic_add", "__opencl_c_ext_fp32_local_atomic_add",
        "__opencl_c_ext_fp32_global_atomic_min_max", "__opencl_c_ext_fp32_local_atomic_min_max"})
    EXPECT_EQ(features.count(f), 1u) << f;
  if (features.count("__opencl_c_fp64")) {
    EXPECT_EQ(clGetDeviceInfo(device, doubleCaps, sizeof dbl, &dbl, nullptr), CL_SUCCESS);
    EXPECT_EQ(dbl, addMinMax);
    EXPECT_EQ(features.count("__opencl_c_ext_fp64_local_atomic_min_max"), 1u);
  }

  // CL_DEVICE_EXTENSIONS is the names of CL_DEVICE_EXTENSIONS_WITH_VERSION.
  size_t size = 0;
  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, 0, nullptr, &size), CL_SUCCESS);
  std::string ext(size, '\0');
  ASSERT_EQ(clGetDeviceInfo(device, CL_DEVICE_EXTENSIONS, size, ext.data(), nullptr), CL_SUCCESS);
  EXPECT_EQ(std::strlen(ext.c_str()) + 1, size);
  std::set<std::string> words;
  for (size_t pos = 0; pos < std::strlen(ext.c_str());) {
    size_t end = ext.find_first_of(" \0", pos);
    end = end == std::string::npos ? std::strlen(ext.c_str()) : end;
    if (end > pos)
      words.insert(ext.substr(pos, end - pos));
    pos = end + 1;
  }
  EXPECT_EQ(words, names(nameVersions(device, CL_DEVICE_EXTENSIONS_WITH_VERSION)));

  // Too small a buffer is CL_INVALID_VALUE, as the API says.
  cl_name_version one;
  if (features.size() > 1)
    EXPECT_EQ(clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, sizeof one, &one, nullptr),
              CL_INVALID_VALUE);

  // OpenCL C 3.0 is among the versions the programs below compile with.
  bool has30 = false;
  for (const cl_name_version &v : nameVersions(device, CL_DEVICE_OPENCL_C_ALL_VERSIONS))
    has30 |= v.version == CL_MAKE_VERSION(3, 0, 0);
  EXPECT_TRUE(has30);
}

// Every feature and extension the device claims is predefined for an
// OpenCL C 3.0 program, and nothing the device does not claim is.
TEST_F(LayerDeviceQueries, CompilerSeesTheClaims) {
  const char *probes[] = {"__opencl_c_work_group_collective_functions",
                          "__opencl_c_generic_address_space",
                          "__opencl_c_atomic_scope_all_devices",
                          "__opencl_c_subgroups",
                          "__opencl_c_pipes",
                          "__opencl_c_device_enqueue",
                          "__opencl_c_program_scope_global_variables",
                          "__opencl_c_fp64",
                          "__opencl_c_images",
                          "__opencl_c_read_write_images",
                          "__opencl_c_3d_image_writes",
                          "cl_khr_3d_image_writes",
                          "cl_khr_depth_images",
                          "cl_khr_fp64",
                          "cl_khr_fp16",
                          "cl_khr_subgroups",
                          "cl_khr_extended_bit_ops",
                          "cl_khr_integer_dot_product",
                          "__opencl_c_integer_dot_product_input_4x8bit",
                          "__opencl_c_integer_dot_product_input_4x8bit_packed",
                          "cl_ext_float_atomics",
                          "__opencl_c_ext_fp32_global_atomic_add",
                          "__opencl_c_ext_fp32_local_atomic_min_max",
                          "__opencl_c_ext_fp64_global_atomic_min_max",
                          "__opencl_c_ext_fp64_local_atomic_add",
                          "__opencl_c_ext_fp16_global_atomic_add"};
  std::string text = "kernel void probe(global int *out) {\n";
  for (size_t i = 0; i < std::size(probes); ++i)
    text +=
        std::string("#ifdef ") + probes[i] + "\n  out[" + std::to_string(i) + "] = 1;\n#endif\n";
  text += "}\n";
  cl_program p = built(text, "-cl-std=CL3.0");
  std::vector<int> got = runOnBuffer(p, "probe", std::vector<int>(std::size(probes), 0), 1, 1);
  std::set<std::string> claimed = names(nameVersions(device, CL_DEVICE_OPENCL_C_FEATURES));
  for (const std::string &e : names(nameVersions(device, CL_DEVICE_EXTENSIONS_WITH_VERSION)))
    claimed.insert(e);
  for (size_t i = 0; i < std::size(probes); ++i)
    EXPECT_EQ(got[i] == 1, claimed.count(probes[i]) == 1) << probes[i];
  clReleaseProgram(p);
}

// Entry points looked up by name are the layer's too: a build through them
// behaves like one through the API.
TEST_F(LayerDeviceQueries, ExtensionFunctionAddressesReachTheLayer) {
  using Build = cl_int(CL_API_CALL *)(cl_program, cl_uint, const cl_device_id *, const char *,
                                      void(CL_CALLBACK *)(cl_program, void *), void *);
  auto build = (Build)clGetExtensionFunctionAddressForPlatform(platform, "clBuildProgram");
  if (!build)
    GTEST_SKIP() << "core functions are not handed out by name here";
  ASSERT_TRUE(deviceBool(CL_DEVICE_WORK_GROUP_COLLECTIVE_FUNCTIONS_SUPPORT));
  // PoCL alone cannot build this one (see without_layer_test.cpp).
  cl_program p = source(kReduceAddSource);
  EXPECT_EQ(build(p, 1, &device, "-cl-std=CL3.0", nullptr, nullptr), CL_SUCCESS) << buildLog(p);
  cl_program_binary_type type;
  clGetProgramBuildInfo(p, device, CL_PROGRAM_BINARY_TYPE, sizeof type, &type, nullptr);
  EXPECT_EQ(type, CL_PROGRAM_BINARY_TYPE_EXECUTABLE);
  clReleaseProgram(p);
}
