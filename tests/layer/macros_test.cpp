// The spec's predefined macros ("Preprocessor Directives and Macros") in a
// program the layer compiles, against what clGetDeviceInfo says, for
// OpenCL C 1.2, 3.0 and no -cl-std (issue 16, case 1).
#include "layer_fixture.h"

#include <cpuid.h>

#include <algorithm>
#include <map>
#include <set>

using LayerMacros = PoclTest;

namespace {

// Every extension and feature macro the spec or clang-15 knows for a device
// like PoCL's CPU one; each must be defined exactly when the device lists it.
const char *const kKnownNames[] = {"cl_khr_fp64",
                                   "cl_khr_fp16",
                                   "cl_khr_int64_base_atomics",
                                   "cl_khr_int64_extended_atomics",
                                   "cl_khr_global_int32_base_atomics",
                                   "cl_khr_global_int32_extended_atomics",
                                   "cl_khr_local_int32_base_atomics",
                                   "cl_khr_local_int32_extended_atomics",
                                   "cl_khr_byte_addressable_store",
                                   "cl_khr_3d_image_writes",
                                   "cl_khr_subgroups",
                                   "cl_khr_depth_images",
                                   "cl_khr_mipmap_image",
                                   "cl_khr_gl_sharing",
                                   "cl_khr_spir",
                                   "cl_khr_command_buffer",
                                   "cl_khr_extended_bit_ops",
                                   "cl_khr_integer_dot_product",
                                   "__opencl_c_3d_image_writes",
                                   "__opencl_c_atomic_order_acq_rel",
                                   "__opencl_c_atomic_order_seq_cst",
                                   "__opencl_c_atomic_scope_device",
                                   "__opencl_c_atomic_scope_all_devices",
                                   "__opencl_c_device_enqueue",
                                   "__opencl_c_generic_address_space",
                                   "__opencl_c_fp64",
                                   "__opencl_c_images",
                                   "__opencl_c_int64",
                                   "__opencl_c_pipes",
                                   "__opencl_c_program_scope_global_variables",
                                   "__opencl_c_read_write_images",
                                   "__opencl_c_subgroups",
                                   "__opencl_c_work_group_collective_functions",
                                   "__opencl_c_integer_dot_product_input_4x8bit",
                                   "__opencl_c_integer_dot_product_input_4x8bit_packed",
                                   "__opencl_c_fp16",
                                   "__opencl_c_ext_fp32_global_atomic_add"};

const char *const kValueMacros[] = {
    "__OPENCL_VERSION__", "__OPENCL_C_VERSION__",  "CL_VERSION_1_0", "CL_VERSION_1_1",
    "CL_VERSION_1_2",     "CL_VERSION_2_0",        "CL_VERSION_3_0", "__ENDIAN_LITTLE__",
    "__IMAGE_SUPPORT__",  "__FAST_RELAXED_MATH__", "FP_FAST_FMA",    "FP_FAST_FMAF",
    "FP_FAST_FMA_HALF"};

// One kernel writing, per macro, its value (-1: not defined) or 1/0 for
// "defined" of the extension and feature names.
std::string probeSource(const std::vector<std::string> &names) {
  std::string s = "kernel void probe(global long *out) {\n";
  int i = 0;
  for (const char *m : kValueMacros)
    s += std::string("#ifdef ") + m + "\n out[" + std::to_string(i) + "] = " + m +
         ";\n#else\n out[" + std::to_string(i) + "] = -1;\n#endif\n",
        ++i;
  for (const std::string &n : names)
    s += "#ifdef " + n + "\n out[" + std::to_string(i) + "] = 1;\n#else\n out[" +
         std::to_string(i) + "] = 0;\n#endif\n",
        ++i;
  return s + "}\n";
}

int versionFrom(const std::string &text, const char *prefix) {
  int major = 0, minor = 0;
  size_t at = text.find(prefix);
  if (at == std::string::npos ||
      std::sscanf(text.c_str() + at + std::strlen(prefix), "%d.%d", &major, &minor) != 2)
    return 0;
  return major * 100 + minor * 10;
}

// The host CPU's fused multiply-add (CPUID.1:ECX.FMA[bit 12]): PoCL's CPU
// device is this CPU.
bool hostHasFma() {
  unsigned a, b, c, d;
  return __get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 12));
}

}  // namespace

