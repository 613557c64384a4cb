// Targets are data (targets/<t>/target.cmake): every target in the table
// links and emits each kind it lists, and amdgcn, the target added as the
// proof that a new target needs no edits to clb-link, links a kernel that
// uses every kind of builtin the library has to AMDGPU code.
#include "clbuiltins/Link.h"

#include <gtest/gtest.h>

#include <cstring>

namespace {

clb::LinkRequest request(const std::string &target, const std::string &emit,
                         const std::string &source) {
  clb::LinkRequest r;
  r.target = target;
  r.emit = emit;
  r.sources.emplace_back("kernel.cl", source);
  r.clangArgs = {"-cl-std=CL3.0"};
  r.libraryDir = CLB_TEST_LIBRARY_DIR;
  return r;
}

std::string linked(const clb::LinkRequest &r) {
  auto out = clb::link(r);
  if (!out) {
    ADD_FAILURE() << r.target << " --emit " << r.emit << ": " << llvm::toString(out.takeError());
    return "";
  }
  return *out;
}

// A work-item id, a barrier, a conversion, vload/vstore and a work-group
// collective: what the runtime would provide and what the library builds on it.
const char kEveryFamily[] =
    "kernel void k(global const float *in, global int *out, local float *tmp) {\n"
    "  size_t i = get_global_id(0);\n"
    "  float4 v = vload4(i, in);\n"
    "  tmp[get_local_id(0)] = v.x;\n"
    "  barrier(CLK_LOCAL_MEM_FENCE);\n"
    "  int s = work_group_reduce_add(convert_int_sat_rte(tmp[0] + v.y));\n"
    "  vstore2((int2)(s, convert_int_rtz(v.z)), i, out);\n"
    "}\n";

TEST(Targets, EveryTargetEmitsEachKindItLists) {
  ASSERT_NE(clb::findTarget("amdgcn"), nullptr) << "targets: " << clb::targetNames();
  for (const clb::TargetInfo &t : clb::targets())
    for (const std::string &kind : t.emits)
      EXPECT_FALSE(linked(request(t.name, kind, kEveryFamily)).empty()) << t.name << " " << kind;
}

TEST(Targets, AmdgcnLinksToGcnAssembly) {
  std::string s = linked(request("amdgcn", "asm", kEveryFamily));
  EXPECT_NE(s.find(".amdgcn_target \"amdgcn-amd-amdhsa--gfx90a"), std::string::npos) << s;
  EXPECT_NE(s.find(".amdhsa_kernel k"), std::string::npos) << s;
  EXPECT_NE(s.find("s_barrier"), std::string::npos) << s;
  EXPECT_NE(s.find("s_endpgm"), std::string::npos) << s;
  // Every builtin was defined and inlined: the kernel calls nothing.
  EXPECT_EQ(s.find("s_swappc"), std::string::npos) << s;
  // The collective's scratch is sized for 1024 work-items and the kernel may
  // be launched with that many.
  EXPECT_NE(s.find(".max_flat_workgroup_size: 1024"), std::string::npos) << s;
  // get_global_offset reads the first hidden arguments of a code object v4
  // kernel (targets/amdgcn/workitem/hsa.h): the backend must still make them.
  EXPECT_NE(s.find("amdhsa.version:\n  - 1\n  - 1\n"), std::string::npos) << s;
  EXPECT_NE(s.find(".value_kind:     hidden_global_offset_x"), std::string::npos) << s;
}

TEST(Targets, AmdgcnObjectIsAnAmdgpuElf) {
  std::string o = linked(request("amdgcn", "obj", kEveryFamily));
  ASSERT_GE(o.size(), 20u);
  EXPECT_EQ(o.compare(0, 4,
                      "\x7f"
                      "ELF"),
            0);
  EXPECT_EQ(o[4], 2) << "ELFCLASS64";
  EXPECT_EQ(o[7], 64) << "ELFOSABI_AMDGPU_HSA";
  unsigned machine = (unsigned char)o[18] | (unsigned char)o[19] << 8;
  EXPECT_EQ(machine, 224u) << "EM_AMDGPU";
}

TEST(Targets, AmdgcnLaunchBoundsFollowReqdWorkGroupSize) {
  std::string src = std::string("__attribute__((reqd_work_group_size(64, 2, 1)))\n") + kEveryFamily;
  std::string ll = linked(request("amdgcn", "ll", src));
  EXPECT_NE(ll.find("define protected amdgpu_kernel void @k("), std::string::npos) << ll;
  EXPECT_NE(ll.find("\"amdgpu-flat-work-group-size\"=\"128,128\""), std::string::npos) << ll;
  EXPECT_NE(ll.find("@k.__clb_work_group_scratch = internal unnamed_addr addrspace(3) global"),
            std::string::npos)
      << ll;
}

TEST(Targets, UnresolvedNamesSpellTheTargetsAddressSpaces) {
  auto r =
      request("amdgcn", "asm",
              "int __attribute__((overloadable)) no_such_builtin(local int *, int *);\n"
              "kernel void k(global int *a, local int *l) { a[0] = no_such_builtin(l, a); }\n");
  auto out = clb::link(r);
  ASSERT_FALSE(bool(out));
  std::string msg = llvm::toString(out.takeError());
  EXPECT_NE(msg.find("no definition for no_such_builtin(int __local*, int __generic*) "
                     "(_Z15no_such_builtinPU3AS3iPU3AS0i) in clbuiltins for amdgcn"),
            std::string::npos)
      << msg;
}

}  // namespace
