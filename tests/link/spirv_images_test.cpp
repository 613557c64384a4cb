// spirv64's images are the SPIR-V consumer's: each name
// targets/spirv64/runtime-provided-images.txt lists (which clb-coverage counts
// as covered) must become SPIR-V image instructions in a module spirv-val
// accepts when clb-link translates a kernel calling it, never an unresolved
// import; the msaa size queries the translator gets wrong stay unresolved.
// The kernels are written from the list and clang's own declarations
// (build/generated/signatures.txt), so a name added to the list is tested too.
#include "clbuiltins/Link.h"
#include "link_helpers.h"
#include "spirv_helpers.h"

#include <gtest/gtest.h>

#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace {

// One kernel per listed image builtin: its image and sampler are the
// kernel's parameters, its other arguments read from `in`, its result
// stored through `out`.
std::string kernelsCallingEach(const std::set<std::string> &names, std::string &missing) {
  const auto decls = clbtest::signaturesOf(names);
  std::string src =
      "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
      "constant sampler_t program_sampler = CLK_NORMALIZED_COORDS_TRUE |\n"
      "    CLK_ADDRESS_REPEAT | CLK_FILTER_LINEAR;\n"
      "kernel void with_program_sampler(read_only image2d_t i, global float4 *o) {\n"
      "  *o = read_imagef(i, program_sampler, (float2)(0.25f, 0.5f));\n}\n";
  std::string tailDecls, tail;
  int n = 0;
  for (const std::string &name : names) {
    if (name == "__translate_sampler_initializer")
      continue;
    auto it = decls.find(name);
    if (it == decls.end()) {
      missing += " " + name;
      continue;
    }
    const std::vector<std::string> &f = it->second;
    // clang 15's builtin table (what its driver, and clb-link, declare)
    // lacks the read_write mipmap overloads opencl-c.h has: declared here,
    // at the end of the program with the kernels calling them, since a
    // declaration of a builtin's name hides the table's overloads of it
    // from the calls after it.
    const size_t arity = f.size() - 4;
    const bool mip = (f[0].rfind("read_image", 0) == 0 && arity > 3 && f[5] == "sampler_t") ||
                     (f[0].rfind("write_image", 0) == 0 && arity == 4);
    const bool declared = mip && name.find("_rw") != std::string::npos;
    if (declared) {
      tailDecls += "__attribute__((overloadable)) " + f[3] + " " + f[0] + "(" + f[4];
      for (size_t p = 5; p < f.size(); ++p)
        tailDecls += ", " + f[p];
      tailDecls += ");\n";
    }
    std::string params = f[4] + " image", args = "image";
    for (size_t p = 5; p < f.size(); ++p) {
      if (f[p] == "sampler_t") {
        params += ", sampler_t sampler";
        args += ", sampler";
      } else {
        args += ", *(global " + f[p] + " *)(in + " + std::to_string(32 * (p - 5)) + ")";
      }
    }
    const std::string call = f[0] + "(" + args + ")";
    (declared ? tail : src) += "kernel void k" + std::to_string(n++) + "(" + params +
                               ", global uchar *in, global uchar *out) { " +
                               (f[3] == "void" ? call : "*(global " + f[3] + " *)out = " + call) +
                               "; }\n";
  }
  return src + tailDecls + tail;
}

TEST(ClbLink, SpirvImagesBecomeInstructions) {
  const std::set<std::string> listed = clbtest::listedNames(CLB_SPIRV64_IMAGES_PROVIDED);
  // 356 image builtins less the 42 msaa size queries, the 83 mipmap ones the
  // translator expresses (the list says which), and the sampler initializer.
  ASSERT_EQ(listed.size(), 398u);

  std::string missing;
  const std::string src = kernelsCallingEach(listed, missing);
  ASSERT_TRUE(missing.empty()) << "listed but not declared by clang:" << missing;
  const std::string dis = clbtest::linkedDisassembly(src);
  ASSERT_FALSE(dis.empty());

  std::istringstream lines(dis);
  std::map<std::string, int> ops;
  for (std::string line; std::getline(lines, line);) {
    if (line.find("LinkageAttributes") != std::string::npos &&
        line.find("Import") != std::string::npos)
      ADD_FAILURE() << "unresolved: " << line;
    for (size_t at = line.find("Op"); at != std::string::npos; at = line.find("Op", at + 2)) {
      size_t end = line.find_first_of(" \t", at);
      std::string op = line.substr(at, end == std::string::npos ? std::string::npos : end - at);
      if (op.rfind("OpImage", 0) == 0 || op == "OpConstantSampler")
        ++ops[op];
    }
  }
  for (const char *op : {"OpImageSampleExplicitLod", "OpImageRead", "OpImageWrite",
                         "OpImageQuerySizeLod", "OpImageQueryFormat", "OpImageQueryOrder",
                         "OpImageQuerySamples", "OpImageQueryLevels", "OpConstantSampler"})
    EXPECT_GT(ops[op], 0) << op;
}