TEST_F(LayerMacros, MatchTheDeviceQueries) {
  auto str = [&](cl_device_info what) {
    size_t size = 0;
    clGetDeviceInfo(device, what, 0, nullptr, &size);
    std::string s(size, '\0');
    clGetDeviceInfo(device, what, size, s.data(), nullptr);
    s.resize(std::strlen(s.c_str()));
    return s;
  };
  auto fpConfig = [&](cl_device_info what) {
    cl_device_fp_config c = 0;
    clGetDeviceInfo(device, what, sizeof c, &c, nullptr);
    return c;
  };
  std::set<std::string> extensions, features;
  {
    std::istringstream is(str(CL_DEVICE_EXTENSIONS));
    for (std::string w; is >> w;)
      extensions.insert(w);
    size_t size = 0;
    clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, 0, nullptr, &size);
    std::vector<cl_name_version> f(size / sizeof(cl_name_version));
    clGetDeviceInfo(device, CL_DEVICE_OPENCL_C_FEATURES, size, f.data(), nullptr);
    for (const cl_name_version &nv : f)
      features.insert(nv.name);
  }
  std::vector<std::string> names(std::begin(kKnownNames), std::end(kKnownNames));
  for (const auto *set : {&extensions, &features})
    for (const std::string &n : *set)
      if (std::find(names.begin(), names.end(), n) == names.end())
        names.push_back(n);

  const int deviceVersion = versionFrom(str(CL_DEVICE_VERSION), "OpenCL ");
  const int deviceC1x = versionFrom(str(CL_DEVICE_OPENCL_C_VERSION), "OpenCL C ");
  const bool fp64 = extensions.count("cl_khr_fp64") > 0;
  const bool fmaF = hostHasFma() && (fpConfig(CL_DEVICE_SINGLE_FP_CONFIG) & CL_FP_FMA);
  const bool fmaD = fp64 && hostHasFma() && (fpConfig(CL_DEVICE_DOUBLE_FP_CONFIG) & CL_FP_FMA);
  ASSERT_GT(deviceVersion, 0);

  struct Case {
    const char *options;
    int cVersion;
    bool fast;
  };
  // Without -cl-std: the highest OpenCL C 1.x the device supports.
  const Case cases[] = {{"", deviceC1x < 200 ? deviceC1x : 120, false},
                        {"-cl-std=CL1.2", 120, false},
                        {"-cl-std=CL3.0", 300, false},
                        {"-cl-std=CL3.0 -cl-fast-relaxed-math", 300, true}};
  const std::string text = probeSource(names);
  for (const Case &c : cases) {
    SCOPED_TRACE(std::string("options '") + c.options + "'");
    cl_program p = built(text, c.options);
    std::vector<cl_long> out = runOnBuffer(
        p, "probe", std::vector<cl_long>(std::size(kValueMacros) + names.size(), 7), 1, 1);
    clReleaseProgram(p);
    std::map<std::string, cl_long> v;
    for (size_t i = 0; i < std::size(kValueMacros); ++i)
      v[kValueMacros[i]] = out[i];
    EXPECT_EQ(v["__OPENCL_VERSION__"], deviceVersion);
    EXPECT_EQ(v["__OPENCL_C_VERSION__"], c.cVersion);
    EXPECT_EQ(v["CL_VERSION_1_0"], 100);
    EXPECT_EQ(v["CL_VERSION_1_1"], 110);
    EXPECT_EQ(v["CL_VERSION_1_2"], 120);
    if (c.cVersion >= 300) {
      EXPECT_EQ(v["CL_VERSION_2_0"], 200);
      EXPECT_EQ(v["CL_VERSION_3_0"], 300);
    }
    EXPECT_EQ(v["__ENDIAN_LITTLE__"], deviceBool(CL_DEVICE_ENDIAN_LITTLE) ? 1 : -1);
    EXPECT_EQ(v["__IMAGE_SUPPORT__"], deviceBool(CL_DEVICE_IMAGE_SUPPORT) ? 1 : -1);
    EXPECT_EQ(v["__FAST_RELAXED_MATH__"], c.fast ? 1 : -1);
    EXPECT_EQ(v["FP_FAST_FMAF"], fmaF ? 1 : -1);
    EXPECT_EQ(v["FP_FAST_FMA"], fmaD ? 1 : -1);
    EXPECT_EQ(v["FP_FAST_FMA_HALF"], -1);  // the device has no half
    for (size_t i = 0; i < names.size(); ++i) {
      const std::string &n = names[i];
      bool feature = n.rfind("__opencl_c_", 0) == 0;
      cl_long got = out[std::size(kValueMacros) + i];
      if (feature && c.cVersion < 300) {
        // Before 3.0 feature macros are not the spec's; clang's header still
        // defines some (__opencl_c_int64), which only a device with the
        // feature may see.
        if (got)
          EXPECT_TRUE(features.count(n)) << n << " defined for a device without it";
        continue;
      }
      bool want = feature ? features.count(n) > 0 : extensions.count(n) > 0;
      EXPECT_EQ(got, want ? 1 : 0) << n;
    }
  }
}
