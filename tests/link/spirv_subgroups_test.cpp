// spirv64's sub-groups are the SPIR-V consumer's: the names
// targets/spirv64/runtime-provided.txt lists (which clb-coverage counts as
// covered) must each become a SPIR-V instruction or builtin variable when
// clb-link translates a kernel calling it, never an unresolved import. The
// kernel is written from the list and clang's own declarations
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

// A call of each listed sub-group builtin, arguments read from `in`, results
// stored through `out`; barrier flags and scope are constants, as SPIR-V
// needs them.
std::string kernelCallingEach(const std::set<std::string> &names, std::string &missing) {
  const auto decls = clbtest::signaturesOf(names);
  std::string src =
      "#pragma OPENCL EXTENSION cl_khr_fp16 : enable\n"
      "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
      "kernel void k(global uchar *in, global uchar *out) {\n";
  int n = 0;
  for (const std::string &name : names) {
    auto it = decls.find(name);
    if (it == decls.end()) {
      missing += " " + name;
      continue;
    }
    const std::vector<std::string> &f = it->second;
    std::string args;
    for (size_t p = 4; p < f.size(); ++p) {
      std::string arg;
      if (f[0] == "sub_group_barrier")
        arg = p == 4 ? "CLK_LOCAL_MEM_FENCE" : "memory_scope_sub_group";
      else
        arg = "*(global " + f[p] + " *)(in + " + std::to_string(128 * n + 32 * (p - 4)) + ")";
      args += (args.empty() ? "" : ", ") + arg;
    }
    std::string call = f[0] + "(" + args + ")";
    if (f[3] == "void")
      src += "  " + call + ";\n";
    else
      src += "  *(global " + f[3] + " *)(out + " + std::to_string(128 * n) + ") = " + call + ";\n";
    ++n;
  }
  return src + "}\n";
}

TEST(ClbLink, SpirvSubGroupsBecomeInstructions) {
  const std::set<std::string> listed = clbtest::listedNames(CLB_SPIRV64_PROVIDED, "sub_group");
  // cl_khr_subgroups and cl_khr_subgroup_extended_types, every overload.
  ASSERT_EQ(listed.size(), 175u);

  std::string missing;
  std::string src = kernelCallingEach(listed, missing);
  ASSERT_TRUE(missing.empty()) << "listed but not declared by clang:" << missing;
  const std::string dis = clbtest::linkedDisassembly(src);
  ASSERT_FALSE(dis.empty());

  // Nothing is imported but the builtin variables the consumer defines.
  std::istringstream lines(dis);
  std::map<std::string, int> ops;
  std::set<std::string> builtins;
  for (std::string line; std::getline(lines, line);) {
    if (line.find("LinkageAttributes") != std::string::npos &&
        line.find("Import") != std::string::npos)
      EXPECT_NE(line.find("\"__spirv_BuiltIn"), std::string::npos) << "unresolved: " << line;
    for (size_t at = line.find("Op"); at != std::string::npos; at = line.find("Op", at + 2)) {
      size_t end = line.find_first_of(" \t", at);
      std::string op = line.substr(at, end == std::string::npos ? std::string::npos : end - at);
      if (op.rfind("OpGroup", 0) == 0 || op == "OpControlBarrier")
        ++ops[op];
    }
    if (auto at = line.find("BuiltIn ");
        at != std::string::npos && line.find("OpDecorate") != std::string::npos)
      builtins.insert(line.substr(at + 8));
  }
  // Each listed call is one instruction: reductions and scans of 11 types x
  // 3 ops x 3 kinds, broadcasts of 11 scalar and 55 vector types, all, any,
  // and the two barriers.
  int group = 0;
  for (const auto &[op, n] : ops)
    group += op == "OpControlBarrier" ? 0 : n;
  EXPECT_EQ(group, 99 + 66 + 2);
  EXPECT_EQ(ops["OpControlBarrier"], 2);
  for (const char *op :
       {"OpGroupIAdd", "OpGroupFAdd", "OpGroupSMin", "OpGroupUMin", "OpGroupFMin", "OpGroupSMax",
        "OpGroupUMax", "OpGroupFMax", "OpGroupBroadcast", "OpGroupAll", "OpGroupAny"})
    EXPECT_GT(ops[op], 0) << op;
  EXPECT_EQ(ops["OpGroupBroadcast"], 66);
  for (const char *b : {"SubgroupSize", "SubgroupMaxSize", "NumSubgroups", "NumEnqueuedSubgroups",
                        "SubgroupId", "SubgroupLocalInvocationId"})
    EXPECT_EQ(builtins.count(b), 1u) << b;
}

// A barrier whose flags the program computes cannot be SPIR-V: refused with
// the call's name (the translator would end the process).
TEST(ClbLink, SpirvRefusesBarrierFlagsKnownOnlyAtRunTime) {
  auto r = clbtest::linkRequest("spirv64", "spv",
                                "kernel void k(global uint *f) { sub_group_barrier(f[0]); }\n");
  r.clangArgs = {"-cl-std=CL3.0"};
  std::string msg = clbtest::linkFailure(r);
  EXPECT_NE(msg.find("sub_group_barrier(uint) to be constants"), std::string::npos) << msg;
}

}  // namespace
