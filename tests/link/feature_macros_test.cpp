// Every feature and extension macro promises declarations: a program that
// tests the macro and then uses what it names must build. FluidX3D's kernel
// picks atomic_fetch_add_explicit on a global atomic_float under
// #elif defined(__opencl_c_ext_fp32_global_atomic_add); for nvptx64 at
// -cl-std=CL1.2 the macro was defined but nothing it names was declared (the
// 2.0 atomics are declared from OpenCL C 2.0 on), so the program did not
// build. Here, for each target and each of CL1.2, CL2.0 and CL3.0, one
// program holds a kernel per macro, each inside #ifdef of its macro, using
// what the macro names; it must compile, and on the targets whose library
// implements everything (nvptx64, amdgcn) link. Every macro a target adds to
// clang's (its -D and -cl-ext flags, its versioned macros) must have a use
// here, so a new one cannot go untested.
#include <clbuiltins/Link.h>

#include <gtest/gtest.h>

#include <llvm/Support/Error.h>

#include <regex>
#include <set>

#ifndef CLB_TEST_LIBRARY_DIR
#error CLB_TEST_LIBRARY_DIR must name the directory of the built libraries
#endif

namespace {

struct Use {
  const char *macro;
  const char *params;  // the kernel's
  const char *body;
  const char *prelude = "";  // before the kernel (pragmas, program-scope variables)
};

const char kFp64[] = "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n";
const char kFp16[] = "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n";

#define FLOAT_ATOMIC(M, SPACE, T, OP, PRE)                                   \
  Use {                                                                      \
    M, SPACE " " #T " *p",                                                   \
        "atomic_" OP "_explicit((volatile " SPACE " atomic_" #T " *)p, (" #T \
        ")1, "                                                               \
        "memory_order_relaxed);",                                            \
        PRE                                                                  \
  }

const std::vector<Use> &uses() {
  static const std::vector<Use> table = {
      {"cl_khr_fp64", "global double *p", "p[0] = sqrt(p[1]);", kFp64},
      {"__opencl_c_fp64", "global double *p", "p[0] = sqrt(p[1]);", kFp64},
      {"cl_khr_fp16", "global half *p", "p[0] = p[1] * p[2];", kFp16},
      {"__opencl_c_int64", "global long *p", "p[0] = p[1] * p[2];"},
      {"cl_khr_byte_addressable_store", "global char *p", "p[0] = 1;"},
      {"__opencl_c_generic_address_space", "global int *p", "int *g = p; *g = 1;"},
      {"__opencl_c_program_scope_global_variables", "global int *p", "p[0] = clb_counter++;",
       "global int clb_counter;\n"},
      {"cl_khr_global_int32_base_atomics", "global int *p", "atom_add(p, 1);"},
      {"cl_khr_global_int32_extended_atomics", "global int *p", "atom_min(p, 1);"},
      {"cl_khr_local_int32_base_atomics", "local int *p", "atom_add(p, 1);"},
      {"cl_khr_local_int32_extended_atomics", "local int *p", "atom_max(p, 1);"},
      {"cl_khr_int64_base_atomics", "global long *p", "atom_add(p, 1L);"},
      {"cl_khr_int64_extended_atomics", "global long *p", "atom_min(p, 1L);"},
      {"cl_khr_subgroups", "global uint *p", "p[0] = get_sub_group_size();"},
      {"__opencl_c_subgroups", "global uint *p", "p[0] = get_sub_group_size();"},
      {"__opencl_c_images", "read_only image2d_t i, sampler_t s, global float4 *p",
       "p[0] = read_imagef(i, s, (int2)(0));"},
      {"__opencl_c_read_write_images", "read_write image2d_t i",
       "write_imagef(i, (int2)(0), read_imagef(i, (int2)(0)));"},
      {"__opencl_c_3d_image_writes", "write_only image3d_t i",
       "write_imagef(i, (int4)(0), (float4)(0));"},
      {"cl_khr_3d_image_writes", "write_only image3d_t i",
       "write_imagef(i, (int4)(0), (float4)(0));"},
      {"cl_khr_depth_images", "read_only image2d_depth_t i, sampler_t s, global float *p",
       "p[0] = read_imagef(i, s, (int2)(0));"},
      {"cl_khr_gl_msaa_sharing", "read_only image2d_msaa_t i, global float4 *p",
       "p[0] = read_imagef(i, (int2)(0), 0);"},
      // clang 15 declares the mipmap builtins from OpenCL C 2.0 on.
      {"cl_khr_mipmap_image", "read_only image2d_t i, sampler_t s, global float4 *p",
       "\n#if __OPENCL_C_VERSION__ >= 200\np[0] = read_imagef(i, s, (float2)(0.5f), 1.0f) + "
       "get_image_num_mip_levels(i);\n#endif\n"},
      {"cl_khr_mipmap_image_writes", "write_only image2d_t i",
       "\n#if __OPENCL_C_VERSION__ >= 200\nwrite_imagef(i, (int2)(0), 1, (float4)(0));\n#endif\n"},
      {"cl_khr_srgb_image_writes", "write_only image2d_t i",
       "write_imagef(i, (int2)(0), (float4)(0.5f));"},
      {"__opencl_c_atomic_order_acq_rel", "global atomic_int *p",
       "atomic_fetch_add_explicit(p, 1, memory_order_acq_rel);"},
      {"__opencl_c_atomic_order_seq_cst", "global atomic_int *p",
       "atomic_fetch_add_explicit(p, 1, memory_order_seq_cst);"},
      {"__opencl_c_atomic_scope_device", "global atomic_int *p",
       "atomic_fetch_add_explicit(p, 1, memory_order_relaxed, memory_scope_device);"},
      // (clang 15 defines this macro for OpenCL C 2.0 too, where the scope
      // is spelled all_svm_devices.)
      {"__opencl_c_atomic_scope_all_devices", "global atomic_int *p",
       "atomic_fetch_add_explicit(p, 1, memory_order_relaxed,\n"
       "#if __OPENCL_C_VERSION__ >= 300\nmemory_scope_all_devices\n#else\n"
       "memory_scope_all_svm_devices\n#endif\n);"},
      {"__opencl_c_work_group_collective_functions", "global int *p",
       "p[0] = work_group_reduce_add(p[1]);"},
      // FluidX3D's use, and the other float atomics likewise.
      FLOAT_ATOMIC("cl_ext_float_atomics", "global", float, "fetch_add", ""),
      FLOAT_ATOMIC("__opencl_c_ext_fp32_global_atomic_add", "global", float, "fetch_add", ""),
      FLOAT_ATOMIC("__opencl_c_ext_fp32_local_atomic_add", "local", float, "fetch_add", ""),
      FLOAT_ATOMIC("__opencl_c_ext_fp32_global_atomic_min_max", "global", float, "fetch_min", ""),
      FLOAT_ATOMIC("__opencl_c_ext_fp32_local_atomic_min_max", "local", float, "fetch_max", ""),
      FLOAT_ATOMIC("__opencl_c_ext_fp64_global_atomic_add", "global", double, "fetch_add", kFp64),
      FLOAT_ATOMIC("__opencl_c_ext_fp64_local_atomic_add", "local", double, "fetch_add", kFp64),
      FLOAT_ATOMIC("__opencl_c_ext_fp64_global_atomic_min_max", "global", double, "fetch_min",
                   kFp64),
      FLOAT_ATOMIC("__opencl_c_ext_fp64_local_atomic_min_max", "local", double, "fetch_max", kFp64),
      FLOAT_ATOMIC("__opencl_c_ext_fp16_global_atomic_load_store", "global", half, "exchange",
                   kFp16),
      FLOAT_ATOMIC("__opencl_c_ext_fp16_local_atomic_load_store", "local", half, "exchange", kFp16),
      FLOAT_ATOMIC("__opencl_c_ext_fp16_global_atomic_add", "global", half, "fetch_add", kFp16),
      FLOAT_ATOMIC("__opencl_c_ext_fp16_local_atomic_add", "local", half, "fetch_sub", kFp16),
      FLOAT_ATOMIC("__opencl_c_ext_fp16_global_atomic_min_max", "global", half, "fetch_min", kFp16),
      FLOAT_ATOMIC("__opencl_c_ext_fp16_local_atomic_min_max", "local", half, "fetch_max", kFp16),
      {"cl_khr_subgroup_extended_types", "global char *p", "p[0] = sub_group_broadcast(p[1], 0u);"},
      {"cl_khr_subgroup_non_uniform_vote", "global int *p", "p[0] = sub_group_elect();"},
      {"cl_khr_subgroup_ballot", "global uint4 *p", "p[0] = sub_group_ballot(1);"},
      {"cl_khr_subgroup_non_uniform_arithmetic", "global int *p",
       "p[0] = sub_group_non_uniform_reduce_add(p[1]);"},
      {"cl_khr_subgroup_shuffle", "global int *p", "p[0] = sub_group_shuffle(p[1], 0u);"},
      {"cl_khr_subgroup_shuffle_relative", "global int *p",
       "p[0] = sub_group_shuffle_up(p[1], 1u);"},
      {"cl_khr_subgroup_clustered_reduce", "global int *p",
       "p[0] = sub_group_clustered_reduce_add(p[1], 2u);"},
      {"cl_khr_subgroup_rotate", "global int *p", "p[0] = sub_group_rotate(p[1], 1);"},
      {"cl_khr_extended_bit_ops", "global uint *p", "p[0] = bitfield_insert(p[1], p[2], 0u, 4u);"},
      {"cl_khr_integer_dot_product", "global uint *p", "p[0] = dot((uchar4)(1), (uchar4)(2));"},
      {"__opencl_c_integer_dot_product_input_4x8bit", "global uint *p",
       "p[0] = dot((uchar4)(1), (uchar4)(2));"},
      {"__opencl_c_integer_dot_product_input_4x8bit_packed", "global uint *p",
       "p[0] = dot_4x8packed_uu_uint(p[1], p[2]);"},
  };
  return table;
}

std::string program() {
  std::string text;
  for (const Use &u : uses())
    text += std::string("#ifdef ") + u.macro + "\n" + u.prelude + "kernel void use_" + u.macro +
            "(" + u.params + ") { " + u.body + " }\n#endif\n";
  return text;
}

// The macros a target adds to clang's own: -D NAME, -cl-ext=+NAME, and the
// #define lines of its versioned macros.
std::set<std::string> addedMacros(const clb::TargetInfo &t) {
  std::set<std::string> names;
  std::smatch m;
  static const std::regex define("-D([A-Za-z_0-9]+)(=.*)?"), plus("\\+([A-Za-z_0-9]+)"),
      line("#define ([A-Za-z_0-9]+)");
  for (const std::string &flag : t.clangFlags) {
    if (std::regex_match(flag, m, define))
      names.insert(m[1]);
    if (flag.rfind("-cl-ext=", 0) == 0)
      for (std::sregex_iterator i(flag.begin(), flag.end(), plus), e; i != e; ++i)
        names.insert((*i)[1]);
  }
  for (std::sregex_iterator i(t.predefines.begin(), t.predefines.end(), line), e; i != e; ++i)
    names.insert((*i)[1]);
  names.erase("CLB_FLOAT_FAST_PER_LANE");  // the library's own tuning, not OpenCL's
  return names;
}

bool linksEverything(const std::string &target) {
  return target == "nvptx64" || target == "amdgcn";
}

TEST(FeatureMacros, EveryAddedMacroHasAUse) {
  std::set<std::string> known;
  for (const Use &u : uses())
    known.insert(u.macro);
  for (const clb::TargetInfo &t : clb::targets())
    for (const std::string &name : addedMacros(t))
      EXPECT_TRUE(known.count(name)) << t.name << " defines " << name
                                     << ", which tests/link/feature_macros_test.cpp never uses";
}

class FeatureMacrosPerStandard : public ::testing::TestWithParam<std::string> {};

TEST_P(FeatureMacrosPerStandard, EveryGuardedUseBuilds) {
  const std::string text = program();
  for (const clb::TargetInfo &t : clb::targets()) {
    clb::LinkRequest r;
    r.target = t.name;
    r.emit = "bc";
    r.optLevel = 0;
    r.libraryDir = CLB_TEST_LIBRARY_DIR;
    r.sources.emplace_back("feature_macros.cl", text);
    r.clangArgs = {"-cl-std=" + GetParam(), "-ferror-limit=0"};
    // The SPIR targets leave some builtins to their runtimes: compiled only.
    r.compileOnly = !linksEverything(t.name);
    auto out = clb::linkProgram(r);
    EXPECT_TRUE(bool(out)) << t.name << " -cl-std=" << GetParam() << ":\n"
                           << (out ? "" : llvm::toString(out.takeError()));
  }
}

INSTANTIATE_TEST_SUITE_P(Standards, FeatureMacrosPerStandard,
                         ::testing::Values("CL1.2", "CL2.0", "CL3.0"), [](const auto &info) {
                           std::string s = info.param;
                           s.erase(std::remove(s.begin(), s.end(), '.'), s.end());
                           return s;
                         });

}  // namespace
