// to_global, to_local and to_private on SPIR (tools/clb-link/lib/
// steps/AddressSpaceQueries.cpp): answered from the IR where it shows the
// pointer's space; where it cannot, spir64 (PoCL, whose memory is flat and
// whose __to_global returns any pointer) refuses the program with the cast
// and the kernel named, and spirv64 leaves OpGenericCastToPtrExplicit to the
// consumer. The answers themselves are checked at run time by
// tests/suite/address_space_test.cpp.
#include "link_helpers.h"
#include "llvm_compat.h"

using clbtest::linkFailure;
using clbtest::linkRequest;

namespace {

const char kKnown[] =
    "kernel void k(global int *o, global int *g, int c) {\n"
    "  local int l[4]; l[0] = c;\n"
    "  generic int *q = c ? (generic int *)g : (generic int *)l;\n"
    "  o[0] = to_global(q) != 0; o[1] = to_local(q) != 0;\n"
    "}\n";
// A generic pointer that comes from memory: nothing at link time says where
// it points.
const char kUnknown[] =
    "kernel void k(global int *o, global const ulong *where) {\n"
    "  generic int *q = (generic int *)where[0];\n"
    "  o[0] = to_global(q) != 0;\n"
    "}\n";

clb::LinkRequest request(const char *target, const char *emit, const char *source, int opt) {
  clb::LinkRequest r = linkRequest(target, emit, source);
  r.clangArgs = {"-cl-std=CL3.0"};
  r.optLevel = opt;
  return r;
}

}  // namespace

TEST(AddressSpaceCasts, AnsweredFromTheIrAtEveryLevel) {
  for (int opt : {0, 2}) {
    auto ll = clb::link(request("spir64", "ll", kKnown, opt));
    ASSERT_TRUE(bool(ll)) << "-O" << opt << ": " << llvm::toString(ll.takeError());
    EXPECT_EQ(ll->find("__to_"), std::string::npos) << "-O" << opt << "\n" << *ll;
  }
  CLBTEST_NEEDS_TARGET("spirv64");
  auto spv = clb::link(request("spirv64", "ll", kKnown, 2));
  ASSERT_TRUE(bool(spv)) << llvm::toString(spv.takeError());
  EXPECT_EQ(spv->find("__to_"), std::string::npos) << *spv;
}

TEST(AddressSpaceCasts, UnknownSpaceIsRefusedWhereTheRuntimeCannotTell) {
  std::string msg = linkFailure(request("spir64", "bc", kUnknown, 2));
  EXPECT_NE(msg.find("to_global in k: the pointer's address space is not known at link time"),
            std::string::npos)
      << msg;
  // The layer's mode (missing builtins left to PoCL) refuses it too: PoCL's
  // answer would be wrong for a local or private pointer.
  clb::LinkRequest layer = request("spir64", "bc", kUnknown, 2);
  layer.allowUnresolved = true;
  EXPECT_NE(linkFailure(layer).find("to_global in k"), std::string::npos);
  // SPIR-V has the instruction, and its consumers know their pointers.
  CLBTEST_NEEDS_TARGET("spirv64");
  auto ll = clb::link(request("spirv64", "ll", kUnknown, 2));
  ASSERT_TRUE(bool(ll)) << llvm::toString(ll.takeError());
  EXPECT_NE(ll->find("__to_global"), std::string::npos);
  auto spv = clb::link(request("spirv64", "spv", kUnknown, 2));
  ASSERT_TRUE(bool(spv)) << llvm::toString(spv.takeError());
}