// Program samplers read in the branches of a switch: the optimizer would
// merge the branches' calls into one call of a phi of their bits, which
// SPIR-V cannot express (the translator aborted). Each stays a constant
// sampler, one per distinct sampler, in a module spirv-val accepts.
TEST(ClbLink, SpirvProgramSamplersInBranchesStayConstants) {
  std::string src;
  const char *modes[] = {"CLK_ADDRESS_NONE", "CLK_ADDRESS_CLAMP_TO_EDGE", "CLK_ADDRESS_CLAMP",
                         "CLK_ADDRESS_REPEAT", "CLK_ADDRESS_MIRRORED_REPEAT"};
  for (int i = 0; i < 5; ++i)
    src += "constant sampler_t s" + std::to_string(i) +
           " = CLK_NORMALIZED_COORDS_TRUE | CLK_FILTER_LINEAR | " + modes[i] + ";\n";
  src +=
      "kernel void k(read_only image2d_t img, int which, global float4 *out) {\n"
      "  float2 c = (float2)(0.25f, 0.5f);\n"
      "  const sampler_t own = CLK_NORMALIZED_COORDS_FALSE | CLK_FILTER_NEAREST;\n"
      "  float4 r;\n"
      "  switch (which) {\n";
  for (int i = 0; i < 5; ++i)
    src += "  case " + std::to_string(i) + ": r = read_imagef(img, s" + std::to_string(i) +
           ", c); break;\n";
  src += "  default: r = read_imagef(img, own, c); break;\n  }\n  *out = r;\n}\n";
  const std::string dis = clbtest::linkedDisassembly(src);
  ASSERT_FALSE(dis.empty());
  int samplers = 0;
  std::istringstream lines(dis);
  for (std::string line; std::getline(lines, line);)
    samplers += line.find("OpConstantSampler") != std::string::npos;
  EXPECT_EQ(samplers, 6) << dis;
}

// A size query of an msaa image would be invalid SPIR-V: reported as
// unresolved, as every builtin the target lacks is.
TEST(ClbLink, SpirvLeavesMsaaSizeQueriesUnresolved) {
  auto r = clbtest::linkRequest(
      "spirv64", "spv",
      "kernel void k(read_only image2d_msaa_t i, global int *o) { *o = get_image_width(i); }\n");
  r.clangArgs = {"-cl-std=CL3.0"};
  std::string msg = clbtest::linkFailure(r);
  EXPECT_NE(msg.find("no definition for get_image_width"), std::string::npos) << msg;
}

// A write with a lod would be invalid SPIR-V (OpImageWrite with a Lod
// operand), as would a 3D gradient read (4-component gradients): both
// reported as unresolved.
TEST(ClbLink, SpirvLeavesMipWritesAnd3DGradientsUnresolved) {
  const char *const kernels[][2] = {
      {"kernel void k(write_only image2d_t i) { write_imagef(i, (int2)(0), 1, (float4)(0)); }\n",
       "no definition for write_imagef"},
      {"kernel void k(read_only image3d_t i, sampler_t s, global float4 *o) {\n"
       "  *o = read_imagef(i, s, (float4)(0.5f), (float4)(0.1f), (float4)(0.1f)); }\n",
       "no definition for read_imagef"}};
  for (const auto &k : kernels) {
    auto r = clbtest::linkRequest("spirv64", "spv", k[0]);
    r.clangArgs = {"-cl-std=CL3.0"};
    std::string msg = clbtest::linkFailure(r);
    EXPECT_NE(msg.find(k[1]), std::string::npos) << msg;
  }
}

}  // namespace
