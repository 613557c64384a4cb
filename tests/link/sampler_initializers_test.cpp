// Samplers declared in the program (tools/clb-link/lib/steps/SamplerInitializers.cpp):
// on every target whose library implements images, clang's
// __translate_sampler_initializer(bits) calls become the bits themselves,
// so nothing is left for the runtime; a declaration of another type, or a
// use other than a call, is refused with its reason. The image builtins
// themselves are checked at run time by the image suite.
#include "link_helpers.h"
#include "llvm_compat.h"

#include <filesystem>
#include <fstream>

using clbtest::linkFailure;
using clbtest::linkRequest;

namespace {

// One sampler at program scope, one in the kernel: 36 (0x24) is
// CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR, 23 (0x17) CLK_NORMALIZED_COORDS_TRUE
// | CLK_ADDRESS_REPEAT | CLK_FILTER_NEAREST.
const char kSamplers[] =
    "constant sampler_t program_scope = CLK_ADDRESS_CLAMP | CLK_FILTER_LINEAR;\n"
    "kernel void k(read_only image2d_t img, global float4 *out) {\n"
    "  const sampler_t local_one = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_REPEAT |\n"
    "                              CLK_FILTER_NEAREST;\n"
    "  out[0] = read_imagef(img, program_scope, (float2)(0.5f, 1.5f));\n"
    "  out[1] = read_imagef(img, local_one, (float2)(0.25f, 0.75f));\n"
    "}\n";

clb::LinkRequest request(const char *target, const char *emit, const std::string &source, int opt) {
  clb::LinkRequest r = linkRequest(target, emit, source);
  r.clangArgs = {"-cl-std=CL3.0"};
  r.optLevel = opt;
  return r;
}

}  // namespace

TEST(SamplerInitializers, BecomeTheirBitsWhereTheLibraryHasImages) {
  for (const char *target : {"spir64", "nvptx64", "amdgcn"}) {
    if (!clb::findTarget(target)->libraryImages)
      continue;  // spir64 on LLVM 19: images left to the consumer (its target.cmake)
    // -O0 keeps the lowered samplers visible as constants.
    auto ll = clb::link(request(target, "ll", kSamplers, 0));
    ASSERT_TRUE(bool(ll)) << target << ": " << llvm::toString(ll.takeError());
    EXPECT_EQ(ll->find("__translate_sampler_initializer"), std::string::npos) << target;
    EXPECT_NE(ll->find("inttoptr (i64 36 to "), std::string::npos) << target << "\n" << *ll;
    EXPECT_NE(ll->find("inttoptr (i64 23 to "), std::string::npos) << target;
    auto optimized = clb::link(request(target, "ll", kSamplers, 2));
    ASSERT_TRUE(bool(optimized)) << target << ": " << llvm::toString(optimized.takeError());
    EXPECT_EQ(optimized->find("__translate_sampler_initializer"), std::string::npos) << target;
  }
  // The PTX of a kernel with both samplers, for the one target that emits it.
  auto ptx = clb::link(request("nvptx64", "ptx", kSamplers, 2));
  ASSERT_TRUE(bool(ptx)) << llvm::toString(ptx.takeError());
  EXPECT_NE(ptx->find(".entry k("), std::string::npos);
}

TEST(SamplerInitializers, RefusesOtherTypesAndUses) {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(testing::TempDir()) / "clb-sampler-initializers";
  fs::create_directories(dir);
  if (!clb::findTarget("spir64")->libraryImages)
    GTEST_SKIP() << "spir64 leaves images to the consumer with this LLVM (its target.cmake)";
  const std::string head = "target triple = \"spir64-unknown-unknown\"\n";
  std::ofstream(dir / "type.ll")
      << head
      << "declare spir_func ptr addrspace(2) @__translate_sampler_initializer(float)\n"
         "define spir_kernel void @k(ptr addrspace(1) %o) {\n"
         "  %s = call spir_func ptr addrspace(2) @__translate_sampler_initializer(float 1.0)\n"
         "  store ptr addrspace(2) %s, ptr addrspace(1) %o\n  ret void\n}\n";
  std::ofstream(dir / "address.ll")
      << head
      << "declare spir_func ptr addrspace(2) @__translate_sampler_initializer(i32)\n"
         "define spir_kernel void @k(ptr addrspace(1) %o) {\n"
         "  store ptr @__translate_sampler_initializer, ptr addrspace(1) %o\n  ret void\n}\n";
  clb::LinkRequest r;
  r.target = "spir64";
  r.libraryDir = CLB_TEST_LIBRARY_DIR;
  r.inputs = {(dir / "type.ll").string()};
  std::string msg = linkFailure(r);
  EXPECT_NE(msg.find("__translate_sampler_initializer has the type ptr addrspace(2) (float)"),
            std::string::npos)
      << msg;
  r.inputs = {(dir / "address.ll").string()};
  msg = linkFailure(r);
  EXPECT_NE(msg.find("__translate_sampler_initializer is used other than by a call (its "
                     "address is taken in k)"),
            std::string::npos)
      << msg;
  fs::remove_all(dir);
}
